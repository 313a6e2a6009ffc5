import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appDir, getJson, rawGet, screenshot, seriousAxeViolations, siteSession } from './harness'
import { hydrated } from './hydration'
import { demoTenant } from './tenants'

const session = siteSession()

// The multi-brand group shows its trade-in and finance pages to everyone; the franchise dealer books Kia services on
// its own site, so its /service shows that link too.
const group = demoTenant('bunya-range-motor-group')
const franchise = demoTenant('wattle-bay-kia')

const fixturesDir = join(appDir, '../../fixtures')

interface StockCar {
  id: number
  slug: string
  make: string
  model: string
  year: number
  price: number
  car_type: string
  status: string
  regplate?: string | null
  location?: { id: number } | null
}

/**
 * A registration of the group's own stock the embedded lookup knows and the embedded valuer can price: a recent car
 * with at least two pre-owned cars of its make and model for sale, and the state of its location.
 */
function valuedRegistration(slug: string): { rego: string; state: string; description: string } {
  const stock = JSON.parse(readFileSync(join(fixturesDir, 'stock', `${slug}.json`), 'utf8')) as {
    referenceDate: string
    cars: StockCar[]
  }
  const tenantFile = JSON.parse(readFileSync(join(fixturesDir, 'tenants', `${slug}.json`), 'utf8')) as {
    locations: { id: number; address?: { state?: string } | null }[]
  }
  const year = new Date(stock.referenceDate).getFullYear()
  const comparables = (car: StockCar) =>
    stock.cars.filter(
      (other) =>
        other.car_type !== 'new' &&
        other.make === car.make &&
        other.model === car.model &&
        Math.abs(other.year - car.year) <= 2 &&
        other.price > 10,
    ).length
  for (const car of stock.cars) {
    const state = tenantFile.locations.find((location) => location.id === car.location?.id)?.address?.state
    if (car.regplate && state && year - car.year <= 4 && comparables(car) >= 2)
      return { rego: car.regplate, state, description: `${car.year} ${car.make} ${car.model}` }
  }
  throw new Error(`no valued registration in ${slug}'s stock`)
}

/** An available car of a tenant's stock with a price. */
function pricedCar(slug: string): StockCar {
  const stock = JSON.parse(readFileSync(join(fixturesDir, 'stock', `${slug}.json`), 'utf8')) as {
    cars: StockCar[]
  }
  const car = stock.cars.find((candidate) => candidate.status === 'in_stock' && candidate.price > 1000)
  if (!car) throw new Error(`no priced car in ${slug}'s stock`)
  return car
}

async function open(host: string, path: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const opened = await session.openPage(width)
  await opened.page.goto(session.url(host, path), { waitUntil: 'networkidle' })
  await hydrated(opened.page)
  return opened
}

/** Waits for the answer of a POST to a path while `act` runs. */
async function posted(page: Page, path: string, act: () => Promise<void>): Promise<Response> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'POST',
  )
  await act()
  return answer
}

/** A field by its label, whether or not the label carries the required marker (' *', hidden from screen readers). */
function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`))
}

const shopper = {
  first: 'Jo',
  last: 'Citizen',
  name: 'Jo Citizen',
  email: 'jo.citizen@example.com.au',
  phone: '0412 345 678',
  postcode: '4350',
}

/** The trade-in's adjustment answers: one per question, by its legend. */
async function answerAdjustments(page: Page) {
  const answers: [string, string][] = [
    ['How many kilometres has your car done?', '20,000 to 50,000 km'],
    ['What condition is your car in?', 'Good: normal wear for its age'],
    ['Has your car been in an accident?', 'No'],
    ['Does your car have a service history?', 'Full service history'],
    ['Is there finance owing on your car?', 'No'],
    ['How many keys do you have?', 'Two or more'],
  ]
  for (const [question, answer] of answers)
    await page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check()
}

async function fillTradeInLead(page: Page) {
  await field(page, 'First Name').fill(shopper.first)
  await field(page, 'Last Name').fill(shopper.last)
  await field(page, 'Postcode').fill(shopper.postcode)
  await field(page, 'Mobile Number').fill(shopper.phone)
  await field(page, 'Email Address').fill(shopper.email)
  await field(page, 'Disclaimer').check()
}

describe('the trade-in valuation (spec section 4: lead, adjustments, rego lookup, offer accepted)', () => {
  it('shows every message of the trade-in form on an empty submit, then values a registered car and accepts the offer', async () => {
    const { page, problems } = await open(group.host, '/trade-in', 390)
    await page.getByRole('heading', { level: 1, name: 'Trade-In Valuation' }).waitFor()
    expect(
      await page
        .getByText(
          'An online estimate is generally not given for cars over 7 years old or over 100,000 km.',
          {
            exact: true,
          },
        )
        .count(),
    ).toBeGreaterThan(0)
    const faq = page.getByText('How is my trade-in valued?', { exact: true })
    await faq.click()
    await page.getByText('We use current market data and a short condition check.').waitFor()

    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Please fix the following errors:', { exact: true }).waitFor()
    for (const message of [
      'First Name is required.',
      'Last Name is required.',
      'Invalid postcode. Please enter a 4-digit number.',
      'Mobile Number is required.',
      'Email Address is required.',
      '*You must agree to the terms of use before submitting.',
    ])
      expect(await page.getByText(message, { exact: true }).count(), message).toBeGreaterThan(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'forms-pages-trade-in-errors-390')

    await fillTradeInLead(page)
    const lead = await posted(page, '/api/leads', () =>
      page.getByRole('button', { name: 'Continue' }).click(),
    )
    expect(lead.status()).toBe(201)

    await page.getByRole('heading', { name: 'About your car' }).waitFor()
    await answerAdjustments(page)
    const adjusted = await posted(page, '/api/trade-in/adjustments', () =>
      page.getByRole('button', { name: 'Continue' }).click(),
    )
    expect(adjusted.status()).toBe(200)

    const registration = valuedRegistration(group.slug)
    await page.getByRole('heading', { name: 'Find your car' }).waitFor()
    await field(page, 'Registration number').fill(registration.rego)
    await field(page, 'State').selectOption(registration.state)
    const found = await posted(page, '/api/trade-in/rego-lookup', () =>
      page.getByRole('button', { name: 'Find My Car' }).click(),
    )
    expect(found.status()).toBe(200)
    await page.getByRole('heading', { name: 'Your offer' }).waitFor()
    await page.getByText(registration.description).first().waitFor()
    expect(await page.locator('.fc-tradein__price-value').innerText()).toMatch(/^\$\d{1,3}(,\d{3})*$/)

    const accepted = await posted(page, '/api/trade-in/offer-accepted', () =>
      page.getByRole('button', { name: 'Accept Offer' }).click(),
    )
    expect(accepted.status()).toBe(200)
    expect(accepted.request().postDataJSON()).toMatchObject({ form_completed: true, offer_accepted: true })
    await page.getByRole('heading', { name: 'Offer accepted' }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it("takes the car's details by hand when its registration is not found, towards the car being bought", async () => {
    const car = pricedCar(group.slug)
    const { page, problems } = await open(group.host, `/cars/trade-in?car_id=${car.id}`, 1280)
    await page.getByRole('heading', { name: 'Trading in towards' }).waitFor()
    await fillTradeInLead(page)
    const lead = await posted(page, '/api/leads', () =>
      page.getByRole('button', { name: 'Continue' }).click(),
    )
    expect(lead.status()).toBe(201)
    expect(lead.request().postDataJSON()).toMatchObject({ form: 'trade-in', car_id: car.id })
    await page.getByRole('heading', { name: 'About your car' }).waitFor()
    await answerAdjustments(page)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Find your car' }).waitFor()
    await field(page, 'Registration number').fill('ZZZ999')
    const missing = await posted(page, '/api/trade-in/rego-lookup', () =>
      page.getByRole('button', { name: 'Find My Car' }).click(),
    )
    expect(missing.status()).toBe(404)
    await page.getByRole('alert').filter({ hasText: "We couldn't find that registration" }).waitFor()
    expect(await field(page, 'Registration number').inputValue()).toBe('ZZZ999')

    const manual = page.getByRole('region', { name: "Can't find your car? Enter its details" })
    await field(manual, 'Year').fill('2023')
    await field(manual, 'Make').fill('Mazda')
    await field(manual, 'Model').fill('CX-5')
    const valued = await posted(page, '/api/trade-in/adjustments', () =>
      manual.getByRole('button', { name: 'Value My Car' }).click(),
    )
    expect(valued.request().postDataJSON()).toMatchObject({
      vehicle: { year: '2023', make: 'Mazda', model: 'CX-5' },
    })
    await page.getByRole('heading', { name: 'Your offer' }).waitFor()
    await page.getByText('2023 Mazda CX-5').first().waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    // The browser logs the lookup's 404 (a registration not found) as a failed resource; nothing else may fail.
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([])
    await page.close()
  })
})

describe('lead forms', () => {
  it('contact: the message is sent and the shopper goes to /success', async () => {
    const { page, problems } = await open(group.host, '/contact', 1280)
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor()
    expect(await page.getByRole('complementary', { name: 'Prefer to talk?' }).getByRole('link').count()).toBe(
      2,
    )
    await field(page, 'Full Name').fill(shopper.name)
    await field(page, 'Email Address').fill(shopper.email)
    await field(page, 'Phone Number').fill(shopper.phone)
    await field(page, 'Preferred dealership').selectOption({ index: 1 })
    await field(page, 'Comments').fill('Are you open on public holidays?')
    const sent = await posted(page, '/api/leads', () =>
      page.getByRole('button', { name: 'Send Enquiry' }).click(),
    )
    expect(sent.status()).toBe(201)
    expect(sent.request().postDataJSON()).toMatchObject({ form: 'contact' })
    await page.waitForURL((url) => url.pathname === '/success')

    // The next form fills its blanks with the details just sent, after hydration, so the HTML still matches.
    await page.goto(session.url(group.host, '/service'), { waitUntil: 'networkidle' })
    await expect.poll(() => field(page, 'Email Address').inputValue()).toBe(shopper.email)
    await page.goto(session.url(group.host, '/trade-in'), { waitUntil: 'networkidle' })
    await expect.poll(() => field(page, 'Mobile Number').inputValue()).toBe(shopper.phone)
    expect(problems).toEqual([])
    await page.close()
  })

  it('finance: the query fills the enquiry and the calculator, and #finance-form leads to the form', async () => {
    const dealership = 'bunya-range-mazda'
    const { page, problems } = await open(
      group.host,
      `/finance?preferredDealership=${dealership}&vehiclePriceBudget=45000&car_type=used&vin=JM0KF4W7A00123456&utm_source=e2e#finance-form`,
      1280,
    )
    const form = page.locator('#finance-form')
    expect(await field(form, 'Preferred dealership').inputValue()).toBe(dealership)
    expect(await field(form, 'Vehicle Price Budget').inputValue()).toBe('45,000')
    expect(await field(form, 'Comments').inputValue()).toBe(
      "I'd like finance for a used car (VIN JM0KF4W7A00123456).",
    )
    expect(await field(page, 'Purchase price').inputValue()).toMatch(/^\$?45,000$/)
    // The browser, and then the router once the page is up, scroll to the fragment.
    await expect.poll(() => form.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(900)
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('e2e')

    const car = pricedCar(group.slug)
    await page.goto(session.url(group.host, `/finance?car_id=${car.id}`), { waitUntil: 'networkidle' })
    await hydrated(page)
    await page.getByRole('heading', { name: "The car you're financing" }).waitFor()
    await field(page, 'Full Name').fill(shopper.name)
    await field(page, 'Email Address').fill(shopper.email)
    await field(page, 'Phone Number').fill(shopper.phone)
    await field(page, 'Preferred dealership').selectOption({ index: 1 })
    const sent = await posted(page, '/api/leads', () =>
      page.getByRole('button', { name: 'Get Finance Now' }).click(),
    )
    expect(sent.status()).toBe(201)
    expect(sent.request().postDataJSON()).toMatchObject({ form: 'finance-enquiry', car_id: car.id })
    expect(problems).toEqual([])
    await page.close()
  })

  it('book a test drive: /book-test-drive/ leads to the form; a location, a free time, and the booking is sent', async () => {
    const { page, problems } = await open(group.host, '/book-test-drive/', 390)
    expect(new URL(page.url()).pathname).toBe('/book-test-drive')
    await page.getByText('Choose a location to see its free test-drive times.').waitFor()
    const location = field(page, 'Location')
    const firstSales = await location.locator('option', { hasText: 'Sales' }).first().getAttribute('value')
    const availability = page.waitForResponse((response) =>
      response.url().includes('/api/test-drive/availability'),
    )
    await location.selectOption(firstSales ?? '')
    await availability
    expect(await field(page, 'Preferred dealership').inputValue()).not.toBe('')
    const time = page
      .getByRole('radiogroup', { name: /^Time, / })
      .getByRole('radio')
      .first()
    await time.check()
    const slot = await time.getAttribute('value')
    await field(page, 'Full Name').fill(shopper.name)
    await field(page, 'Email Address').fill(shopper.email)
    await field(page, 'Phone Number').fill(shopper.phone)
    expect(await seriousAxeViolations(page)).toEqual([])
    const sent = await posted(page, '/api/leads', () =>
      page.getByRole('button', { name: 'Book a Test Drive' }).click(),
    )
    expect(sent.status()).toBe(201)
    const body = sent.request().postDataJSON() as { form: string; values: Record<string, unknown> }
    expect(body.form).toBe('test-drive')
    expect(body.values.booking_slot).toBe(slot)
    expect(body.values.booking_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await page.waitForURL((url) => url.pathname === '/success')
    expect(problems).toEqual([])
    await page.close()
  })

  it("service: the brand's own booking page is linked, and a booking is sent", async () => {
    const { today } = await getJson<{ today: string }>(
      session.site().origin,
      '/api/site/form-pages',
      franchise.host,
    )
    const date = new Date(`${today}T00:00:00Z`)
    date.setUTCDate(date.getUTCDate() + 3)
    const { page, problems } = await open(franchise.host, '/service', 1280)
    expect(await page.getByRole('link', { name: 'Book a Kia service' }).getAttribute('href')).toMatch(
      /^https:\/\//,
    )
    await field(page, 'Full Name').fill(shopper.name)
    await field(page, 'Email Address').fill(shopper.email)
    await field(page, 'Phone Number').fill(shopper.phone)
    await field(page, 'Make and Model').fill('Kia Sportage')
    await field(page, 'Preferred Date').fill(date.toISOString().slice(0, 10))
    await field(page, 'Service Type').selectOption({ index: 1 })
    const extras = page.getByRole('group', { name: 'Additional Services' })
    await extras.getByRole('checkbox', { name: 'Courtesy car' }).check()
    await extras.getByRole('checkbox', { name: 'Wheel alignment' }).check()
    await field(page, 'Location').selectOption({ index: 1 })
    await field(page, 'I agree to the terms of use').check()
    const sent = await posted(page, '/api/leads', () =>
      page.getByRole('button', { name: 'Book a Service' }).click(),
    )
    expect(sent.status()).toBe(201)
    expect(sent.request().postDataJSON()).toMatchObject({
      form: 'service-booking',
      values: { additional_services: 'Wheel alignment\nCourtesy car' },
    })
    await page.waitForURL((url) => url.pathname === '/success')
    expect(problems).toEqual([])
    await page.close()
  })
})

describe("the 'Email Us' dialog", () => {
  it('opens from the contact panel, traps focus, closes with Escape and returns focus; a message is sent from it', async () => {
    const { page, problems } = await open(group.host, '/service', 390)
    const opener = page.getByRole('button', { name: 'Email Us' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Email Us' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true)
    await opener.click()
    await dialog.getByLabel('Full Name').fill(shopper.name)
    await dialog.getByLabel('Email Address').fill(shopper.email)
    await dialog.getByLabel('Phone Number').fill(shopper.phone)
    await dialog.getByLabel('Comments').fill('Please email me your service prices.')
    const dealership = dialog.getByLabel('Preferred dealership')
    if ((await dealership.count()) > 0) await dealership.selectOption({ index: 1 })
    expect(await seriousAxeViolations(page)).toEqual([])
    const sent = await posted(page, '/api/leads', () =>
      dialog.getByRole('button', { name: 'Send Enquiry' }).click(),
    )
    expect(sent.status()).toBe(201)
    expect(sent.request().postDataJSON()).toMatchObject({ form: 'contact' })
    await page.waitForURL((url) => url.pathname === '/success')
    expect(problems).toEqual([])
    await page.close()
  })
})

describe("the finance 'View disclaimer' dialog on a vehicle page", () => {
  it('shows the whole finance disclaimer beside the Finance Available banner, and Escape closes it', async () => {
    interface Stock {
      cars: { slug: string; status: string; show_on_dealer_website?: boolean }[]
    }
    const cars = (
      JSON.parse(readFileSync(join(fixturesDir, 'stock', `${franchise.slug}.json`), 'utf8')) as Stock
    ).cars.filter((car) => car.status === 'in_stock' && car.show_on_dealer_website !== false)
    let chosen: { slug: string; disclaimer: string } | null = null
    for (const car of cars.slice(0, 80)) {
      const page = await getJson<{ finance: { show: boolean; weekly: number | null; disclaimer: string } }>(
        session.site().origin,
        `/api/site/vehicle?slug=${car.slug}`,
        franchise.host,
      )
      if (page.finance.show && page.finance.weekly) {
        chosen = { slug: car.slug, disclaimer: page.finance.disclaimer }
        break
      }
    }
    if (!chosen) throw new Error(`no car of ${franchise.slug} shows the Finance Available banner`)
    const { page, problems } = await open(franchise.host, `/cars/${chosen.slug}`, 390)
    const opener = page.getByRole('button', { name: 'View disclaimer' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Finance disclaimer' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.textContent()).toContain(chosen.disclaimer)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('every form page is server-rendered with its head and axe-clean on a phone and a desktop', () => {
  const car = pricedCar(group.slug)
  const pages: [string, string][] = [
    ['/contact', 'Contact Us'],
    ['/book-test-drive', 'Book a Test Drive'],
    ['/service', 'Book a Service'],
    ['/finance', 'Car Finance'],
    ['/finance-enquiry', 'Finance Enquiry'],
    ['/apply-for-finance', 'Apply for Finance'],
    ['/finance-pre-approval', 'Finance Pre-Approval'],
    ['/finance-and-insurance', 'Finance & Insurance'],
    [`/personalised/finance?car_id=${car.id}`, 'Finance for the'],
    ['/sell-my-car', 'Sell My Car'],
    ['/instant-price', 'Instant Price'],
    ['/trade-in', 'Trade-In Valuation'],
    [`/cars/trade-in?car_id=${car.id}`, 'Trade-In Valuation'],
  ]
  it.each(pages)('%s', async (path, heading) => {
    const { status, body: html } = await rawGet(session.site().origin, group.host, path)
    expect(status).toBe(200)
    expect(html).toContain('<h1')
    expect(html).toContain(heading.replace('&', '&amp;'))
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)

    const { page, problems } = await open(group.host, path, 390)
    await page.getByRole('heading', { level: 1 }).filter({ hasText: heading }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 900 })
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('the finance pre-approval moves step by step and keeps what was typed', async () => {
    const { page, problems } = await open(group.host, '/finance-pre-approval', 390)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('Please fix the following errors:', { exact: true }).waitFor()
    await field(page, 'First Name').fill(shopper.first)
    await field(page, 'Last Name').fill(shopper.last)
    await field(page, 'Email Address').fill(shopper.email)
    await field(page, 'Phone Number').fill(shopper.phone)
    await field(page, 'Postcode').fill(shopper.postcode)
    await field(page, 'Residency Status').selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('heading', { name: 'Employment & income' }).waitFor()
    await page.getByRole('button', { name: 'Back' }).click()
    expect(await field(page, 'First Name').inputValue()).toBe(shopper.first)
    await screenshot(page, 'forms-pages-pre-approval-390')
    expect(problems).toEqual([])
    await page.close()
  })
})
