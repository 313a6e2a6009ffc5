import { withdrawnCar } from '@forecourt/site-server'
import { stockFilterOptionsFor } from '@forecourt/tenant-config'
import { describe, expect, it } from 'vitest'
import type { ClaimHolder } from '@forecourt/site-storage'
import { createSearchMount } from './search-mount'
import { demoTenantData } from './testing/demo-tenant-data'

const tenantData = demoTenantData()
const fixedClock = () => new Date('2026-10-15T00:00:00Z')

interface Answer {
  nbHits: number
  hits: { dealership_slug: string | null }[]
}

describe('the embedded search over the demo stock', () => {
  it("a dealership's search ('/search/{dealership slug}') finds that dealership's cars and no other's", async () => {
    const data = tenantData('bunya-range-motor-group')
    const { clientFor } = createSearchMount([data], fixedClock, { log: () => undefined })
    const client = clientFor(data.tenant.search.apiKey)
    const search = async (facetFilters: string[][]): Promise<Answer> => {
      const { results } = await client.search([
        {
          indexName: data.tenant.search.indexName,
          params: { facetFilters, hitsPerPage: 1000, attributesToRetrieve: ['dealership_slug'] },
        },
      ])
      return (results as unknown as Answer[])[0]!
    }
    const all = await search([])
    const dealerships = data.tenant.dealerships.filter((dealership) => dealership.slug)
    const found = await Promise.all(
      dealerships.map(async (dealership) => {
        const answer = await search([[`dealership_name:${dealership.name}`]])
        return { dealership, answer, slugs: new Set(answer.hits.map((hit) => hit.dealership_slug)) }
      }),
    )
    for (const { dealership, answer, slugs } of found) {
      expect(answer.hits.length, dealership.name).toBe(answer.nbHits)
      expect([...slugs], dealership.name).toEqual(answer.nbHits ? [dealership.slug] : [])
    }
    // Every listed car is its dealership's, and most dealerships have some.
    expect(found.reduce((sum, { answer }) => sum + answer.nbHits, 0)).toBe(all.nbHits)
    expect(found.filter(({ answer }) => answer.nbHits > 0).length).toBeGreaterThan(dealerships.length / 2)
  })

  it.each([
    ['bunya-range-motor-group', 'on', 0],
    ['wattle-bay-kia', 'off', 1],
  ])(
    '"price > 0 on ascending price sort" (%s: %s): the lowest-price sort lists no "Enquire for price" car first',
    async (slug, _switch, unpricedFirst) => {
      const data = tenantData(slug)
      const { clientFor } = createSearchMount([data], fixedClock, { log: () => undefined })
      const client = clientFor(data.tenant.search.apiKey)
      const lowestFirst = `${data.tenant.search.indexName}_price_asc`
      const { results } = await client.search([
        { indexName: lowestFirst, params: { hitsPerPage: 1, attributesToRetrieve: ['price'] } },
        {
          indexName: data.tenant.search.indexName,
          params: { hitsPerPage: 0, numericFilters: ['price <= 0'] },
        },
      ])
      const [sorted, unpriced] = results as unknown as { nbHits: number; hits: { price: number | null }[] }[]
      expect(unpriced!.nbHits).toBeGreaterThan(0)
      expect(sorted!.hits.filter((hit) => !hit.price).length).toBe(unpricedFirst)
    },
  )

  it('"a withdrawn car shows SOLD and leaves search after the tenant\'s sold window": a change written to the index is searched at once', async () => {
    const data = tenantData('wattle-bay-kia')
    const other = tenantData('bunya-range-motor-group')
    const day = 86_400_000
    let now = new Date('2026-11-05T00:00:00Z')
    const search = createSearchMount([data, other], () => now, { log: () => undefined })
    const car = data.cars.find((each) => each.status === 'in_stock' && each.stocknum)!
    const find = async (apiKey: string) => {
      const { results } = await search
        .clientFor(apiKey)
        .search([
          { indexName: data.tenant.search.indexName, params: { query: car.stocknum, hitsPerPage: 5 } },
        ])
      return (results as unknown as { hits: { objectID: string; status: string }[] }[])[0]!.hits
    }
    const otherBefore = (await find(other.tenant.search.apiKey)).length
    expect(await find(data.tenant.search.apiKey)).toMatchObject([
      { objectID: String(car.id), status: 'in_stock' },
    ])

    search.apply(data.tenant, [{ saved: [withdrawnCar(car, now)], removed: [] }])
    const window = stockFilterOptionsFor(data.tenant).includeSoldCarsDays
    now = new Date(now.valueOf() + (window - 1) * day)
    expect(await find(data.tenant.search.apiKey)).toMatchObject([
      { objectID: String(car.id), status: 'sold' },
    ])
    now = new Date(now.valueOf() + 2 * day)
    expect(await find(data.tenant.search.apiKey)).toEqual([])
    expect((await find(other.tenant.search.apiKey)).length).toBe(otherBefore)
    search.apply(data.tenant, [{ saved: [], removed: [car.id] }])
    now = new Date(now.valueOf() - 2 * day)
    expect(await find(data.tenant.search.apiKey)).toEqual([])
  })

  it("pushes a tenant to Algolia only while this server holds the tenant's claim, starting from the records as they are then", async () => {
    const data = tenantData('wattle-bay-kia')
    const [car, other] = data.cars.filter((each) => each.status === 'in_stock')
    /** What each push made for the tenant was asked to do, in order. */
    const calls: string[][] = []
    let holder: ClaimHolder | null = null
    let released = false
    const search = createSearchMount([data], fixedClock, {
      log: () => undefined,
      pushFor: () => {
        const made: string[] = []
        calls.push(made)
        return {
          start: (records) => {
            made.push(
              `start ${records.length} records, car ${car!.id} at ${String(records.find((record) => record.objectID === String(car!.id))?.price)}`,
            )
            return Promise.resolve()
          },
          write: (writes) => void made.push(`write ${writes.length}`),
          idle: () => Promise.resolve(),
          close: () => void made.push('close'),
        }
      },
      claimPush: (_tenant, claimant) => {
        holder = claimant
        return Promise.resolve(() => {
          released = true
          return Promise.resolve()
        })
      },
    })
    const reprice = (price: number) =>
      search.apply(data.tenant, [{ saved: [{ ...car!, price }], removed: [] }])
    // Another server holds the claim: nothing is pushed from here, but the records are kept up to date.
    reprice(11_111)
    expect(calls).toEqual([[]])
    const count = data.cars.length
    holder!.gained()
    reprice(22_222)
    holder!.lost()
    reprice(33_333)
    search.apply(data.tenant, [{ saved: [], removed: [other!.id] }])
    holder!.gained()
    search.close()
    expect(calls).toEqual([
      [`start ${count} records, car ${car!.id} at 11111`, 'write 1', 'close'],
      [`start ${count - 1} records, car ${car!.id} at 33333`, 'close'],
    ])
    await Promise.resolve()
    expect(released).toBe(true)
  })
})
