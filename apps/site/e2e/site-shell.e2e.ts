import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessibleNode, isDrawn, screenshot, seriousAxeViolations, siteSession } from './harness'
import { hydrated } from './hydration'
import { demoTenants, informationPaths } from './tenants'

const session = siteSession()
const { openPage } = session
const browserOf = () => session.browser()

/** The status a page answers with, asked through Chromium so the tenant's host name is used. */
async function statusOf(address: string): Promise<number> {
  const page = await browserOf().newPage()
  const response = await page.goto(address)
  const status = response?.status() ?? 0
  await page.close()
  return status
}

/** Loads a page as a shopper would and checks what every page owes them. */
async function checkPage(page: Page, problems: string[], url: string, shot: string) {
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  expect(response?.status(), url).toBe(200)
  expect(await page.locator('main h1').count(), `${url} has one h1`).toBe(1)
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https:\/\//)
  expect(await seriousAxeViolations(page), `${url} axe`).toEqual([])
  await screenshot(page, shot)
  expect(problems, `${url} console`).toEqual([])
}

describe.each(demoTenants)('site shell of $name', (tenant) => {
  const url = (path: string) => session.url(tenant.host, path)

  it.each([390, 1280])('home page at %ipx: server-rendered, hydrated, accessible', async (width) => {
    const { page, problems } = await openPage(width)
    await checkPage(page, problems, url('/'), `${tenant.slug}-home-${width}`)
    expect(await page.title()).toBe(tenant.name)
    await page.close()
  })

  it('the HTML holds the page before any script runs', async () => {
    const page = await browserOf().newPage({ javaScriptEnabled: false })
    await page.goto(url('/'))
    expect(await page.getByRole('navigation').count()).toBeGreaterThan(0)
    expect(await page.locator('main h1').count()).toBe(1)
    expect(await page.locator('header a[href="/"]').count()).toBeGreaterThan(0)
    expect(await page.locator('footer').count()).toBe(1)
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(tenant.name)
    // The locations carousel carries the tenant's own title (locations.carouselTitle).
    expect(
      await page.getByRole('heading', { level: 2, name: tenant.locationsTitle, exact: true }).count(),
    ).toBe(1)
    await page.close()
  })

  it('every information page it has renders at 390 and 1280 pixels, accessible', async () => {
    const present: string[] = []
    for (const path of informationPaths) {
      const status = await statusOf(url(path))
      if (status === 404) continue
      expect(status, path).toBe(200)
      present.push(path)
      for (const width of [390, 1280]) {
        const { page, problems } = await openPage(width)
        await checkPage(page, problems, url(path), `${tenant.slug}${path.replaceAll('/', '-')}-${width}`)
        await page.close()
      }
    }
    expect(present.length, present.join(', ')).toBeGreaterThanOrEqual(10)
    // Up to 15 pages at two widths, each with axe and a screenshot.
  }, 240_000)

  it('a carousel further down the home page starts when the shopper scrolls near it, and then moves', async () => {
    const { page, problems } = await openPage(390)
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    await hydrated(page)
    // Embla writes its position on a carousel's container when it starts on it.
    const started = (carousel: ReturnType<Page['locator']>) =>
      carousel
        .locator('.fc-carousel__container')
        .evaluate((container: HTMLElement) => container.style.transform !== '')
    const promotions = page.getByRole('region', { name: 'Promotions' })
    const locations = page.getByRole('region', { name: tenant.locationsTitle, exact: true })
    await expect.poll(() => started(promotions)).toBe(true)
    expect(await started(locations)).toBe(false)
    await locations.scrollIntoViewIfNeeded()
    await expect.poll(() => started(locations)).toBe(true)
    const previous = locations.getByRole('button', { name: 'Previous locations' })
    expect(await previous.isDisabled()).toBe(true)
    await locations.getByRole('button', { name: 'Next locations' }).click()
    await expect.poll(() => previous.isDisabled()).toBe(false)
    expect(problems).toEqual([])
    await page.close()
  })

  it("the blocks below a phone's first screen are drawn only as the shopper scrolls to them, and a screen reader is given them throughout", async () => {
    const { page, problems } = await openPage(390, { screenReader: true })
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    await hydrated(page)
    // A block's contents, not its own box, tell whether the browser has skipped drawing it. The first block below
    // the promotions starts on the first screen.
    const firstBlock = page.locator('.fc-below-fold').first().locator(':scope > *').first()
    const locations = page.getByRole('region', { name: tenant.locationsTitle, exact: true })
    const locationsHeading = locations.getByRole('heading').first()
    await expect.poll(() => isDrawn(firstBlock)).toBe(true)
    expect(await isDrawn(locationsHeading)).toBe(false)
    expect(await accessibleNode(locationsHeading)).toMatchObject({
      role: 'heading',
      name: tenant.locationsTitle,
      ignored: false,
    })
    await locations.scrollIntoViewIfNeeded()
    await expect.poll(() => isDrawn(locationsHeading)).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })

  it('the menus open by keyboard, mark the header and close with Escape', async () => {
    const { page } = await openPage(1280)
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    await hydrated(page)
    const stock = page.getByRole('button', { name: 'Stock' })
    await stock.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => stock.getAttribute('aria-expanded')).toBe('true')
    expect(await page.locator('header').first().getAttribute('class')).toContain('fc-header--menu-open')
    await expect.poll(() => page.getByRole('link', { name: 'Used cars' }).first().isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => stock.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Stock')
    await page.close()
  })

  it('the phone menu opens its panel at 390 pixels', async () => {
    const { page } = await openPage(390)
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    await hydrated(page)
    const toggle = page.getByRole('button', { name: /menu/i }).first()
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => page.getByRole('link', { name: 'Finance' }).first().isVisible()).toBe(true)
    await page.close()
  })

  it('moves between pages in the browser without a full reload', async () => {
    const { page, problems } = await openPage(1280)
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    // Until the page has hydrated, a click on a link loads the next page in full.
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click()
    await page.waitForURL(url('/privacy-policy'))
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Privacy Policy')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    await page.goBack()
    await page.waitForURL(url('/'))
    expect(problems).toEqual([])
    await page.close()
  })

  it('an unknown address gets a real 404 page with helpful links', async () => {
    const { page } = await openPage(390)
    const response = await page.goto(url('/no-such-page'), { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(404)
    expect(await page.title()).toBe(`Page not found | ${tenant.name}`)
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1)
    expect(await page.getByRole('main').getByRole('link', { name: 'Home' }).count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, `${tenant.slug}-404-390`)
    await page.close()
  })
})
