import { readFileSync } from 'node:fs'
import { stockFileSchema } from './index.js'
import { describe, expect, it } from 'vitest'
import { createTenantSearch } from '../examples/tenant-search.js'
import { loadTenants } from './node/load-tenants.js'
import { parseTenant, type Tenant } from './parse-tenant.js'
import { minimalTenant } from './testing/minimal-tenant.js'
import { tenantSearchFilter, tenantSearchRecords } from './tenant-search.js'

const now = '2023-11-14T22:13:20Z'
const withOptions = (options: object) => parseTenant({ ...minimalTenant(), options }, 't.json')

describe('tenantSearchFilter', () => {
  it.each<[string, Tenant, { sortByPriceAscending?: boolean }, string]>([
    [
      'the tenant\'s own stock first, then its stock filter ("sold cars for 3 days")',
      withOptions({}),
      {},
      'tenant:test-motors AND listed_until_timestamp > 1699740800 AND show_on_dealer_website:true',
    ],
    [
      '"Manufacturer filter added to every search (single-franchise sites)"',
      withOptions({ stock: { manufacturerFilter: 'Kia' } }),
      {},
      'tenant:test-motors AND listed_until_timestamp > 1699740800 AND show_on_dealer_website:true AND make:Kia',
    ],
    [
      'price > 0 on a lowest-price sort where the tenant asks for it',
      withOptions({ search: { priceAboveZeroOnAscendingSort: true } }),
      { sortByPriceAscending: true },
      'tenant:test-motors AND listed_until_timestamp > 1699740800 AND show_on_dealer_website:true AND price > 0',
    ],
    [
      'no price condition on a lowest-price sort where the tenant does not',
      withOptions({}),
      { sortByPriceAscending: true },
      'tenant:test-motors AND listed_until_timestamp > 1699740800 AND show_on_dealer_website:true',
    ],
  ])('%s', (_case, tenant, sort, expected) => {
    expect(tenantSearchFilter(tenant, now, sort)).toBe(expected)
  })
})

const fixtures = new URL('../../../fixtures/', import.meta.url)
const tenants = await loadTenants(new URL('tenants', fixtures).pathname)
const stock = tenants.map((tenant) => ({
  tenant,
  cars: stockFileSchema.parse(
    JSON.parse(readFileSync(new URL(`stock/${tenant.slug}.json`, fixtures), 'utf8')),
  ).cars,
}))

describe('tenantSearchRecords', () => {
  it("marks each record with its tenant and its dealership's name", () => {
    const { tenant, cars } = stock[0]!
    const records = tenantSearchRecords(tenant, cars)
    expect(records.every((record) => record.tenant === tenant.slug)).toBe(true)
    const names = new Set(tenant.dealerships.map((dealership) => dealership.name))
    expect(
      records.filter((record) => record.dealership_name && names.has(record.dealership_name)),
    ).toHaveLength(
      cars.filter((car) =>
        tenant.dealerships.some((dealership) => dealership.slug && dealership.slug === car.dealership_slug),
      ).length,
    )
  })
})

describe("the README's search over many tenants (examples/tenant-search.ts)", () => {
  const { searchClientFor } = createTenantSearch(stock)

  it.each(tenants.map((tenant) => [tenant.slug, tenant] as const))(
    "%s: its search key finds its own cars and never another tenant's",
    async (_slug, tenant) => {
      const { results } = await searchClientFor(tenant).search<{ tenant: string }>([
        { indexName: 'Car_production', params: { hitsPerPage: 1000, attributesToRetrieve: ['tenant'] } },
      ])
      const result = results[0] as { nbHits: number; hits: { tenant: string }[] }
      const own = stock.find((entry) => entry.tenant === tenant)!.cars.length
      expect(result.nbHits).toBeGreaterThan(0)
      expect(result.nbHits).toBeLessThanOrEqual(own)
      expect(new Set(result.hits.map((hit) => hit.tenant))).toEqual(new Set([tenant.slug]))
    },
  )

  it('is the code the README shows, word for word', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    const example = readFileSync(new URL('../examples/tenant-search.ts', import.meta.url), 'utf8')
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``)
  })
})
