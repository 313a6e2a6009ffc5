import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { rawGet, seriousAxeViolations, siteSession } from './harness'
import { hydrated } from './hydration'
import { demoTenant, fixturesWithOptions } from './tenants'

// The franchise dealer with its stock search pages switched off (features.search), served on its own: a dealer whose
// shoppers find cars through its models, offers and home page, and whose stock search lives elsewhere.
const franchise = demoTenant('wattle-bay-kia')
const fixtures = fixturesWithOptions(franchise.slug, { features: { search: false } })
const session = siteSession({ FIXTURES_DIR: fixtures.dir })
afterAll(() => fixtures.remove())

const get = (path: string) => rawGet(session.site().origin, franchise.host, path)

/** Every link target on the page as rendered now, without its query or fragment. */
const linkPaths = (page: Page) =>
  page.$$eval('a[href]', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))

const isStockSearch = (path: string) => path.startsWith('/search/') || path === '/price-range'

async function open(path: string) {
  const opened = await session.openPage(1280)
  const response = await opened.page.goto(session.url(franchise.host, path), { waitUntil: 'networkidle' })
  await hydrated(opened.page)
  return { ...opened, response }
}

describe('a tenant without stock search pages (features.search off)', () => {
  it.each(['/search/new-used-and-demo-cars', '/search/new-and-demo-cars', '/search/kia', '/price-range'])(
    "%s answers the site's 404 page",
    async (path) => {
      const answer = await get(path)
      expect(answer.status).toBe(404)
      expect(answer.body).toContain('Page not found')
    },
  )

  it('/cars/ leads home instead of to a search, and sitemap.xml lists no search page', async () => {
    const { page } = await session.openPage(390)
    const answer = await page.goto(session.url(franchise.host, '/cars/'), { waitUntil: 'networkidle' })
    expect(new URL(page.url()).pathname).toBe('/')
    expect(answer?.status()).toBe(200)
    await page.close()
    const sitemap = (await get('/sitemap.xml')).body
    expect(sitemap).toContain('/cars/')
    expect(sitemap).not.toMatch(/\/search\/|\/price-range/)
  })

  it('no page links to a search page: header, footer, home, a vehicle page, models, contact, saved cars, 404', async () => {
    const sitemap = (await get('/sitemap.xml')).body
    const vehicle = /<loc>[^<]*(\/cars\/[^<]+)<\/loc>/.exec(sitemap)?.[1]
    expect(vehicle).toBeDefined()
    const { page, problems } = await open('/')
    expect(await page.locator('header').getByText('Stock', { exact: true }).count()).toBe(0)
    expect(await page.getByRole('link', { name: /^View all$/i }).count()).toBe(0)
    expect(await page.locator('footer').getByRole('link', { name: 'Search stock' }).count()).toBe(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    const seen = new Map<string, string[]>()
    for (const path of [
      '/',
      vehicle!,
      '/models/sportage',
      '/contact',
      '/watchlist',
      '/compare',
      '/success',
    ]) {
      await page.goto(session.url(franchise.host, path), { waitUntil: 'networkidle' })
      await hydrated(page)
      seen.set(path, (await linkPaths(page)).filter(isStockSearch))
    }
    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries([...seen.keys()].map((path) => [path, []])))
    expect(problems).toEqual([])
    await page.close()
    // The 404 page's helpful links, as the server sends them.
    expect((await get('/no-such-page')).body).not.toMatch(/href="\/(search\/|price-range)/)
  })

  it("a vehicle page's breadcrumb names the car's type, make and body without linking to search", async () => {
    const sitemap = (await get('/sitemap.xml')).body
    const vehicle = /<loc>[^<]*(\/cars\/[^<]+)<\/loc>/.exec(sitemap)![1]!
    const { page, problems } = await open(vehicle)
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    expect(await breadcrumb.getByRole('link').allTextContents()).toEqual(['Home'])
    expect((await breadcrumb.getByRole('listitem').count()) > 3).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })

  it("a dealer's own link to a search page, followed inside the site, shows the 404 page", async () => {
    const { page, problems } = await open('/warranty')
    await page.locator('main a[href="/search/kia"]').click()
    await page.waitForURL(session.url(franchise.host, '/search/kia'))
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(problems.filter((problem) => !/404/.test(problem))).toEqual([])
    await page.close()
  })
})
