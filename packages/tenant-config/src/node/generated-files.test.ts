/// <reference types="node" />
// Guards the committed generated files: run `pnpm schema` when one of these fails.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { optionTableIn } from '../../scripts/readme-table.js'
import { optionsJsonSchema, tenantJsonSchema } from '../json-schema.js'
import { tenantOptionsSchema } from '../options/index-schema.js'
import { optionTableMarkdown, tenantOptionRows } from '../option-table.js'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

describe('generated files', () => {
  it('tenant.schema.json matches the zod schema', () => {
    expect(JSON.parse(read('tenant.schema.json'))).toEqual(tenantJsonSchema())
  })

  it("the README's option table matches the schema", () => {
    expect(optionTableIn(read('README.md'))).toBe(optionTableMarkdown())
  })

  it('every option row names its spec section and what it switches', () => {
    const incomplete = tenantOptionRows().filter((row) => row.spec === '' || row.description === '')
    expect(incomplete).toEqual([])
  })

  it('forms.additionalServices: a service listed twice is refused, and editors are told (uniqueItems)', () => {
    const forms = (optionsJsonSchema().properties as Record<string, { properties: Record<string, unknown> }>)
      .forms
    expect(forms?.properties.additionalServices).toMatchObject({ type: 'array', uniqueItems: true })
    const twice = tenantOptionsSchema.safeParse({ forms: { additionalServices: ['Car wash', 'Car wash'] } })
    expect(twice.success).toBe(false)
  })
})
