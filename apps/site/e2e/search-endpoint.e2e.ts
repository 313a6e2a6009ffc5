import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { liteClient } from 'algoliasearch/lite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appDir, startSite } from './harness'
import { demoTenants } from './tenants'

// The spec's rule in plain words, over the fixture files: status in_stock or coming_soon or sold within the last
// N days (3 by default, include_sold_cars_days otherwise; none with in_stock only), AND show_on_dealer_website.
const pinnedNow = '2026-11-01T12:00:00+10:00'

interface FixtureCar {
  status: string
  sold?: boolean
  sold_date_timestamp?: number | null
  show_on_dealer_website?: boolean
  stocknum?: string
  car_type: string
  make: string
}

function expectedCount(slug: string): number {
  const fixtures = join(appDir, '../../fixtures')
  const tenant = JSON.parse(readFileSync(join(fixtures, 'tenants', `${slug}.json`), 'utf8')) as {
    options: {
      stock?: {
        includeSoldCarsDays?: number
        option?: number
        inStockOnly?: boolean
        excludedStockNumbers?: string[]
        hideNewCarsOfMakes?: string[]
        defaultClause?: string | null
      }
    }
  }
  const stock = tenant.options.stock ?? {}
  const { cars } = JSON.parse(readFileSync(join(fixtures, 'stock', `${slug}.json`), 'utf8')) as {
    cars: (FixtureCar & { item_type?: string })[]
  }
  const days = stock.inStockOnly ? 0 : (stock.includeSoldCarsDays ?? stock.option ?? 3)
  const soldAfter = Math.floor(Date.parse(pinnedNow) / 1000) - days * 86_400
  const clauseTypes = stock.defaultClause
    ? [...stock.defaultClause.matchAll(/item_type:(\w+)/g)].map((match) => match[1])
    : null
  return cars.filter((car) => {
    const sold = car.status === 'sold' || car.sold === true
    const listed = stock.inStockOnly
      ? car.status === 'in_stock' && !sold
      : (!sold && (car.status === 'in_stock' || car.status === 'coming_soon')) ||
        (sold && days > 0 && (car.sold_date_timestamp ?? 0) > soldAfter)
    return (
      listed &&
      car.show_on_dealer_website === true &&
      !(stock.excludedStockNumbers ?? []).includes(car.stocknum ?? '') &&
      !(car.car_type === 'new' && (stock.hideNewCarsOfMakes ?? []).includes(car.make)) &&
      (!clauseTypes || clauseTypes.includes(car.item_type ?? ''))
    )
  }).length
}

let site: Awaited<ReturnType<typeof startSite>>

beforeAll(async () => {
  site = await startSite({ FORECOURT_NOW: pinnedNow })
})

afterAll(async () => {
  await site?.stop()
})

function searchKey(slug: string): string {
  const tenant = JSON.parse(readFileSync(join(appDir, '../../fixtures/tenants', `${slug}.json`), 'utf8')) as {
    search: { apiKey: string }
  }
  return tenant.search.apiKey
}

function client(apiKey: string) {
  const { port } = new URL(site.origin)
  return liteClient('FORECOURT', apiKey, {
    hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'read' }],
  })
}

describe('the embedded search endpoint on the site server, through the real algoliasearch client', () => {
  it.each(demoTenants)("$name's public key sees exactly its listed stock", async (tenant) => {
    const { results } = await client(searchKey(tenant.slug)).search({
      requests: [{ indexName: 'Car_production', hitsPerPage: 1000, attributesToRetrieve: ['tenant'] }],
    })
    const [result] = results as { nbHits: number; hits: { tenant: string }[] }[]
    expect(result?.nbHits).toBe(expectedCount(tenant.slug))
    expect(new Set(result?.hits.map((hit) => hit.tenant))).toEqual(new Set([tenant.slug]))
  })

  it.each(demoTenants)("asking for other tenants' cars with $name's key finds nothing", async (tenant) => {
    const others = demoTenants
      .filter((other) => other.slug !== tenant.slug)
      .map((other) => `tenant:${other.slug}`)
    const { results } = await client(searchKey(tenant.slug)).search({
      requests: [{ indexName: 'Car_production', filters: `(${others.join(' OR ')})`, hitsPerPage: 0 }],
    })
    expect((results as { nbHits: number }[])[0]?.nbHits).toBe(0)
  })

  it('an unknown key gets 403', async () => {
    await expect(
      client('not-a-key').search({ requests: [{ indexName: 'Car_production', query: '' }] }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
