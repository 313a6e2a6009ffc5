import { buildSearchRequest, parseSearchUrl, type SearchCatalogue } from '@forecourt/search-url'
import { liteClient } from 'algoliasearch/lite'
import type { Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { getJson, screenshot, seriousAxeViolations, siteSession } from './harness'
import { hydrated } from './hydration'
import { demoTenants } from './tenants'

const session = siteSession()
const { openPage } = session
const browserOf = () => session.browser()

/** The number of cars the page says it found, read from its live results summary. */
async function shownCount(page: Page): Promise<number> {
  // "4 cars for “3 Series”": the count is the first number; the search words may hold digits too.
  const text = (await page.locator('.fc-summary').first().textContent()) ?? ''
  return Number(/[\d,]+/.exec(text)?.[0].replace(/,/g, '') ?? Number.NaN)
}

/** On a page just loaded: waits until its results are up (no search running) and reads its URL and count. */
async function settled(page: Page): Promise<{ url: string; count: number }> {
  await page.waitForLoadState('networkidle')
  await hydrated(page)
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'))
  return { url: page.url(), count: await shownCount(page) }
}

/** The engine's answer to a search of the page (Algolia's multi-query, answered by the site's own engine). */
const isSearchAnswer = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/queries')

/** What the page shows now: its URL and count, or null while a search runs. */
async function shown(page: Page): Promise<{ url: string; count: number } | null> {
  if ((await page.locator('[aria-busy="true"]').count()) > 0) return null
  return { url: page.url(), count: await shownCount(page) }
}

/**
 * Runs `change`, which takes the search on from the URL `before` to a search not made yet, and waits until the page
 * shows its outcome: the engine has answered, the URL has moved on and the count shown is the answer's. (The URL
 * changes at once, while the count shown is still the last search's.)
 */
async function searched(
  page: Page,
  before: string,
  change: () => Promise<unknown>,
): Promise<{ url: string; count: number }> {
  const answer = page.waitForResponse(isSearchAnswer)
  await change()
  const { results } = (await (await answer).json()) as { results: { nbHits: number }[] }
  await page.waitForURL((url) => url.href !== before)
  await expect.poll(async () => (await shown(page))?.count).toBe(results[0]?.nbHits)
  return { url: page.url(), count: await shownCount(page) }
}

async function chooseFirst(page: Page, filter: RegExp): Promise<string> {
  await page.getByRole('button', { name: filter }).first().click()
  const option = page.getByRole('checkbox').filter({ visible: true }).first()
  const name =
    (await option.getAttribute('aria-label')) ?? (await option.locator('xpath=..').textContent()) ?? ''
  await option.click()
  await page.keyboard.press('Escape')
  return name
}

describe.each(demoTenants)('search on $name', (tenant) => {
  const config = () =>
    getJson<{
      apiKey: string
      catalogue: SearchCatalogue
      indexName: string
      replicas: Record<string, string>
      refreshPath: string
    }>(session.site().origin, '/api/site/search', tenant.host)

  it('make → model → price → sort → page 2, then back three times restores each state', async () => {
    const { page, problems } = await openPage(1280)
    await page.goto(session.url(tenant.host, '/search/new-used-and-demo-cars'), { waitUntil: 'networkidle' })
    const states = [await settled(page)]
    const last = () => states.at(-1)!.url
    states.push(await searched(page, last(), () => chooseFirst(page, /^Make/)))
    states.push(await searched(page, last(), () => chooseFirst(page, /^Model/)))
    await page
      .getByRole('button', { name: /^Price/ })
      .first()
      .click()
    const minimum = page.getByRole('spinbutton', { name: 'Minimum Price' }).first()
    const [low, high] = [Number(await minimum.getAttribute('min')), Number(await minimum.getAttribute('max'))]
    // A limit inside the prices on offer: one at or beyond the cheapest car would be no limit at all.
    const floor = low + Math.max(500, Math.round((high - low) / 4 / 500) * 500)
    await minimum.fill(String(floor))
    states.push(
      await searched(page, last(), async () => {
        await minimum.press('Enter')
        await page.keyboard.press('Escape')
      }),
    )
    expect(states.at(-1)!.url).toContain(`range[price]=${floor}:`)
    const sort = page.getByRole('combobox', { name: /Sort by/ })
    const lowest = (await sort.locator('option').allTextContents()).includes('Lowest price')
      ? 'Lowest price'
      : 'Highest price'
    states.push(await searched(page, last(), () => sort.selectOption({ label: lowest })))
    expect(states.at(-1)!.url).toMatch(/sortBy=price_(asc|desc)/)
    const pageTwo = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /2/ })
    if ((await pageTwo.count()) > 0) {
      states.push(await searched(page, last(), () => pageTwo.first().click()))
      expect(states.at(-1)!.url).toContain('page=2')
    }
    for (const step of states.slice(-4, -1).reverse()) {
      await page.goBack()
      // Back moves the URL at once; the results follow once the (remembered) search has answered.
      await expect.poll(() => shown(page)).toEqual(step)
    }
    expect(problems).toEqual([])
    await page.close()
  })

  /** Loads a search URL and checks its count is the engine's nbHits for the request that URL makes. */
  async function expectEngineCount(path: string): Promise<number> {
    const settings = await config()
    const { page } = await openPage(1280)
    await page.goto(session.url(tenant.host, path), { waitUntil: 'networkidle' })
    const shown = await shownCount(page)
    const url = new URL(page.url())
    const state = parseSearchUrl({ pathname: url.pathname, search: url.search }, settings.catalogue)!
    const request = buildSearchRequest(state, {
      now: new Date(),
      indexName: settings.indexName,
      replicas: settings.replicas,
    })
    const client = liteClient('FORECOURT', settings.apiKey, {
      hosts: [{ url: `127.0.0.1:${new URL(session.site().origin).port}`, protocol: 'http', accept: 'read' }],
    })
    const { results } = await client.search({
      requests: [
        {
          indexName: request.indexName,
          facetFilters: request.params.facetFilters,
          numericFilters: request.params.numericFilters,
          query: request.params.query,
          hitsPerPage: 0,
        },
      ],
    })
    expect(shown, path).toBeGreaterThan(0)
    expect(shown, path).toBe((results[0] as { nbHits: number }).nbHits)
    await page.close()
    return shown
  }

  it("the results carry no highlights, as no card shows one: not in the page's search state, nor in the browser's searches", async () => {
    const { page, problems } = await openPage(1280)
    const response = await page.goto(session.url(tenant.host, '/search/new-used-and-demo-cars'), {
      waitUntil: 'networkidle',
    })
    expect(await response?.text()).not.toContain('_highlightResult')
    const before = (await settled(page)).url
    const answer = page.waitForResponse(isSearchAnswer)
    await searched(page, before, () => chooseFirst(page, /^Make/))
    const { results } = (await (await answer).json()) as { results: { hits: Record<string, unknown>[] }[] }
    const hits = results.flatMap((result) => result.hits)
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.filter((hit) => '_highlightResult' in hit)).toEqual([])
    expect(problems).toEqual([])
  })

  it("the count shown equals the engine's nbHits for the same URL", async () => {
    await expectEngineCount('/search/used-cars?range[price]=10000:60000')
  })

  it('"Search state: query, …": words in the URL narrow the cars, server-rendered and in the browser, shown as a Keyword the shopper can remove', async () => {
    const { catalogue } = await config()
    const model = catalogue.makes?.find((make) => (make.models ?? []).length > 0)?.models?.[0]
    expect(model).toBeTruthy()
    const path = `/search/new-used-and-demo-cars?query=${encodeURIComponent(model!)}`
    const everything = await expectEngineCount('/search/new-used-and-demo-cars')
    const found = await expectEngineCount(path)
    expect(found).toBeLessThan(everything)
    const noScript = await browserOf().newPage({ javaScriptEnabled: false })
    await noScript.goto(session.url(tenant.host, path))
    expect(await shownCount(noScript)).toBe(found)
    await noScript.close()
    const { page, problems } = await openPage(1280)
    await page.goto(session.url(tenant.host, path))
    expect((await settled(page)).count).toBe(found)
    const chip = page.getByRole('button', { name: `Remove Keyword: ${model}` })
    const after = await searched(page, page.url(), () => chip.first().click())
    expect(new URL(after.url).searchParams.has('query')).toBe(false)
    expect(after.count).toBe(everything)
    expect(problems).toEqual([])
    await page.close()
  })

  it("a dealership's or location's search path shows its cars only, as many as the engine finds", async () => {
    const { catalogue } = await config()
    const everything = await expectEngineCount('/search/new-used-and-demo-cars')
    // A group's first dealership and first location: each holds part of the stock when the group has several.
    const groups = [catalogue.dealerships ?? [], catalogue.locations ?? []].filter(
      (group) => group.length > 1,
    )
    expect(groups.length).toBeGreaterThan(0)
    for (const [place] of groups)
      expect(await expectEngineCount(`/search/${place!.slug}`)).toBeLessThan(everything)
  })

  it('a search with nothing to show says so, and Clear Filters goes to the refresh path', async () => {
    const settings = await config()
    const { page, problems } = await openPage(390)
    const response = await page.goto(session.url(tenant.host, '/search/used-cars?range[price]=1:2'), {
      waitUntil: 'networkidle',
    })
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { name: 'No Results Available' }).count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, `${tenant.slug}-search-empty-390`)
    const clear = page.getByRole('link', { name: 'Clear Filters' }).last()
    expect(await clear.getAttribute('href')).toBe(settings.refreshPath)
    expect(problems).toEqual([])
    await page.close()
  })

  it.each([390, 1280])(
    'the search page at %ipx is server-rendered with cars and accessible',
    async (width) => {
      const noScript = await browserOf().newPage({
        javaScriptEnabled: false,
        viewport: { width, height: 900 },
      })
      await noScript.goto(session.url(tenant.host, '/search/new-used-and-demo-cars'))
      expect(await noScript.locator('.fc-vcard').count()).toBeGreaterThan(0)
      await noScript.close()
      const { page, problems } = await openPage(width)
      await page.goto(session.url(tenant.host, '/search/new-used-and-demo-cars'), {
        waitUntil: 'networkidle',
      })
      expect(await seriousAxeViolations(page)).toEqual([])
      // Headings shown go down one level at a time (Lighthouse's heading order): the cars sit under the page's h1.
      const levels = await page.$$eval('h1, h2, h3, h4, h5, h6', (headings) =>
        headings
          .filter((heading) => (heading as HTMLElement).offsetParent !== null)
          .map((heading) => Number(heading.tagName.slice(1))),
      )
      expect(levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1)).toEqual([])
      await screenshot(page, `${tenant.slug}-search-${width}`)
      expect(problems).toEqual([])
      await page.close()
    },
  )

  it('on a phone the filters open in a drawer and show the new count', async () => {
    const { page } = await openPage(390)
    await page.goto(session.url(tenant.host, '/search/new-used-and-demo-cars'), { waitUntil: 'networkidle' })
    await hydrated(page)
    const before = await shownCount(page)
    await page.getByRole('button', { name: /^Filters/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await expect.poll(() => drawer.isVisible()).toBe(true)
    await drawer.getByRole('button', { name: /^Make/ }).click()
    await searched(page, page.url(), () =>
      drawer.getByRole('checkbox').filter({ visible: true }).first().click(),
    )
    await drawer.getByRole('button', { name: /^Show .* cars$/ }).click()
    await expect.poll(() => drawer.isVisible()).toBe(false)
    const after = (await settled(page)).count
    expect(after).toBeGreaterThan(0)
    expect(after).toBeLessThan(before)
    await screenshot(page, `${tenant.slug}-search-drawer-390`)
    await page.close()
  })
})

describe('names in the filter lists', () => {
  it("\"two brands' model numbers get a prefix\": Bunya Range's Hino 300 and 500 read 'Series 300' and 'Series 500'", async () => {
    const group = demoTenants.find((tenant) => tenant.slug === 'bunya-range-motor-group')!
    const { page, problems } = await openPage(1280)
    await page.goto(session.url(group.host, '/search/hino'), { waitUntil: 'networkidle' })
    await settled(page)
    await page
      .getByRole('button', { name: /^Model/ })
      .first()
      .click()
    const labels = page.locator('.fc-refine__label').filter({ visible: true })
    await labels.first().waitFor()
    expect((await labels.allTextContents()).sort()).toEqual(['Series 300', 'Series 500'])
    await page.getByRole('checkbox', { name: /^Series 300/ }).click()
    await page.waitForURL(/\/search\/hino\/300/)
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('promotional cards among the results', () => {
  const promoCount = async (host: string, path: string) => {
    const page = await browserOf().newPage({ javaScriptEnabled: false })
    await page.goto(session.url(host, `${path}`))
    const count = await page.locator('.fc-promo-card').count()
    await page.close()
    return count
  }
  const hostOf = (slug: string) => demoTenants.find((tenant) => tenant.slug === slug)!.host

  it('a tenant that shows them on every search gets them at its positions (5 and 10)', async () => {
    expect(await promoCount(hostOf('bunya-range-motor-group'), '/search/new-used-and-demo-cars')).toBe(2)
  })

  it('"placed every N results": a page of exactly N cars ends with one, after its last car (Red Gum: every 12, 12 used Coromals)', async () => {
    const host = hostOf('red-gum-caravans-and-motorcycles')
    const { page, problems } = await openPage(390)
    await page.goto(session.url(host, '/search/used-cars?refinementList%5Bmake%5D%5B0%5D=Coromal'))
    await settled(page)
    const items = page.getByRole('list', { name: 'Search results' }).locator(':scope > li')
    const kinds = await items.evaluateAll((listed) =>
      listed.map((item) => (item.querySelector('.fc-promo-card') ? 'promotion' : 'car')),
    )
    expect(kinds.filter((kind) => kind === 'car')).toHaveLength(12)
    expect(kinds.at(-1)).toBe('promotion')
    expect(problems).toEqual([])
    await page.close()
  })

  it('otherwise they show only when the filter is used-only', async () => {
    const host = hostOf('red-gum-caravans-and-motorcycles')
    expect(await promoCount(host, '/search/used-cars')).toBeGreaterThan(0)
    expect(await promoCount(host, '/search/new-cars')).toBe(0)
  })
})

describe('the price-range slider page', () => {
  it.each(demoTenants)(
    '$name: tiles with counts, handles that never cross, and results sorted by highest price',
    async (tenant) => {
      const { page, problems } = await openPage(390)
      await page.goto(session.url(tenant.host, '/price-range'), { waitUntil: 'networkidle' })
      await hydrated(page)
      expect(await page.locator('.fc-tiles__tile').count()).toBeGreaterThan(0)
      const minimum = page.getByRole('spinbutton', { name: /Minimum/ }).first()
      const maximum = page.getByRole('spinbutton', { name: /Maximum/ }).first()
      await minimum.fill('30000')
      await minimum.press('Enter')
      await maximum.fill('20000')
      await maximum.press('Enter')
      // The upper handle can never reach or pass the lower one.
      expect(Number(await maximum.inputValue())).toBeGreaterThan(Number(await minimum.inputValue()))
      expect(await seriousAxeViolations(page)).toEqual([])
      await screenshot(page, `${tenant.slug}-price-range-390`)
      await page.getByRole('link', { name: 'See results' }).click()
      await page.waitForURL(/\/search\//)
      const { catalogue } = await getJson<{ catalogue: SearchCatalogue }>(
        session.site().origin,
        '/api/site/search',
        tenant.host,
      )
      const url = new URL(page.url())
      const state = parseSearchUrl({ pathname: url.pathname, search: url.search }, catalogue)
      // Sorted by highest price: named in the URL, or the tenant's default sort already.
      expect(state?.sortBy ?? catalogue.defaultSort).toBe('price_desc')
      expect(state?.range?.price?.min).toBe(30000)
      expect(problems).toEqual([])
      await page.close()
    },
  )
})
