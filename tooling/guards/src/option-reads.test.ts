import { tenantOptionRows } from '@forecourt/tenant-config'
import { describe, expect, it } from 'vitest'
import { readsOption, unreadOptions } from './option-reads'
import { shippedSource } from './source-files'

// The code that has a tenant at hand: the app, the server, and tenant-config's own helpers (which hand options to
// the pure packages as plain values). A pure package never sees a tenant, so its own option names do not count.
const readers = ['apps/site/src', 'packages/site-server/src', 'packages/tenant-config/src']

// Where options are declared and documented, not read: the schema, its JSON Schema and option table.
const declaringFolders = [
  'packages/tenant-config/src/options',
  'packages/tenant-config/src/entities',
  'packages/tenant-config/src/tenant-schema.ts',
  'packages/tenant-config/src/json-schema.ts',
  'packages/tenant-config/src/option-table.ts',
  'packages/tenant-config/src/doc.ts',
]

describe('readsOption: what counts as reading an option', () => {
  it.each([
    ['cards.greenTags', 'options.cards.greenTags', true],
    ['const { greenTags } = tenant.options.cards', 'options.cards.greenTags', true],
    ['greenTags: z.array(…) // cards', 'options.cards.greenTags', false],
    ['settings.enabled', 'options.reserve.enabled', false],
    ['tenant.options.reserve.enabled', 'options.reserve.enabled', true],
  ])('%s reads %s: %s', (text, path, expected) => {
    expect(readsOption({ path: 'x.ts', text }, path)).toBe(expected)
  })
})

describe('every tenant option is a live switch', () => {
  const options = tenantOptionRows()
    .map((row) => row.path)
    .filter((path) => path.startsWith('options.'))
  const unread = unreadOptions(options, shippedSource(readers, declaringFolders))

  it('the schema has options to check', () => {
    expect(options.length).toBeGreaterThan(100)
  })

  it('an option in the schema is read by the site, the server or a package outside its declaration', () => {
    expect(unread).toEqual([])
  })
})
