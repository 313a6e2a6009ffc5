import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { getJson, screenshot, seriousAxeViolations, siteSession } from './harness'
import { hydrated } from './hydration'

const session = siteSession()
const bunya = 'bunya-range.localhost'
const wattle = 'wattle-bay.localhost'
const redGum = 'red-gum.localhost'

/** Fixture cars of the journeys, by what they exercise. */
const cars = {
  /** Enquire Now, 6 photos, several dealerships (the preferred-dealership select is preset from the car). */
  available: { host: bunya, slug: '2025-mazda-mazda3-g25-gt-brg000001', name: '2025 Mazda Mazda3 G25 GT' },
  /** Another available car of the same tenant, for compare. */
  second: { host: bunya, slug: '2026-mitsubishi-triton-glx-brg000006', name: '2026 Mitsubishi Triton GLX' },
  /** Three photos: Request Photos beside the buttons. */
  fewPhotos: {
    host: bunya,
    slug: '2023-toyota-hilux-rugged-x-brg000003',
    name: '2023 Toyota HiLux Rugged X',
  },
  sold: {
    host: bunya,
    slug: '2026-kawasaki-klr650-adventure-brg000002',
    name: '2026 Kawasaki KLR650 Adventure',
  },
  /** Caravans and motorcycles, one dealership, its own state. */
  motorcycle: { host: redGum, slug: '2025-yamaha-mt-07-lams-rgc000002', name: '2025 Yamaha MT-07 LAMS' },
  /** Instant Message in place of Enquire Now; the test drive carries a terms checkbox. */
  franchise: { host: wattle, slug: '2026-kia-sportage-s-wbk000001', name: '2026 Kia Sportage S' },
} as const

type CarKind = keyof typeof cars

const shopper = { name: 'Jo Citizen', email: 'jo.citizen@example.com.au', phone: '0412 345 678' }

async function open(kind: CarKind, width = 1280) {
  const { host, slug } = cars[kind]
  const opened = await session.openPage(width)
  await opened.page.goto(session.url(host, `/cars/${slug}`), { waitUntil: 'networkidle' })
  await hydrated(opened.page)
  return opened
}

function sidebar(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Price and actions' })
}

/** The open dialog named `title`, once it is shown. */
async function dialogNamed(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.waitFor({ state: 'visible' })
  return dialog
}

async function fillShopper(dialog: Locator) {
  await dialog.getByRole('textbox', { name: /Full Name/ }).fill(shopper.name)
  await dialog.getByRole('textbox', { name: /Email/ }).fill(shopper.email)
  await dialog.getByRole('textbox', { name: /Phone/ }).fill(shopper.phone)
}

/** Submits a form and waits for the server's answer to the lead, which must be 201 (stored). */
async function submitLead(page: Page, dialog: Locator, label: string) {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/leads' && response.request().method() === 'POST',
  )
  await dialog.getByRole('button', { name: label }).click()
  const response = await answer
  expect(response.status()).toBe(201)
  expect(((await response.json()) as { lead_id?: string }).lead_id).toMatch(/^[0-9a-f-]{36}$/)
  return response.request().postDataJSON() as {
    form: string
    values: Record<string, unknown>
    car_id: number
  }
}

async function expectSuccessPage(page: Page, carName: string) {
  await page.waitForURL((url) => url.pathname === '/success')
  await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor()
  expect(await page.getByRole('link', { name: carName }).count()).toBe(1)
  expect(await page.getByRole('link', { name: 'Back to the car' }).getAttribute('href')).toMatch(/^\/cars\//)
  expect(await page.getByRole('link', { name: 'Search cars' }).count()).toBe(1)
}

describe('Enquire Now on a vehicle page', () => {
  it.each([
    ['available', 1280, 'the sidebar'],
    ['motorcycle', 390, 'the mobile bottom bar'],
  ] as const)(
    '%s car at %i px from %s: checked before sending, stored, then /success',
    async (kind, width, _from) => {
      const { page, problems } = await open(kind, width)
      const from = width < 1024 ? page.getByRole('region', { name: 'Quick actions' }) : sidebar(page)
      await from.getByRole('link', { name: 'Enquire Now' }).click()
      const dialog = await dialogNamed(page, 'Enquire Now')
      expect(await dialog.getByText(cars[kind].name).count()).toBeGreaterThan(0)

      await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
      await expect.poll(() => dialog.getByText('Please fix the following errors:').count()).toBe(1)
      expect(await dialog.getByText('Full Name is required.').count()).toBeGreaterThan(0)

      await fillShopper(dialog)
      await dialog.getByRole('textbox', { name: /Comments/ }).fill('Is it still available this weekend?')
      const sent = await submitLead(page, dialog, 'Send Enquiry')
      // "Enquiry form fields: … page_id": the vehicle page's enquiries are filed as 'vdp'.
      expect(sent).toMatchObject({ form: 'enquiry', values: { name: shopper.name, page_id: 'vdp' } })
      await expectSuccessPage(page, cars[kind].name)
      expect(await page.getByText('Your enquiry has been sent.').count()).toBe(1)
      expect(problems).toEqual([])
      await page.close()
    },
  )

  it("the lead carries the visit's trail (spec §3 visited_pages and linked_query_params): the landing page, then each move", async () => {
    const { host, slug } = cars.available
    const landing = `/cars/${slug}?utm_source=google&utm_campaign=eofy`
    const { page, problems } = await session.openPage(1280)
    await page.goto(session.url(host, landing), { waitUntil: 'networkidle' })
    await hydrated(page)
    // The trail as this tab keeps it: a move counts once its page is shown (one left before then was never visited),
    // so each step waits for the move to be in it before the next.
    const trailLength = () =>
      page.evaluate(
        () => (JSON.parse(sessionStorage.getItem('forecourt:visited-pages') ?? '[]') as string[]).length,
      )
    await expect.poll(trailLength).toBe(1)
    // Moves within the site, made by the router (a link, then the browser's back button), not page loads.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(1).click()
    await page.waitForURL((url) => url.pathname.startsWith('/search/'))
    await expect.poll(trailLength).toBe(2)
    const searchPage = new URL(page.url())
    await page.goBack()
    await page.waitForURL((url) => url.pathname === `/cars/${slug}`)
    await expect.poll(trailLength).toBe(3)
    await sidebar(page).getByRole('link', { name: 'Enquire Now' }).click()
    const dialog = await dialogNamed(page, 'Enquire Now')
    await fillShopper(dialog)
    await dialog.getByRole('textbox', { name: /Comments/ }).fill('Is it still available?')
    const sent = (await submitLead(page, dialog, 'Send Enquiry')) as unknown as {
      visited_pages: string[]
      linked_query_params: Record<string, string>
    }
    expect(sent.visited_pages).toEqual([landing, `${searchPage.pathname}${searchPage.search}`, landing])
    expect(sent.linked_query_params).toEqual({ utm_source: 'google', utm_campaign: 'eofy' })
    expect(problems).toEqual([])
    await page.close()
  })

  it('a refused submit shows the alert with its message and keeps what was typed', async () => {
    const { page } = await open('available')
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 400, json: { message: 'We could not accept this enquiry.', errors: {} } }),
    )
    await sidebar(page).getByRole('link', { name: 'Enquire Now' }).click()
    const dialog = await dialogNamed(page, 'Enquire Now')
    await fillShopper(dialog)
    await dialog.getByRole('textbox', { name: /Comments/ }).fill('Please call me')
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
    const alert = dialog.getByRole('alert').filter({ hasText: 'We could not accept this enquiry.' })
    await expect.poll(() => alert.count()).toBe(1)
    expect(await dialog.getByRole('textbox', { name: /Full Name/ }).inputValue()).toBe(shopper.name)
    expect(await dialog.getByRole('textbox', { name: /Comments/ }).inputValue()).toBe('Please call me')
    expect(page.url()).toContain('/cars/')
    await page.close()
  })
})

describe('the other vehicle page dialogs', () => {
  it('Book a Test Drive: a free time of the location, sent as booking_slot with its day as booking_date', async () => {
    const { page } = await open('franchise')
    await sidebar(page).getByRole('button', { name: 'Book a Test Drive' }).click()
    const dialog = await dialogNamed(page, 'Book a Test Drive')
    const times = dialog.getByRole('radiogroup', { name: /^Time/ })
    await times.waitFor()
    const day = await dialog
      .getByRole('radiogroup', { name: 'Day' })
      .getByRole('radio', { checked: true })
      .textContent()
    const time = times.getByRole('radio').first()
    await time.check()
    const slot = await time.getAttribute('value')
    await fillShopper(dialog)
    await dialog.getByRole('checkbox', { name: /terms of use/ }).check()
    const sent = await submitLead(page, dialog, 'Book a Test Drive')
    expect(sent.form).toBe('test-drive')
    expect(sent.values.booking_slot).toBe(slot)
    expect(sent.values.booking_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(day).toBeTruthy()
    await expectSuccessPage(page, cars.franchise.name)
    expect(await page.getByText(/test drive request has been sent/).count()).toBe(1)
    await page.close()
  })

  it('Request Photos on a car with few photos; every available car has Request more photos under the gallery', async () => {
    const { page } = await open('fewPhotos', 390)
    expect(await page.getByRole('button', { name: 'Request more photos' }).count()).toBe(1)
    await sidebar(page).getByRole('button', { name: 'Request Photos' }).click()
    const dialog = await dialogNamed(page, 'Request Photos')
    await fillShopper(dialog)
    const sent = await submitLead(page, dialog, 'Request Photos')
    expect(sent).toMatchObject({
      form: 'request-photos',
      values: { default_message: 'Please send photos for this car' },
    })
    await expectSuccessPage(page, cars.fewPhotos.name)
    expect(await page.getByText(/send you more photos/).count()).toBe(1)
    await page.close()
  })

  it("a sold car's Find Me Something Similar: an enquiry about it whose comments name it", async () => {
    const { page } = await open('sold')
    await sidebar(page).getByRole('link', { name: 'Find Me Something Similar' }).click()
    const dialog = await dialogNamed(page, 'Find Me Something Similar')
    const comments = dialog.getByRole('textbox', { name: /Comments/ })
    expect(await comments.inputValue()).toContain(cars.sold.name)
    await fillShopper(dialog)
    const sent = await submitLead(page, dialog, 'Send Enquiry')
    expect(sent).toMatchObject({ form: 'enquiry', car_id: 1000002 })
    await expectSuccessPage(page, cars.sold.name)
    await page.close()
  })

  it('Escape closes a dialog, focus returns to its button, and what was typed is still there on reopening', async () => {
    const { page } = await open('available')
    const button = sidebar(page).getByRole('button', { name: 'Book a Test Drive' })
    await button.click()
    const dialog = await dialogNamed(page, 'Book a Test Drive')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await dialog.getByRole('textbox', { name: /Full Name/ }).fill(shopper.name)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    await button.click()
    const again = await dialogNamed(page, 'Book a Test Drive')
    expect(await again.getByRole('textbox', { name: /Full Name/ }).inputValue()).toBe(shopper.name)
    await page.close()
  })

  it.each([390, 1280])('axe finds nothing serious with the enquiry dialog open at %i px', async (width) => {
    const { page, problems } = await open('available', width)
    await page.getByRole('link', { name: 'Enquire Now' }).first().click()
    const dialog = await dialogNamed(page, 'Enquire Now')
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect.poll(() => dialog.getByText('Please fix the following errors:').count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, `leads-enquiry-dialog-${width}`)
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('compare and watchlist', () => {
  it('Compare keeps up to 4 cars: add two, remove one on /compare, and a 5th is refused with nothing lost', async () => {
    const { storageKeys } = (
      await getJson<{ forms: { storageKeys: { compare: string } } }>(
        session.site().origin,
        '/api/site/shell',
        bunya,
      )
    ).forms
    const { page, problems } = await open('available')
    const stored = () =>
      page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as number[], storageKeys.compare)
    await sidebar(page).getByRole('button', { name: 'Compare', pressed: false }).click()
    await sidebar(page).getByRole('button', { name: 'Compare', pressed: true }).waitFor()
    expect(await stored()).toEqual([1000001])
    await page.goto(session.url(bunya, `/cars/${cars.second.slug}`), { waitUntil: 'networkidle' })
    await hydrated(page)
    await sidebar(page).getByRole('button', { name: 'Compare', pressed: false }).click()
    await sidebar(page).getByRole('link', { name: 'Compare cars (2)' }).click()

    await page.waitForURL((url) => url.pathname === '/compare')
    const table = page.getByRole('table', { name: 'Compare cars' })
    await table.waitFor()
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      cars.available.name,
      cars.second.name,
    ])
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: `Remove ${cars.available.name}` }).click()
    await expect.poll(() => table.getByRole('columnheader').count()).toBe(1)
    expect(await stored()).toEqual([1000006])

    await page.evaluate(
      (key) => localStorage.setItem(key, '[1000003,1000005,1000006,1000009]'),
      storageKeys.compare,
    )
    await page.goto(session.url(bunya, `/cars/${cars.available.slug}`), { waitUntil: 'networkidle' })
    await hydrated(page)
    await sidebar(page).getByRole('button', { name: 'Compare', pressed: false }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'You can compare up to 4 cars' }).count())
      .toBe(1)
    expect(await stored()).toEqual([1000003, 1000005, 1000006, 1000009])
    expect(problems).toEqual([])
    await page.close()
  })

  it('Save sends a signed-out shopper to sign in, and /watchlist asks them to sign in', async () => {
    const { page } = await open('available')
    await sidebar(page).getByRole('button', { name: /^Save/ }).click()
    await page.waitForURL((url) => url.pathname === '/sign-in')
    const query = new URL(page.url()).searchParams
    expect([query.get('type'), query.get('redirect')]).toEqual(['watchlist', `/cars/${cars.available.slug}`])

    await page.goto(session.url(bunya, '/watchlist'), { waitUntil: 'networkidle' })
    const signIn = page.getByRole('link', { name: 'Sign In' })
    const href = new URL((await signIn.getAttribute('href')) ?? '', 'http://x')
    expect([href.pathname, href.searchParams.get('type'), href.searchParams.get('redirect')]).toEqual([
      '/sign-in',
      'watchlist',
      '/watchlist',
    ])
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await page.close()
  })

  it.each([
    [redGum, '/search/new-used-and-demo-cars'],
    // A tenant whose default search path (search.defaultPath) is its new and demo cars.
    [wattle, '/search/new-and-demo-cars'],
  ])(
    '/success opened directly on %s says there is no recent enquiry; Search cars goes to %s',
    async (host, search) => {
      const { page } = await session.openPage(390)
      await page.goto(session.url(host, '/success'), { waitUntil: 'networkidle' })
      await page.getByRole('heading', { level: 1, name: 'No recent enquiry' }).waitFor()
      expect(
        await page.getByRole('main').getByRole('link', { name: 'Search cars' }).getAttribute('href'),
      ).toBe(search)
      await page.close()
    },
  )

  it("/cars/ leads to the tenant's default search, which lists its cars", async () => {
    const { page } = await session.openPage(390)
    const answer = await page.goto(session.url(wattle, '/cars/'), { waitUntil: 'networkidle' })
    expect(new URL(page.url()).pathname).toBe('/search/new-and-demo-cars')
    expect(answer?.status()).toBe(200)
    expect(await page.locator('a[href^="/cars/"]').count()).toBeGreaterThan(0)
    await page.close()
  })
})
