import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { newStockToken } from '@forecourt/site-server'
import { createStorage } from '@forecourt/site-storage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appDir, rawGet, seriousAxeViolations, siteSession } from './harness'
import { hydrated } from './hydration'

// The dealer's stock system changes the stock through the stock API while the site runs; a shopper's next page
// shows it, in Chromium, with no restart.
const wattle = 'wattle-bay.localhost'
const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-e2e-stock-'))
let token = ''
const fixtureCars = (
  JSON.parse(readFileSync(join(appDir, '../../fixtures/stock/wattle-bay-kia.json'), 'utf8')) as {
    cars: Record<string, unknown>[]
  }
).cars
const sportage = fixtureCars.find((car) => car.slug === '2026-kia-sportage-s-wbk000001')!
const arrival = {
  ...sportage,
  id: 2_099_501,
  slug: '2026-kia-sportage-gt-line-wbk099501',
  stocknum: 'WBK099501',
  name: '2026 Kia Sportage GT-Line',
  carsales_title: '2026 Kia Sportage GT-Line NQ5 PE MY26 Wagon',
  badge: 'GT-Line',
  price: 54_990,
}

// Made before the server starts: PGlite's folder is held by one process at a time.
beforeAll(async () => {
  const storage = await createStorage({ dataDir })
  const made = newStockToken()
  await storage.stock.createToken('wattle-bay-kia', { tokenHash: made.tokenHash, label: 'DMS' })
  token = made.token
  await storage.close()
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const session = siteSession({ DATA_DIR: dataDir })

/** A request of the dealer's stock system, with its token. */
async function stockSystem(method: string, path: string, json?: unknown) {
  const answer = await rawGet(
    session.site().origin,
    wattle,
    path,
    { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    { method, ...(json === undefined ? {} : { body: JSON.stringify(json) }) },
  )
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body}`)
  return answer
}

async function openCar(slug: string) {
  const { page, problems } = await session.openPage(390)
  await page.goto(session.url(wattle, `/cars/${slug}`), { waitUntil: 'networkidle' })
  await hydrated(page)
  return { page, problems, sidebar: page.getByRole('complementary', { name: 'Price and actions' }) }
}

describe('live inventory: "a car sent through the API appears in search, on its page and in the sitemap"', () => {
  it("a price drop the stock system sends is the price on the car's page a shopper opens next", async () => {
    await stockSystem('PATCH', `/api/stock/cars/${sportage.id as number}`, {
      price: 38_490,
      before_price: 40_990,
    })
    const { page, problems, sidebar } = await openCar(String(sportage.slug))
    expect(await sidebar.getByText('$38,490').count()).toBeGreaterThan(0)
    // The price it was, as a price reduction shows it (before_price).
    expect(await sidebar.getByText('$40,990').count()).toBeGreaterThan(0)
    expect(problems).toEqual([])
    await page.close()
  })

  it('a car the stock system adds is found by search, and opens on a page of its own', async () => {
    await stockSystem('PUT', `/api/stock/cars/${arrival.id}`, arrival)
    const { page, problems } = await session.openPage(390)
    // A shopper looking at Sportages at its price: the only one there is the car just added.
    await page.goto(session.url(wattle, '/search/kia/sportage?range[price]=54990:54990'), {
      waitUntil: 'networkidle',
    })
    await hydrated(page)
    const cards = page.getByRole('link', { name: '2026 Kia Sportage', exact: true })
    expect(await cards.count()).toBe(1)
    const card = cards.first()
    expect(await card.getAttribute('href')).toBe(`/cars/${arrival.slug}`)
    await card.click()
    await page.waitForURL(`**/cars/${arrival.slug}`)
    await page.waitForLoadState('networkidle')
    console.log('H1', await page.getByRole('heading', { level: 1 }).allTextContents(), page.url(), problems)
    await page.getByRole('heading', { level: 1, name: '2026 Kia Sportage' }).waitFor()
    await page
      .getByRole('complementary', { name: 'Price and actions' })
      .getByText('$54,990')
      .first()
      .waitFor()
    // The search page, unmounting, once sent the shopper back to it: the address stays the car's.
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe(`/cars/${arrival.slug}`)
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('a car the stock system withdraws shows SOLD to the next shopper, with Find Me Something Similar', async () => {
    await stockSystem('POST', `/api/stock/cars/${arrival.id}/withdraw`)
    const { page, sidebar } = await openCar(arrival.slug)
    expect(await sidebar.getByText('SOLD', { exact: true }).count()).toBeGreaterThan(0)
    expect(await sidebar.getByRole('link', { name: 'Find Me Something Similar' }).count()).toBe(1)
    expect(await sidebar.getByRole('link', { name: 'Reserve Car Now' }).count()).toBe(0)
    await page.close()
    const sitemap = await rawGet(session.site().origin, wattle, '/sitemap.xml')
    expect(sitemap.body).not.toContain(`/cars/${arrival.slug}</loc>`)
    expect(sitemap.body).toContain(`/cars/${String(sportage.slug)}</loc>`)
  })
})
