import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import algoliasearchHelper from 'algoliasearch-helper'
import { liteClient } from 'algoliasearch/lite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bruteForce } from '../testing/brute-force'
import { contractEngine, indexName } from '../testing/contract-setup'
import type { RecordFields, SearchResponse } from '../types'
import { createSearchHandler } from './search-handler'

/** A facet value as the helper's results list it. */
type FacetValue = { name: string; count: number }

// The contract: the real algoliasearch (lite) client over HTTP and InstantSearch's helper get the
// same hit and facet counts as a brute-force scan of the fixture stock, and a tenant sees only its own.
const { engine, records, tenants, source } = contractEngine()
const searchable = ['title', 'make', 'model', 'badge', 'series', 'stocknum', 'vin', 'colour', 'body']
const facets = [
  'make',
  'car_type',
  'status',
  'simple_body',
  'colour',
  'year',
  'location_name',
  'tag',
  'certified',
]
const [alpha, beta] = tenants as [(typeof tenants)[number], (typeof tenants)[number]]
let server: Server
let baseUrl: string

const client = (apiKey: string) => {
  const port = (server.address() as AddressInfo).port
  return liteClient('forecourt', apiKey, {
    hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'read' }],
  })
}

beforeAll(async () => {
  const handle = createSearchHandler(engine)
  server = createServer((request, response) => handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

// Records without the attribute never pass a numeric filter, as in Algolia.
const numberOf = (record: RecordFields, field: string) =>
  typeof record[field] === 'number' ? record[field] : NaN

const cases: {
  name: string
  params: Record<string, unknown>
  keep: (record: RecordFields) => boolean
  text?: string
}[] = [
  { name: 'no filter', params: {}, keep: () => true },
  { name: 'filters attribute:value', params: { filters: 'make:Kia' }, keep: (r) => r.make === 'Kia' },
  { name: 'facet values match without case', params: { filters: 'make:kia' }, keep: (r) => r.make === 'Kia' },
  {
    name: 'filters OR in parentheses AND numeric comparison',
    params: { filters: '(make:Toyota OR make:Mazda) AND price >= 30000' },
    keep: (r) => (r.make === 'Toyota' || r.make === 'Mazda') && numberOf(r, 'price') >= 30000,
  },
  {
    name: 'filters NOT and a quoted value',
    params: { filters: 'NOT car_type:new AND location_name:"Bunya Range Select Penrith - Used Cars"' },
    keep: (r) => r.car_type !== 'new' && r.location_name === 'Bunya Range Select Penrith - Used Cars',
  },
  {
    name: 'filters numeric range attribute:a TO b',
    params: { filters: 'price:20000 TO 40000 AND year > 2019' },
    keep: (r) => numberOf(r, 'price') >= 20000 && numberOf(r, 'price') <= 40000 && numberOf(r, 'year') > 2019,
  },
  { name: 'filters booleans', params: { filters: 'certified:true' }, keep: (r) => r.certified === true },
  {
    name: 'filters a facet holding a number',
    params: { filters: 'year:2024' },
    keep: (r) => r.year === 2024,
  },
  {
    name: 'facetFilters nested arrays are OR',
    params: { facetFilters: [['simple_body:SUV', 'simple_body:Ute'], 'car_type:used'] },
    keep: (r) => (r.simple_body === 'SUV' || r.simple_body === 'Ute') && r.car_type === 'used',
  },
  {
    name: 'facetFilters negation with a minus',
    params: { facetFilters: ['car_type:-new'] },
    keep: (r) => r.car_type !== 'new',
  },
  {
    name: 'numericFilters ANDed',
    params: { numericFilters: ['price>=15000', 'price<=60000', 'km<100000'] },
    keep: (r) => numberOf(r, 'price') >= 15000 && numberOf(r, 'price') <= 60000 && numberOf(r, 'km') < 100000,
  },
  {
    name: 'query text, prefix on the last word',
    params: { query: 'toyota hi' },
    keep: () => true,
    text: 'toyota hi',
  },
  {
    name: 'query text with a filter',
    params: { query: 'kia', filters: 'car_type:used' },
    keep: (r) => r.car_type === 'used',
    text: 'kia',
  },
]

describe(`the lite client over HTTP against a brute-force scan (${source}, ${records.length} records)`, () => {
  it.each(cases)('$name: same nbHits and facet counts', async ({ params, keep, text }) => {
    const { results } = await client(alpha.apiKey).search<RecordFields>({
      requests: [{ indexName, facets, maxValuesPerFacet: 1000, hitsPerPage: 5, ...params }],
    })
    const result = results[0] as SearchResponse
    const expected = bruteForce(records, { keep: (r) => alpha.keep(r) && keep(r), text, searchable, facets })
    expect(result.nbHits).toBe(expected.nbHits)
    expect(result.facets).toEqual(expected.facets)
  })

  it('pages by custom rank (views) descending: page 2 of 7 is the oracle page', async () => {
    const { results } = await client(alpha.apiKey).search<RecordFields>({
      requests: [{ indexName, hitsPerPage: 7, page: 2, attributesToRetrieve: ['custom_rank'] }],
    })
    const result = results[0] as SearchResponse
    const expected = bruteForce(records, { keep: alpha.keep, hitsPerPage: 7, page: 2 })
    expect(result.hits.map((hit) => hit.custom_rank)).toEqual(
      expected.page.map((record) => record.custom_rank),
    )
    expect(result.nbPages).toBe(Math.min(Math.ceil(expected.nbHits / 7), Math.ceil(1000 / 7)))
  })

  it.each([
    ['Car_production_price_asc', 'asc'],
    ['Car_production_price_desc', 'desc'],
  ] as const)('the sort replica %s orders prices %s', async (replica, direction) => {
    const { results } = await client(alpha.apiKey).search<RecordFields>({
      requests: [{ indexName: replica, hitsPerPage: 21, page: 1, filters: 'car_type:used' }],
    })
    const result = results[0] as SearchResponse
    const expected = bruteForce(records, {
      keep: (r) => alpha.keep(r) && r.car_type === 'used',
      sort: { field: 'price', direction },
      hitsPerPage: 21,
      page: 1,
    })
    expect(result.hits.map((hit) => hit.price)).toEqual(expected.page.map((record) => record.price))
  })

  it('offset and length select hits regardless of pages', async () => {
    const { results } = await client(alpha.apiKey).search<RecordFields>({
      requests: [{ indexName, offset: 3, length: 4, attributesToRetrieve: ['custom_rank'] }],
    })
    const result = results[0] as SearchResponse
    const all = bruteForce(records, { keep: alpha.keep, hitsPerPage: 7 }).page
    expect(result.hits.map((hit) => hit.custom_rank)).toEqual(
      all.slice(3, 7).map((record) => record.custom_rank),
    )
    expect([result.offset, result.length]).toEqual([3, 4])
  })
})

describe('InstantSearch helper over HTTP, with disjunctive facets', () => {
  it('counts a disjunctive facet as if its own refinement were not applied', async () => {
    const helper = algoliasearchHelper(client(alpha.apiKey), indexName, {
      disjunctiveFacets: ['make'],
      facets: ['car_type', 'simple_body'],
      hitsPerPage: 21,
      maxValuesPerFacet: 1000,
    })
    helper
      .addDisjunctiveFacetRefinement('make', 'Toyota')
      .addDisjunctiveFacetRefinement('make', 'Kia')
      .addFacetRefinement('car_type', 'used')
    const results = await new Promise<algoliasearchHelper.SearchResults>((resolve, reject) => {
      helper.on('result', ({ results }) => resolve(results))
      helper.on('error', ({ error }) => reject(error))
      helper.search()
    })
    const used = (r: RecordFields) => alpha.keep(r) && r.car_type === 'used'
    const refined = bruteForce(records, {
      keep: (r) => used(r) && (r.make === 'Toyota' || r.make === 'Kia'),
      facets: ['car_type', 'simple_body'],
    })
    const makes = bruteForce(records, { keep: used, facets: ['make'] }).facets.make ?? {}
    expect(results.nbHits).toBe(refined.nbHits)
    expect(
      Object.fromEntries(
        (results.getFacetValues('make', {}) as FacetValue[]).map((item) => [item.name, item.count]),
      ),
    ).toEqual(makes)
    expect(results.getFacetByName('simple_body')?.data).toEqual(refined.facets.simple_body)
  })

  it('searches for facet values through type "facet" queries', async () => {
    const helper = algoliasearchHelper(client(alpha.apiKey), indexName, { disjunctiveFacets: ['make'] })
    const { facetHits } = await helper.searchForFacetValues('make', 'ki', 10)
    const kia = bruteForce(records, { keep: (r) => alpha.keep(r) && r.make === 'Kia' }).nbHits
    expect(facetHits.find((hit) => hit.value === 'Kia')).toMatchObject({
      count: kia,
      highlighted: '<em>Ki</em>a',
    })
  })
})

describe('tenant isolation', () => {
  it.each(tenants.map((tenant) => [tenant.slug, tenant] as const))(
    '%s sees exactly its own stock',
    async (_slug, tenant) => {
      const { results } = await client(tenant.apiKey).search<RecordFields>({
        requests: [{ indexName, hitsPerPage: 1000, attributesToRetrieve: ['tenant'], facets: ['*'] }],
      })
      const result = results[0] as SearchResponse
      expect(result.nbHits).toBe(records.filter(tenant.keep).length)
      expect(new Set(result.hits.map((hit) => hit.tenant))).toEqual(new Set([tenant.slug]))
    },
  )

  it.each([
    ['filters naming another tenant', { filters: `tenant:${beta.slug}` }],
    ['an OR that tries to widen the scope', { filters: `tenant:${beta.slug} OR tenant:${alpha.slug}` }],
    ['a NOT that tries to widen the scope', { filters: `NOT tenant:${alpha.slug}` }],
    [
      'facetFilters naming another tenant',
      { facetFilters: [[`tenant:${beta.slug}`, `tenant:${alpha.slug}`]] },
    ],
  ])('%s cannot reach another tenant', async (_name, params) => {
    const { results } = await client(alpha.apiKey).search<RecordFields>({
      requests: [{ indexName, hitsPerPage: 1000, attributesToRetrieve: ['tenant'], ...params }],
    })
    const hits = (results[0] as SearchResponse).hits
    expect(hits.every((hit) => hit.tenant === alpha.slug)).toBe(true)
  })

  it('an unknown API key gets Algolia 403', async () => {
    await expect(client('not-a-key').search({ requests: [{ indexName }] })).rejects.toMatchObject({
      status: 403,
      message: 'Invalid Application-ID or API key',
    })
  })
})

describe('HTTP edges', () => {
  const post = (path: string, body: string | ArrayBuffer, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      body,
      headers: { 'x-algolia-api-key': alpha.apiKey, 'x-algolia-application-id': 'forecourt', ...headers },
    })

  it.each([
    ['a body that is not JSON', '/1/indexes/*/queries', '{"requests":', 400, /^Invalid JSON body/],
    [
      'a filter with bad syntax',
      '/1/indexes/*/queries',
      '{"requests":[{"indexName":"Car_production","filters":"make:"}]}',
      400,
      /^filters: Unexpected end of filter/,
    ],
    [
      'a parameter of the wrong type',
      '/1/indexes/*/queries',
      '{"requests":[{"indexName":"Car_production","hitsPerPage":"many"}]}',
      400,
      /^hitsPerPage: expected an integer/,
    ],
    [
      'requests that are not a list',
      '/1/indexes/*/queries',
      '{"requests":{}}',
      400,
      /^requests: expected an array/,
    ],
    ['an unknown index', '/1/indexes/Nope/query', '{}', 404, /^Index does not exist$/],
    [
      'facet values of a facet that is not searchable',
      '/1/indexes/Car_production/facets/colour/query',
      '{"facetQuery":"b"}',
      400,
      /searchable\(colour\)/,
    ],
  ])('%s gets an Algolia-style error', async (_name, path, body, status, message) => {
    const response = await post(path, body)
    const json = (await response.json()) as { message: string; status: number }
    expect(response.status).toBe(status)
    expect(json.status).toBe(status)
    expect(json.message).toMatch(message)
  })

  it('answers a single-index query and a facet search with the key in the query string', async () => {
    const key = `x-algolia-api-key=${alpha.apiKey}&x-algolia-application-id=forecourt`
    const query = await fetch(`${baseUrl}/1/indexes/Car_production/query?${key}`, {
      method: 'POST',
      body: '{"params":"query=kia&hitsPerPage=2"}',
    })
    const facets = await fetch(`${baseUrl}/1/indexes/Car_production/facets/make/query?${key}`, {
      method: 'POST',
      body: '{"facetQuery":"toy"}',
    })
    expect(((await query.json()) as SearchResponse).hits).toHaveLength(2)
    expect(
      ((await facets.json()) as { facetHits: { value: string }[] }).facetHits.map((hit) => hit.value),
    ).toEqual(['Toyota'])
  })

  it('refuses a body over the limit with 413', async () => {
    const response = await post(
      '/1/indexes/*/queries',
      JSON.stringify({ requests: [], pad: 'x'.repeat(1_100_000) }),
    )
    expect(response.status).toBe(413)
  })

  it('reads a gzip body', async () => {
    const body = JSON.stringify({ requests: [{ indexName, hitsPerPage: 0 }] })
    const gzip = new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'))
    const zipped = await new Response(gzip).arrayBuffer()
    const response = await post('/1/indexes/*/queries', zipped, { 'content-encoding': 'gzip' })
    expect(response.status).toBe(200)
  })

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${baseUrl}/1/indexes/*/queries`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key')
  })

  it('leaves other paths to the next handler, or 404 without one', async () => {
    const handle = createSearchHandler(engine)
    let nextCalled = false
    handle(
      { url: '/cars/some-car', method: 'GET', headers: {} } as never,
      {} as never,
      () => (nextCalled = true),
    )
    const response = await fetch(`${baseUrl}/cars/some-car`)
    expect([nextCalled, response.status]).toEqual([true, 404])
  })
})
