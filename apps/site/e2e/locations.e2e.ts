import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contactUsSlug, distanceKm, filterLocations, sortLocations } from '@forecourt/stock-rules'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appDir, seriousAxeViolations, siteSession } from './harness'
import { hydrated } from './hydration'
import { demoTenant, demoTenants } from './tenants'

const session = siteSession()

interface FixtureLocation {
  id: number
  name: string
  slug: string
  dealership_id: number
  location_type: '' | 'sales' | 'used' | 'service' | 'parts' | 'service-and-parts' | null
  visible?: boolean
  address: { street: string; postcode: string; lat: number; long: number }
  contact_detail: { opening_hours: { weekday: number; status: string; formated_hours?: string | null }[] }
}

interface FixtureTenant {
  dealerships: { id: number; slug: string; name: string }[]
  locations: FixtureLocation[]
}

function fixture(slug: string): FixtureTenant {
  return JSON.parse(
    readFileSync(join(appDir, '../../fixtures/tenants', `${slug}.json`), 'utf8'),
  ) as FixtureTenant
}

const group = demoTenant('bunya-range-motor-group')

async function open(host: string, path: string, width = 390): Promise<{ page: Page; problems: string[] }> {
  const opened = await session.openPage(width)
  const response = await opened.page.goto(session.url(host, path), { waitUntil: 'networkidle' })
  expect(response?.status()).toBe(200)
  await hydrated(opened.page)
  return opened
}

/** Every location name the locations page shows, across its groups and tabs (the tab panels show one at a time). */
async function shownLocations(page: Page, nameLevel: number): Promise<string[]> {
  const names: string[] = []
  const groupSelect = page.getByRole('combobox', { name: 'Dealership', exact: true })
  const groups =
    (await groupSelect.count()) > 0
      ? await groupSelect
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
      : [null]
  for (const key of groups) {
    if (key) await groupSelect.selectOption(key)
    const tabs = page.getByRole('tab')
    for (let index = 0; index < (await tabs.count()); index += 1) {
      await tabs.nth(index).click()
      names.push(
        ...(await page.getByRole('tabpanel').getByRole('heading', { level: nameLevel }).allTextContents()),
      )
    }
  }
  return names.sort()
}

describe.each(demoTenants)('locations pages of $name', (demo) => {
  const data = fixture(demo.slug)
  const visible = sortLocations(data.locations.filter((location) => location.visible !== false))
  const first = visible[0]
  const dealership = data.dealerships.find((candidate) => candidate.id === first?.dealership_id)
  if (!first || !dealership) throw new Error(`${demo.slug} has no locations`)

  it.each([
    ['/contact', 'Contact Us'],
    [`/locations/${dealership.slug}`, `${dealership.name} Locations`],
    [`/locations/${first.slug}`, first.name],
    [`/our-location/${first.slug}`, first.name],
    [`/contact-us/${contactUsSlug(first.name)}`, null],
    ['/dealer-locator', 'Find a Dealer'],
  ])('%s is server-rendered, hydrates without problems and is axe clean', async (path, title) => {
    const { page, problems } = await open(demo.host, path)
    if (title) expect(await page.title()).toBe(`${title} | ${demo.name}`)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('an unknown location slug is the site’s 404', async () => {
    const opened = await session.openPage(390)
    for (const path of [
      '/our-location/no-such-place',
      '/contact-us/no-such-place',
      '/locations/no-such-place',
    ]) {
      const response = await opened.page.goto(session.url(demo.host, path))
      expect(response?.status()).toBe(404)
      expect(await opened.page.title()).toBe(`Page not found | ${demo.name}`)
    }
    await opened.page.close()
  })

  it('the location details page carries its enquiry form with the hidden location_id', async () => {
    const { page } = await open(demo.host, `/our-location/${first.slug}`)
    expect(await page.locator('input[type="hidden"][name="location_id"]').inputValue()).toBe(String(first.id))
    // "Enquiry form fields: … Rego, … page_id": the shopper's own car for a service or parts question, and the page.
    expect(await page.locator('input[type="hidden"][name="page_id"]').inputValue()).toBe(
      `our-location/${first.slug}`,
    )
    const rego = page.getByRole('textbox', { name: 'Rego' })
    expect(await rego.getAttribute('aria-required')).not.toBe('true')
    expect(
      await page
        .getByRole('table', { name: /^Opening Hours: / })
        .getByRole('rowheader')
        .allTextContents(),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    await page.close()
  })
})

describe("the 'Search locations...' box", () => {
  const data = fixture(group.slug)
  const visible = data.locations.filter((location) => location.visible !== false)

  it('writes locationQuery to the URL on each keystroke, replacing the history entry', async () => {
    const { page, problems } = await open(group.host, '/contact')
    const box = page.getByPlaceholder('Search locations...')
    const before = await page.evaluate(() => history.length)
    const seen: (string | null)[] = []
    for (const key of 'toow') {
      await box.press(key)
      await page.waitForURL((url) => url.searchParams.get('locationQuery')?.length === seen.length + 1)
      seen.push(new URL(page.url()).searchParams.get('locationQuery'))
    }
    expect(seen).toEqual(['t', 'to', 'too', 'toow'])
    expect(await page.evaluate(() => history.length)).toBe(before)
    expect(problems).toEqual([])
    await page.close()
  })

  it.each(['toowoomba', 'TOOWOOMBA', '4350', 'ruthven', 'service', 'used', 'parts', 'zzz'])(
    '"Location filter: case-insensitive substring match on name, postcode, street or location type": %j',
    async (query) => {
      const { page } = await open(group.host, `/contact?locationQuery=${encodeURIComponent(query)}`)
      expect(await page.getByPlaceholder('Search locations...').inputValue()).toBe(query)
      const expected = filterLocations(visible, query).map((location) => location.name)
      if (expected.length === 0) {
        expect(await page.getByText(`No locations match '${query}'.`).first().isVisible()).toBe(true)
      } else {
        expect(await shownLocations(page, 4)).toEqual(expected.sort())
      }
      await page.close()
    },
  )
})

describe('the locations tabs', () => {
  it('"Locations tab resets to the first tab when the location group changes"; arrows move between tabs', async () => {
    const { page } = await open(group.host, '/contact', 1280)
    await page.getByRole('tab', { name: 'Service', exact: true }).click()
    expect(await page.getByRole('tab', { name: 'Service', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    )
    await page.getByRole('combobox', { name: 'Dealership', exact: true }).selectOption('bunya-range-mazda')
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Sales')
    await page.getByRole('tab', { selected: true }).press('ArrowRight')
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Service')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab')
    await page.close()
  })

  it('"blank shown as sales": the Rockhampton location without a type is under Sales', async () => {
    const { page } = await open(group.host, '/locations/bunya-range-toyota')
    await page.getByRole('tab', { name: 'Sales', exact: true }).click()
    expect(
      await page
        .getByRole('tabpanel')
        .getByRole('heading', { name: 'Bunya Range Rockhampton - Sales' })
        .count(),
    ).toBe(1)
    await page.close()
  })
})

describe('the location details page', () => {
  const data = fixture(group.slug)
  const service = data.locations.find((location) => location.id === 1002)

  it('"Opening hours: department selection changes the displayed hours"', async () => {
    const { page } = await open(group.host, '/our-location/bunya-range-toowoomba')
    expect(await page.getByText(/^Based on \d+ reviews$/).count()).toBe(1)
    await page.getByRole('combobox', { name: 'Department' }).selectOption('service')
    const table = page.getByRole('table', { name: 'Opening Hours: Service' })
    const monday = service?.contact_detail.opening_hours.find((entry) => entry.weekday === 1)
    const expected = monday?.status === 'Closed' ? 'Closed' : (monday?.formated_hours ?? '')
    expect(
      await table
        .getByRole('row', { name: /^Monday/ })
        .getByRole('cell')
        .textContent(),
    ).toBe(expected)
    await page.close()
  })

  it("a parts location's enquiry form is the 'Parts Enquiry', a sales location's 'Contact Us'", async () => {
    for (const [slug, title] of [
      ['bunya-range-toowoomba-parts', 'Parts Enquiry'],
      ['bunya-range-toowoomba', 'Contact Us'],
    ] as const) {
      const { page } = await open(group.host, `/our-location/${slug}`)
      await page.getByRole('heading', { name: title, exact: true }).waitFor()
      await page.close()
    }
  })

  it("a parts enquiry sends the shopper's Rego and the page it came from, and is stored", async () => {
    const { page } = await open(group.host, '/our-location/bunya-range-toowoomba-parts')
    const form = page.locator('#location-enquiry')
    await form.getByRole('textbox', { name: /Full Name/ }).fill('Jo Citizen')
    await form.getByRole('textbox', { name: /Email/ }).fill('jo@example.com')
    await form.getByRole('textbox', { name: /Phone/ }).fill('0412 345 678')
    await form.getByRole('textbox', { name: 'Rego' }).fill('abc 123')
    await form.getByRole('textbox', { name: /Comments/ }).fill('Do you have front brake pads in stock?')
    const answer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/leads' && response.request().method() === 'POST',
    )
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    const response = await answer
    expect(response.status()).toBe(201)
    expect(response.request().postDataJSON()).toMatchObject({
      form: 'location',
      values: { rego: 'abc 123', page_id: 'our-location/bunya-range-toowoomba-parts' },
    })
    await page.close()
  })

  it("shows holiday hours in the 'Holiday Hours' dialog: focus trapped, Escape closes and returns focus", async () => {
    const { page } = await open(group.host, '/our-location/bunya-range-toowoomba')
    const opener = page.getByRole('button', { name: 'Holiday Hours' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Holiday Hours' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.getByRole('row').count()).toBeGreaterThan(1)
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.close()
  })
})

describe('the dealer locator', () => {
  const data = fixture(group.slug)
  const visible = data.locations.filter((location) => location.visible !== false)

  it('sorts by haversine distance from the browser’s position, against known coordinates', async () => {
    // Brisbane GPO.
    const position = { latitude: -27.4698, longitude: 153.0251 }
    const context = await session.browser().newContext({
      geolocation: position,
      permissions: ['geolocation'],
      viewport: { width: 390, height: 900 },
    })
    const page = await context.newPage()
    await page.goto(session.url(group.host, '/dealer-locator'), { waitUntil: 'networkidle' })
    await hydrated(page)
    await page.getByRole('button', { name: 'Use my location' }).click()
    await page.waitForURL((url) => url.searchParams.has('lat'))
    const url = new URL(page.url())
    expect(url.searchParams.get('lat')).toBe('-27.470')
    expect(url.searchParams.get('lng')).toBe('153.025')
    await page.getByRole('heading', { name: 'Nearest to your location' }).waitFor()
    const origin = { lat: -27.47, lng: 153.025 }
    const expected = visible
      .map((location) => ({
        name: location.name,
        km:
          Math.round(distanceKm(origin, { lat: location.address.lat, lng: location.address.long }) * 10) / 10,
      }))
      .sort((a, b) => a.km - b.km)
    const cards = page.locator('.fc-locator__results li')
    const names = await cards.locator('h3').allTextContents()
    const distances = await cards.locator('.fc-lcard__distance').allTextContents()
    expect(distances).toEqual(expected.map((entry) => `${entry.km.toFixed(1)} km away`))
    // Ties in rounded distance may swap; the names follow the distances.
    expect(new Set(names.slice(0, 5))).toEqual(new Set(expected.slice(0, 5).map((entry) => entry.name)))
    expect(await seriousAxeViolations(page)).toEqual([])
    await context.close()
  })

  it("sorts from a postcode; a bad postcode gives 'Invalid postcode' and keeps what was typed", async () => {
    const { page, problems } = await open(group.host, '/dealer-locator')
    const field = page.getByRole('textbox', { name: 'Postcode' })
    await field.fill('43a')
    await field.press('Enter')
    expect(await page.getByRole('alert').textContent()).toBe('Invalid postcode')
    expect(await field.inputValue()).toBe('43a')
    await field.fill('4350')
    await page.getByRole('button', { name: 'Find' }).click()
    await page.waitForURL((url) => url.searchParams.get('postcode') === '4350')
    await page.getByRole('heading', { name: 'Nearest to 4350' }).waitFor()
    const names = await page.locator('.fc-locator__results li h3').allTextContents()
    expect(names.slice(0, 3).sort()).toEqual(
      [
        'Bunya Range Toowoomba - Parts',
        'Bunya Range Toowoomba - Sales',
        'Bunya Range Toowoomba - Service',
      ].sort(),
    )
    // A postcode the bundled table does not know: the server says 'Invalid postcode'.
    await page.goto(session.url(group.host, '/dealer-locator?postcode=0001'), { waitUntil: 'networkidle' })
    expect(await page.getByRole('alert').textContent()).toBe('Invalid postcode')
    expect(problems).toEqual([])
    await page.close()
  })
})
