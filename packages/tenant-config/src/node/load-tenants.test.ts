/// <reference types="node" />
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { minimalTenant } from '../testing/minimal-tenant.js'
import { loadTenants } from './load-tenants.js'

const dirs: string[] = []
function tenantDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const valid = JSON.stringify(minimalTenant())
const other = JSON.stringify({
  ...minimalTenant(),
  slug: 'other-motors',
  domains: ['other.example'],
  search: { ...minimalTenant().search, apiKey: 'other-search-key' },
})

describe('loadTenants', () => {
  it('loads every *.json file in file-name order and ignores other files', async () => {
    const dir = tenantDir({ 'b.json': other, 'a.json': valid, 'notes.txt': 'not a tenant' })
    expect((await loadTenants(dir)).map((tenant) => tenant.slug)).toEqual(['test-motors', 'other-motors'])
  })

  it('reports every broken file with its file name, field path and problem', async () => {
    const dir = tenantDir({
      'a.json': JSON.stringify({ ...minimalTenant(), slug: 'Bad Slug' }),
      'b.json': '{ "slug": ',
      'c.json': JSON.stringify({ ...minimalTenant(), options: { finance: { frequency: 'daily' } } }),
    })
    const message = await loadTenants(dir).then(
      () => '',
      (error: Error) => error.message,
    )
    expect(message).toContain(`${join(dir, 'a.json')}: slug: expected a kebab-case slug`)
    expect(message).toContain(`${join(dir, 'b.json')}: invalid JSON`)
    expect(message).toContain(`${join(dir, 'c.json')}: options.finance.frequency:`)
  })

  it('rejects two files that claim the same domain', async () => {
    const dir = tenantDir({ 'a.json': valid, 'b.json': JSON.stringify({ ...minimalTenant(), slug: 'copy' }) })
    await expect(loadTenants(dir)).rejects.toThrow("domain 'test-motors.example' is also served by")
  })

  it('rejects two files with the same search key, naming both files', async () => {
    const copy = { ...minimalTenant(), slug: 'copy', domains: ['copy.example'] }
    const dir = tenantDir({ 'a.json': valid, 'b.json': JSON.stringify(copy) })
    await expect(loadTenants(dir)).rejects.toThrow(
      `${join(dir, 'b.json')}: search.apiKey: search key is also used by ${join(dir, 'a.json')}`,
    )
  })

  it('rejects an empty directory', async () => {
    await expect(loadTenants(tenantDir({}))).rejects.toThrow('no tenant files')
  })
})
