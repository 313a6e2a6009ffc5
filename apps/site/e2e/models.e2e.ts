import type { Locator, Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { rawGet, screenshot, seriousAxeViolations, siteSession } from './harness'
import { hydrated } from './hydration'
import { demoTenant } from './tenants'

// A pinned clock: 20 November 2026, 12:00 in Brisbane, so the sales counter has a known value (the demo clock starts
// at the fixtures' reference date, the first of the month, where the count is 0).
const pinnedNow = '2026-11-20T02:00:00Z'
const session = siteSession({ FORECOURT_NOW: pinnedNow })

// The franchise dealer shows offers and its own quote text; the group shows the sales counter; the caravan dealer
// orders its Jayco variants by series (duo, city, sport).
const franchise = demoTenant('wattle-bay-kia')
const group = demoTenant('bunya-range-motor-group')
const caravans = demoTenant('red-gum-caravans-and-motorcycles')

const shopper = {
  name: 'Jo Citizen',
  email: 'jo.citizen@example.com.au',
  phone: '0412 345 678',
  postcode: '4350',
}

async function open(host: string, path: string, width: number) {
  const opened = await session.openPage(width)
  const response = await opened.page.goto(session.url(host, path), { waitUntil: 'networkidle' })
  await hydrated(opened.page)
  return { ...opened, response }
}

function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`))
}

async function posted(page: Page, path: string, act: () => Promise<void>): Promise<Response> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'POST',
  )
  await act()
  return answer
}

const cardNames = (page: Page) => page.locator('.fc-model-list__name').allTextContents()

describe('models, offers and content pages', () => {
  it("/models?body={body}: 'ALL-NEW' for coming_soon models, short descriptions, the body filter", async () => {
    const { page, problems } = await open(franchise.host, '/models', 1280)
    await page.getByRole('heading', { level: 1, name: 'New Models' }).waitFor()
    const names = await cardNames(page)
    expect(names).toHaveLength(10)
    expect(names).toContain('ALL-NEW Tasman')
    expect(names).toContain('Sportage')
    for (const text of await page.locator('.fc-model-list__description').allTextContents())
      expect(text.length).toBeLessThanOrEqual(78)
    expect(await seriousAxeViolations(page)).toEqual([])

    const filter = page.getByRole('navigation', { name: 'Filter models by body' })
    await filter.getByRole('link', { name: 'Ute' }).click()
    await page.waitForURL((url) => url.search === '?body=ute')
    await expect.poll(() => cardNames(page)).toEqual(['ALL-NEW Tasman'])
    await expect
      .poll(() => filter.getByRole('link', { name: 'Ute' }).getAttribute('aria-current'))
      .toBe('page')
    await page.getByRole('heading', { level: 1, name: 'New Models: Ute' }).waitFor()

    // Server-rendered with the filter applied.
    const html = await rawGet(session.site().origin, caravans.host, '/models?body=camper')
    expect(html.status).toBe(200)
    expect(html.body).toContain('class="fc-model-list__link" href="/models/swan"')
    expect(html.body).not.toContain('class="fc-model-list__link" href="/models/journey"')
    expect(problems).toEqual([])
    await page.close()
  })

  it('model page: slider with arrows for 4 or more variants, disabled at the ends; View more/less; colours wrap', async () => {
    const { page, problems } = await open(franchise.host, '/models/sportage', 1280)
    await page.getByRole('heading', { level: 1, name: 'Kia Sportage' }).waitFor()
    const variants = page.getByRole('region', { name: 'Which Kia Sportage will you choose?' })
    // "first 8 feature bullets with View more/less toggle when more than 8" (variant S has 13).
    const card = variants.getByRole('article', { name: 'S', exact: true })
    const features = card.getByRole('list', { name: 'Features' }).getByRole('listitem')
    expect(await features.count()).toBe(8)
    await card.getByRole('button', { name: 'View more' }).click()
    expect(await features.count()).toBe(13)
    await card.getByRole('button', { name: 'View less' }).click()
    expect(await features.count()).toBe(8)

    const previous = variants.getByRole('button', { name: 'Previous variants' })
    const next = variants.getByRole('button', { name: 'Next variants' })
    expect(await previous.isDisabled()).toBe(true)
    // Each click selects the next snap at once (the slide animates after); the buttons follow the selection.
    for (let step = 0; step < 4 && !(await next.isDisabled()); step++) await next.click()
    await expect.poll(() => next.isDisabled()).toBe(true)
    await expect.poll(() => previous.isDisabled()).toBe(false)

    // The colour viewer: the index wraps at both ends.
    const colours = page.getByRole('region', { name: 'Colours' })
    const name = colours.locator('.fc-colour-viewer__name')
    const swatches = await colours
      .getByRole('list', { name: 'Colours available' })
      .getByRole('button')
      .allTextContents()
    expect(await name.textContent()).toBe(swatches[0])
    await colours.getByRole('button', { name: 'Previous colour' }).click()
    expect(await name.textContent()).toBe(swatches.at(-1))
    await colours.getByRole('button', { name: 'Next colour' }).click()
    expect(await name.textContent()).toBe(swatches[0])
    const tabs = colours.getByRole('tab')
    expect(await tabs.count()).toBeGreaterThan(1)
    await tabs.first().focus()
    await page.keyboard.press('ArrowLeft')
    expect(await tabs.last().getAttribute('aria-selected')).toBe('true')

    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'model-page-sportage')
    expect(problems).toEqual([])
    await page.close()
  })

  it("grid for 2 or fewer variants; a slider of 3 has no arrows; 'Swipe' on phones", async () => {
    const { page, problems } = await open(franchise.host, '/models/picanto', 390)
    const grid = page.getByRole('region', { name: 'Which Kia Picanto will you choose?' })
    expect(await grid.locator('.fc-model-variants__grid > li').count()).toBe(2)
    expect(await grid.getByRole('button', { name: /variants$/ }).count()).toBe(0)

    await page.goto(session.url(franchise.host, '/models/ev5'), { waitUntil: 'networkidle' })
    const slider = page.getByRole('region', { name: 'Which Kia EV5 will you choose?' })
    expect(await slider.getByRole('group').count()).toBe(3)
    expect(await slider.getByRole('button', { name: /variants$/ }).count()).toBe(0)
    expect(await slider.getByText('Swipe', { exact: true }).isVisible()).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('quote link → /models/order-now with the model and variant in the query; the quote reaches /success', async () => {
    const { page, problems } = await open(franchise.host, '/models/sportage', 1280)
    const hero = page.getByRole('link', { name: 'Get a Drive-Away Quote', exact: true })
    expect(await hero.getAttribute('href')).toBe('/models/order-now?model_id=sportage&model_name=Sportage')
    await page.getByRole('link', { name: /^Get a Drive-Away Quote\s*:\s*S$/ }).click()
    await page.waitForURL((url) => url.pathname === '/models/order-now')
    const query = new URL(page.url()).searchParams
    expect([...query.keys()]).toEqual(['model_id', 'model_name', 'vehicle'])
    expect(query.get('model_id')).toBe('sportage')
    expect(query.get('vehicle')).toBe('Kia Sportage S Wagon')
    await page.getByRole('heading', { level: 1, name: 'Get a Quote' }).waitFor()
    await page.getByText('Kia Sportage S Wagon').waitFor()

    await field(page, 'Full Name').fill(shopper.name)
    await field(page, 'Email Address').fill(shopper.email)
    await field(page, 'Phone Number').fill(shopper.phone)
    await field(page, 'Postcode').fill(shopper.postcode)
    const dealership = field(page, 'Preferred dealership')
    if (await dealership.count()) await dealership.selectOption({ index: 1 })
    const terms = page.getByRole('checkbox', { name: /terms/i })
    if (await terms.count()) await terms.check()
    expect(await seriousAxeViolations(page)).toEqual([])
    const sent = await posted(page, '/api/leads', () => page.locator('form button[type="submit"]').click())
    expect(sent.status()).toBe(201)
    expect(sent.request().postDataJSON()).toMatchObject({
      form: 'model-quote',
      values: { model_id: 'sportage', model_name: 'Sportage', vehicle: 'Kia Sportage S Wagon' },
    })
    await page.waitForURL((url) => url.pathname === '/success')
    expect(problems).toEqual([])
    await page.close()
  })

  it('"Model coming_soon: quote button hidden; image link goes to #form-section"', async () => {
    const { page, problems } = await open(franchise.host, '/models/tasman', 1280)
    await page.getByRole('heading', { level: 1, name: 'ALL-NEW Kia Tasman' }).waitFor()
    expect(await page.getByRole('link', { name: /Quote/ }).count()).toBe(0)
    const imageLink = page.locator('.fc-model-hero__link')
    expect(await imageLink.getAttribute('href')).toBe('#form-section')
    await imageLink.click()
    expect(new URL(page.url()).hash).toBe('#form-section')
    expect(await page.locator('#form-section form').count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('"Series order for one brand: duo, city, sport": the Jayco Swan\'s variants in that order, not as listed', async () => {
    const { page, problems } = await open(caravans.host, '/models/swan', 1280)
    const variants = page.getByRole('region', { name: 'Which Jayco Swan will you choose?' })
    await variants.waitFor()
    const cards = variants.getByRole('group')
    expect(await cards.locator('.fc-variant-card__name').allTextContents()).toEqual([
      'Touring',
      'Family',
      'Outback',
    ])
    expect(await cards.locator('.fc-variant-card__series').allTextContents()).toEqual([
      'Duo',
      'City',
      'Sport',
    ])
    expect(problems).toEqual([])
    await page.close()
  })

  it('a campaign page shows its model cut to the variants and colours it names ("filtered blocks")', async () => {
    const { page, problems, response } = await open(franchise.host, '/pages/niro-hybrid', 390)
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: 'Kia Niro Hybrid' }).waitFor()
    const variants = page.getByRole('region', { name: 'Which Kia Niro will you choose?' })
    expect(await variants.getByRole('article').count()).toBe(2)
    expect(await variants.getByRole('article', { name: 'S Hybrid', exact: true }).count()).toBe(1)
    expect(await variants.getByRole('article', { name: 'GT-Line Hybrid', exact: true }).count()).toBe(1)
    expect(await variants.getByRole('article', { name: /EV$/ }).count()).toBe(0)
    const swatches = await page
      .getByRole('region', { name: 'Colours' })
      .getByRole('list', { name: 'Colours available' })
      .getByRole('button')
      .allTextContents()
    expect(new Set(swatches)).toEqual(new Set(['Soul Red', 'Silver Sky', 'Sandstone Beige']))
    expect(await page.getByRole('link', { name: 'Explore the Kia Niro range' }).getAttribute('href')).toBe(
      '/models/niro',
    )
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it("an unknown model is the site's 404", async () => {
    expect((await rawGet(session.site().origin, franchise.host, '/models/no-such-model')).status).toBe(404)
    expect((await rawGet(session.site().origin, caravans.host, '/blog/no-such-post')).status).toBe(404)
  })

  it('/special-offers: promo cards while offers are live, also on a tenant whose menu has no Offers item', async () => {
    const { page, problems } = await open(franchise.host, '/special-offers', 1280)
    await page.getByRole('heading', { level: 1, name: 'Special Offers' }).waitFor()
    const offers = await page
      .getByRole('list', { name: 'Current offers' })
      .getByRole('heading')
      .allTextContents()
    expect(offers).toContain('Drive-away deals')
    // The end-of-financial-year promo expired on 2025-06-15 16:00 (+10:00).
    expect(offers).not.toContain('EOFY Sale')
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()

    // The group's menu leaves Offers out, but its own promotion links to the page, so the page is there.
    const grouped = await open(group.host, '/special-offers', 1280)
    await grouped.page.getByRole('heading', { level: 1, name: 'Special Offers' }).waitFor()
    expect(await grouped.page.getByRole('navigation').getByRole('link', { name: 'Offers' }).count()).toBe(0)
    expect(grouped.problems).toEqual([])
    await grouped.page.close()
  })

  it('/blog: blog cards (image, date, heading, Read More), 3 per row on large screens, and a post', async () => {
    const { page, problems } = await open(caravans.host, '/blog', 1280)
    await page.getByRole('heading', { level: 1, name: 'News and Articles' }).waitFor()
    const cards = page.getByRole('article')
    expect(await cards.count()).toBe(6)
    const tops = await cards.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().top),
    )
    expect(tops.filter((top) => top === tops[0])).toHaveLength(3)
    expect(await cards.first().locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(await seriousAxeViolations(page)).toEqual([])
    const first = cards.first()
    const heading = (await first.getByRole('heading').textContent()) ?? ''
    await first.getByRole('link', { name: /^Read More/ }).click()
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    expect(new URL(page.url()).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/)
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it("'Sales this Month' on the home page of the tenant that shows it, only there", async () => {
    const { page, problems } = await open(group.host, '/', 1280)
    const counter = page.getByRole('region', { name: 'Sales this Month' })
    const value = Number(
      ((await counter.locator('.fc-sales-counter__value').textContent()) ?? '').replace(/,/g, ''),
    )
    // "192 per day index, one step per 450 seconds of Brisbane time": 19 full days and 96 steps since midnight.
    expect(value).toBe(19 * 192 + 96)
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
    const other = await rawGet(session.site().origin, franchise.host, '/')
    expect(other.body).not.toContain('Sales this Month')
  })
})
