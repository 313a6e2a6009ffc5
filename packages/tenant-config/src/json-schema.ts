import { z } from 'zod'
import { tenantOptionsSchema } from './options/index-schema.js'
import { tenantSchema } from './tenant-schema.js'

/**
 * The JSON Schema of a tenant file, for editors (committed as `tenant.schema.json`). Describes the file as
 * written, so options with defaults are optional.
 * @example tenantJsonSchema().properties.slug
 */
export function tenantJsonSchema(): Record<string, unknown> & { properties: Record<string, unknown> } {
  const schema = z.toJSONSchema(tenantSchema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  })
  return {
    ...schema,
    title: 'Forecourt tenant',
    properties: schema.properties ?? {},
  }
}

/**
 * The JSON Schema of the `options` object alone; the option table is built from it.
 * @example optionsJsonSchema().properties
 */
export function optionsJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(tenantOptionsSchema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' })
}
