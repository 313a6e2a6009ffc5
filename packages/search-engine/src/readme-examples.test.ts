import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { siteSearchClient } from '../examples/browser-client.js'
import { wattleBaySearch } from '../examples/in-process.js'
import { serveWithSearch } from '../examples/over-http.js'
import { writableEngine } from '../examples/writes.js'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const car = (objectID: string, tenant: string, make: string) => ({
  objectID,
  tenant,
  make,
  title: `2024 ${make}`,
  status: 'in_stock',
})
// Two groups in one index: the example's key must only ever see the first group's cars.
const records = [
  car('1', 'wattle-bay-kia', 'Kia'),
  car('2', 'wattle-bay-kia', 'Kia'),
  car('3', 'red-gum-caravans-and-motorcycles', 'Jayco'),
]
const query = { indexName: 'Car_production', params: { query: '', hitsPerPage: 10 } }
const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

async function listening(server: Server) {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

describe("the README's examples (examples/*.ts)", () => {
  it("in process: the key's tenant filter keeps the other group's cars out", async () => {
    const { searchClient } = wattleBaySearch(records)
    const { results } = await searchClient.search([query])
    const [first] = results as { hits: { objectID: string }[] }[]
    expect(first?.hits.map((hit) => hit.objectID).sort()).toEqual(['1', '2'])
  })

  it('over HTTP, with the browser client: searches answered, anything else reaches the site', async () => {
    const { engine } = wattleBaySearch(records)
    const port = await listening(
      serveWithSearch(engine, (_request, response) => response.writeHead(200).end('the site')),
    )
    const client = siteSearchClient('forecourt', 'wattle-bay-kia-public', {
      host: `127.0.0.1:${port}`,
      protocol: 'http:',
    })
    const { results } = await client.search({ requests: [query] })
    expect((results[0] as { nbHits: number }).nbHits).toBe(2)
    expect(await (await fetch(`http://127.0.0.1:${port}/about`)).text()).toBe('the site')
  })

  it('writes: in process with no key, over HTTP with the admin key only', async () => {
    const engine = writableEngine('admin-key')
    expect(engine.searchIndex('Car_production', { query: 'kia' }, { apiKey: 'any' }).nbHits).toBe(1)
    const port = await listening(
      serveWithSearch(engine, (_request, response) => response.writeHead(404).end()),
    )
    const remove = (apiKey: string) =>
      fetch(`http://127.0.0.1:${port}/1/indexes/Car_production/7`, {
        method: 'DELETE',
        headers: { 'x-algolia-api-key': apiKey, 'x-algolia-application-id': 'forecourt' },
      })
    expect((await remove('search-key')).status).toBe(403)
    expect((await remove('admin-key')).status).toBe(200)
    expect(engine.searchIndex('Car_production', { query: 'kia' }, { apiKey: 'any' }).nbHits).toBe(0)
  })

  it.each(['in-process.ts', 'over-http.ts', 'browser-client.ts', 'writes.ts'])(
    'the README shows %s word for word',
    (file) => {
      expect(read('../README.md')).toContain(`\`\`\`ts\n${read(`../examples/${file}`)}\`\`\``)
    },
  )
})
