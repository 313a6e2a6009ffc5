import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { storeFirstLead } from '../examples/first-lead.js'
import { withTestDatabase } from '../examples/test-database.js'

const read = (path: string) => readFile(new URL(path, import.meta.url), 'utf8')

describe("the README's examples (examples/*.ts)", () => {
  it('stores a first lead in a new PGlite folder and hands it to CRM delivery, logging what its comments say', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'forecourt-readme-'))
    const lines: string[] = []
    try {
      const result = await storeFirstLead(join(folder, '.data'), (line) => lines.push(line))
      expect(result).toMatchObject({ created: true, delivered: true })
      expect(lines).toContain(`storage: PGlite at ${join(folder, '.data')}`)
      expect(lines).toContain('storage: applied migration 001-initial.sql')
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  it('runs code against a throwaway PostgreSQL and removes it', async () => {
    const stored = await withTestDatabase(async (storage) => {
      const { created } = await storage.leads.insert({
        tenant: 'example-motors',
        idempotencyKey: 'k-1',
        form: 'enquiry',
        category: 'Enquiry',
        subcategory: null,
        carId: null,
        payload: {},
        formCompleted: true,
      })
      return created
    })
    expect(stored).toBe(true)
  })

  it.each(['first-lead.ts', 'test-database.ts'])('the README shows %s word for word', async (file) => {
    expect(await read('../README.md')).toContain(`\`\`\`ts\n${await read(`../examples/${file}`)}\`\`\``)
  })
})
