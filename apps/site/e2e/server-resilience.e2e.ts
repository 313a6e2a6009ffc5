import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appDir, rawGet, startSite } from './harness'
import { demoTenants } from './tenants'

// One process serves every tenant: whatever one client sends, the others keep being served.
const [first, second] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number]]
const fixturesDir = join(appDir, '../../fixtures')
const searchKey = (slug: string) =>
  (
    JSON.parse(readFileSync(join(fixturesDir, 'tenants', `${slug}.json`), 'utf8')) as {
      search: { apiKey: string }
    }
  ).search.apiKey

describe('search requests that used to take every dealer offline', () => {
  let site: Awaited<ReturnType<typeof startSite>>
  beforeAll(async () => {
    site = await startSite()
  })
  afterAll(() => site.stop())

  const search = (path: string, body: unknown) =>
    fetch(`${site.origin}${path}`, {
      method: 'POST',
      headers: { 'x-algolia-api-key': searchKey(first.slug), 'x-algolia-application-id': 'forecourt' },
      body: JSON.stringify(body),
    })

  it.each([
    [
      'query "20", hitsPerPage 1000, title highlighted with 10 KB tags (20 MB answered before)',
      '/1/indexes/Car_production/query',
      {
        query: '20',
        hitsPerPage: 1000,
        attributesToHighlight: ['title'],
        highlightPreTag: 'x'.repeat(10_240),
      },
      'highlightPreTag: must be at most 64 bytes, got 10240',
    ],
    [
      'the same with 500 KB tags (RangeError in JSON.stringify before: the process exited)',
      '/1/indexes/Car_production/query',
      {
        query: '20',
        hitsPerPage: 1000,
        attributesToHighlight: ['title'],
        highlightPreTag: 'x'.repeat(512_000),
        highlightPostTag: 'x'.repeat(512_000),
      },
      'highlightPreTag: must be at most 64 bytes, got 512000',
    ],
    [
      '300 copies of hitsPerPage=1000&facets=*&attributesToRetrieve=* (the process exited before)',
      '/1/indexes/*/queries',
      {
        requests: Array.from({ length: 300 }, () => ({
          indexName: 'Car_production',
          params: 'hitsPerPage=1000&facets=*&attributesToRetrieve=*',
        })),
      },
      'requests: at most 50 queries in one request, got 300',
    ],
  ])(
    '%s answers 400 in Algolia’s shape, and every tenant is still served',
    async (_name, path, body, message) => {
      const response = await search(path, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message, status: 400 })
      for (const tenant of [first, second])
        expect((await rawGet(site.origin, tenant.host, '/')).status).toBe(200)
    },
  )
})

describe('a start that cannot serve safely ends, saying why', () => {
  it('a second server on the same DATA_DIR refuses to start, naming the running one and suggesting DATABASE_URL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-shared-data-'))
    const running = await startSite({ DATA_DIR: dataDir })
    try {
      const refused = await startSite({ DATA_DIR: dataDir }).then(
        () => 'started',
        (error: Error) => error.message,
      )
      expect(refused).toMatch(/^The site server exited \(1\) before it listened:/)
      expect(refused).toContain(`The data folder ${dataDir} is in use by another Forecourt server (process `)
      expect(refused).toContain('DATABASE_URL')
      // The reason alone, for whoever runs the server: no stack trace.
      expect(refused).toContain('Forecourt could not start: The data folder')
      expect(refused).not.toMatch(/\n\s+at /)
      expect((await rawGet(running.origin, first.host, '/')).status).toBe(200)
    } finally {
      await running.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('settings it cannot use stop start-up, naming every one of them', async () => {
    const refused = await startSite({ SESSION_SECRET: 'short', REGO_LOOKUP_URL: 'ftp://rego.example' }).then(
      () => 'started',
      (error: Error) => error.message,
    )
    expect(refused).toMatch(/^The site server exited \(1\) before it listened:/)
    expect(refused).toContain('SESSION_SECRET must be at least 32 characters')
    expect(refused).toContain('REGO_LOOKUP_URL must be an http(s) address, got "ftp://rego.example"')
    expect(refused).not.toMatch(/\n\s+at /)
  })

  it('two tenant files with the same search key stop start-up, naming both files', async () => {
    const fixtures = mkdtempSync(join(tmpdir(), 'forecourt-same-key-'))
    try {
      for (const folder of ['content', 'stock', 'images'])
        symlinkSync(join(fixturesDir, folder), join(fixtures, folder))
      cpSync(join(fixturesDir, 'tenants'), join(fixtures, 'tenants'), { recursive: true })
      const file = join(fixtures, 'tenants', `${second.slug}.json`)
      const tenant = JSON.parse(readFileSync(file, 'utf8')) as { search: { apiKey: string } }
      tenant.search.apiKey = searchKey(first.slug)
      writeFileSync(file, JSON.stringify(tenant))
      const refused = await startSite({ FIXTURES_DIR: fixtures }).then(
        () => 'started',
        (error: Error) => error.message,
      )
      expect(refused).toMatch(/^The site server exited \(1\) before it listened:/)
      expect(refused).toContain(
        `${file}: search.apiKey: search key is also used by ${join(fixtures, 'tenants', `${first.slug}.json`)}`,
      )
    } finally {
      rmSync(fixtures, { recursive: true, force: true })
    }
  })
})
