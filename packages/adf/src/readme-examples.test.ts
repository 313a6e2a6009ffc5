import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { enquiryAdf } from '../examples/enquiry-adf'
import { validateLead } from '../examples/validate-lead'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const readme = read('../README.md')

describe("the README's lead document (examples/enquiry-adf.ts)", () => {
  it('returns the document the README shows, word for word', () => {
    expect(readme).toContain(`\`\`\`xml\n${enquiryAdf()}\`\`\``)
  })

  it('starts as its comment says', () => {
    expect(enquiryAdf().startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true)
  })

  it('is the code the README shows, word for word', () => {
    expect(readme).toContain(`\`\`\`ts\n${read('../examples/enquiry-adf.ts')}\`\`\``)
  })
})

describe("the README's DTD check (examples/validate-lead.ts)", () => {
  it("finds the README's document valid: { valid: true, errors: '' }", async () => {
    expect(await validateLead(enquiryAdf())).toEqual({ valid: true, errors: '' })
  })

  it("answers valid: false and xmllint's messages for a document that breaks the DTD", async () => {
    const withoutModel = enquiryAdf().replace('      <model>Sportage</model>\n', '')
    const result = await validateLead(withoutModel)
    expect(result.valid).toBe(false)
    expect(result.errors).toContain('vehicle')
  })

  it('is the code the README shows, word for word', () => {
    expect(readme).toContain(`\`\`\`ts\n${read('../examples/validate-lead.ts')}\`\`\``)
  })
})
