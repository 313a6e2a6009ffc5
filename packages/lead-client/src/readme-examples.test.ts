import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { carEnquiryForm, type EnquiryPage } from '../examples/car-enquiry-form.js'
import { invoicePayment } from '../examples/invoice-payment.js'
import { postLead, type LeadSite } from '../examples/lead-endpoint.js'
import { testDriveForm } from '../examples/test-drive-form.js'
import type { FormsConfig } from './form-context.js'
import { formContextFor } from './form-context.js'
import { formDefinition } from './form-definition.js'
import type { LeadCar } from './lead-car.js'
import type { LeadFetch } from './lead-client.js'
import type { LeadPayload } from './lead-payload.js'
import { messages } from './messages.js'
import type { LeadStorage } from './outbox.js'
import { onlinePaymentMessages } from './online-payment-form.js'
import { parseSuccessRecord } from './success-record.js'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')

const forms: FormsConfig = {
  commentsRequired: true,
  termsCheckbox: { enquiry: false, testDrive: false },
  defaultState: 'NSW',
  dealerships: [],
  locations: [
    { id: 7, name: 'Gosford - Sales', dealershipSlug: 'wattle-bay-kia' },
    { id: 8, name: 'Tuggerah - Sales', dealershipSlug: 'wattle-bay-kia' },
  ],
  storageKeys: {
    outbox: 'wbk:outbox',
    details: 'wbk:details',
    favourites: 'wbk:favourites',
    viewed: 'wbk:viewed',
    compare: 'wbk:compare',
    success: 'wbk:success',
  },
  reserve: { enabled: true, path: 'checkout', priceLabel: '$200', holdHours: 48 },
}

const car: LeadCar = {
  id: 42,
  slug: '2021-kia-sportage',
  year: 2021,
  make: 'Kia',
  model: 'Sportage',
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'U1234',
  dealership_slug: 'wattle-bay-kia',
}

const shopper = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' }
const enquiry = { ...shopper, message: 'Is it still available?' }

function memoryStorage(): LeadStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

/** The endpoint example behind a tenant: stores the first lead per (tenant, key), as `insertLead` promises. */
function leadSite(overrides: Partial<LeadSite> = {}) {
  const stored = new Map<string, { id: string; payload: LeadPayload }>()
  const site: LeadSite = {
    slug: 'wattle-bay-kia',
    forms,
    autograb: true,
    today: () => '2026-03-14',
    findCar: (id) => Promise.resolve(id === car.id ? car : null),
    insertLead: ({ tenant, idempotencyKey, payload }) => {
      const key = `${tenant}:${idempotencyKey}`
      const lead = stored.get(key) ?? { id: `lead-${stored.size + 1}`, payload }
      stored.set(key, lead)
      return Promise.resolve(lead)
    },
    ...overrides,
  }
  return { site, stored }
}

/** A fetch that hands the browser's request to the endpoint example, as the server would. */
function fetchInto(site: LeadSite) {
  return vi.fn<LeadFetch>(async (_url, init) => {
    const answer = await postLead(site, JSON.parse(init.body), 'Mozilla/5.0 (test)')
    return { status: answer.status, headers: { get: () => null }, json: () => Promise.resolve(answer.body) }
  })
}

function page(storage: LeadStorage) {
  return {
    storage,
    url: 'https://dealer.example/cars/2021-kia-sportage',
    visitedPages: ['/', '/cars/2021-kia-sportage'],
    landingQuery: { utm_source: 'google' },
    showErrors: vi.fn<EnquiryPage['showErrors']>(),
    showBanner: vi.fn<EnquiryPage['showBanner']>(),
    track: vi.fn<EnquiryPage['track']>(),
    navigate: vi.fn<EnquiryPage['navigate']>(),
  } satisfies EnquiryPage
}

const flushed = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-14T09:30:00+10:00'))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("the README's browser enquiry (examples/car-enquiry-form.ts)", () => {
  it("renders the car's enquiry form: fields, submitLabel, category, subcategory", () => {
    vi.stubGlobal('fetch', fetchInto(leadSite().site))
    const { definition } = carEnquiryForm(forms, car, page(memoryStorage()))
    expect(definition).toMatchObject({
      form: 'enquiry',
      submitLabel: 'Send Enquiry',
      category: 'Vehicle Enquiry',
      subcategory: 'Used Vehicle',
    })
    expect(definition.fields.map((field) => field.name)).toEqual([
      'name',
      'email',
      'phone',
      'message',
      'opt_in',
      'page_id',
    ])
    expect(definition.fields.at(-1)).toMatchObject({ kind: 'hidden', defaultValue: 'vdp' })
  })

  it('builds the context the server builds: both sides check the same fields', () => {
    vi.stubGlobal('fetch', fetchInto(leadSite().site))
    const { definition } = carEnquiryForm(forms, car, page(memoryStorage()))
    const server = formContextFor(forms, 'enquiry', { car, today: '2026-03-14' })
    // Only the browser knows the page: the server takes page_id as sent.
    const pageLeftOut = definition.fields.map((field) =>
      field.name === 'page_id' ? { ...field, defaultValue: undefined } : field,
    )
    expect(formDefinition('enquiry', server)).toEqual({ ...definition, fields: pageLeftOut })
  })

  it('sends, keeps the success record, tracks the enquiry (15: used) and goes to /success', async () => {
    const { site, stored } = leadSite()
    const fetch = fetchInto(site)
    vi.stubGlobal('fetch', fetch)
    const storage = memoryStorage()
    const shown = page(storage)
    await carEnquiryForm(forms, car, shown).submit(enquiry)

    expect(fetch).toHaveBeenCalledTimes(1)
    expect(shown.showErrors).not.toHaveBeenCalled()
    expect(shown.showBanner).not.toHaveBeenCalled()
    expect(shown.track).toHaveBeenCalledWith(15)
    expect(shown.navigate).toHaveBeenCalledWith('/success')
    expect(parseSuccessRecord(storage.data.get(forms.storageKeys.success))).toEqual({
      lead_id: 'lead-1',
      form: 'enquiry',
      category: 'Vehicle Enquiry',
      subcategory: 'Used Vehicle',
      event_id: 15,
      car: {
        id: 42,
        slug: '2021-kia-sportage',
        name: null,
        year: 2021,
        make: 'Kia',
        model: 'Sportage',
        car_type: 'used',
        primary_image_url: null,
      },
      submitted_at: '2026-03-13T23:30:00.000Z',
    })
    // Accepted, so nothing waits in the outbox.
    expect(storage.data.has(forms.storageKeys.outbox)).toBe(false)
    expect(
      stored.get(`wattle-bay-kia:${fetch.mock.calls[0]?.[1].headers['idempotency-key']}`)?.payload,
    ).toMatchObject({
      car_id: 42,
      url: 'https://dealer.example/cars/2021-kia-sportage',
      lead_attributes: {
        visited_pages: ['/', '/cars/2021-kia-sportage'],
        linked_query_params: { utm_source: 'google' },
      },
    })
  })

  it('tracks 14 for a new or demo car and 17 for a car tagged Test Drive Only', async () => {
    vi.stubGlobal(
      'fetch',
      fetchInto(leadSite({ findCar: (id) => Promise.resolve({ ...car, id: Number(id) }) }).site),
    )
    for (const [other, event] of [
      [{ ...car, car_type: 'new' }, 14],
      [{ ...car, car_type: 'demo' }, 14],
      [{ ...car, tag: 'Test Drive Only' }, 17],
    ] as const) {
      const shown = page(memoryStorage())
      await carEnquiryForm(forms, other, shown).submit(enquiry)
      expect(shown.track).toHaveBeenCalledWith(event)
    }
  })

  it('shows the error summary and sends nothing when the values fail validation', async () => {
    const fetch = fetchInto(leadSite().site)
    vi.stubGlobal('fetch', fetch)
    const shown = page(memoryStorage())
    await carEnquiryForm(forms, car, shown).submit({ ...enquiry, phone: '1300 123 456', message: '' })
    expect(shown.showErrors).toHaveBeenCalledWith({
      header: 'Please fix the following errors:',
      items: [
        { name: 'phone', label: 'Phone Number', message: messages.phoneInvalid },
        { name: 'message', label: 'Comments', message: 'Comments is required.' },
      ],
    })
    expect(fetch).not.toHaveBeenCalled()
    expect(shown.navigate).not.toHaveBeenCalled()
  })

  it("shows the server's message and field errors when the server refuses the lead", async () => {
    const errors = { email: 'This email address cannot receive mail.' }
    const refuse = vi.fn<LeadFetch>(() =>
      Promise.resolve({
        status: 400,
        headers: { get: () => null },
        json: () => Promise.resolve({ message: messages.errorSummaryHeader, errors }),
      }),
    )
    vi.stubGlobal('fetch', refuse)
    const storage = memoryStorage()
    const shown = page(storage)
    await carEnquiryForm(forms, car, shown).submit(enquiry)
    expect(shown.showBanner).toHaveBeenCalledWith(messages.errorSummaryHeader, errors)
    expect(shown.navigate).not.toHaveBeenCalled()
    // Refused, so not kept for a resend either.
    expect(storage.data.has(forms.storageKeys.outbox)).toBe(false)
  })

  it('sends the honeypot as it is: a filled one is refused by the server', async () => {
    const { site, stored } = leadSite()
    vi.stubGlobal('fetch', fetchInto(site))
    const shown = page(memoryStorage())
    await carEnquiryForm(forms, car, shown).submit(enquiry, 'https://spam.example')
    expect(shown.showBanner).toHaveBeenCalledWith(messages.unexpectedError, undefined)
    expect(stored.size).toBe(0)
  })

  it('resends on the next visit what an earlier visit left in the outbox', async () => {
    const { site, stored } = leadSite()
    const fetch = fetchInto(site)
    vi.stubGlobal('fetch', fetch)
    const storage = memoryStorage()
    const request = {
      form: 'enquiry',
      idempotency_key: '3b241101-e2bb-4255-8caf-4136c566a962',
      values: enquiry,
      car_id: 42,
      url: 'https://dealer.example/cars/2021-kia-sportage',
      visited_pages: [],
      linked_query_params: {},
    }
    storage.setItem(forms.storageKeys.outbox, JSON.stringify([{ request, queuedAt: Date.now() - 60_000 }]))
    carEnquiryForm(forms, car, page(storage))
    await flushed()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(stored.has('wattle-bay-kia:3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true)
    expect(storage.data.has(forms.storageKeys.outbox)).toBe(false)
  })

  it('is the code the README shows, word for word', () => {
    expect(read('../README.md')).toContain(`\`\`\`ts\n${read('../examples/car-enquiry-form.ts')}\`\`\``)
  })
})

describe("the README's lead endpoint (examples/lead-endpoint.ts)", () => {
  const body = {
    form: 'enquiry',
    idempotency_key: '3b241101-e2bb-4255-8caf-4136c566a962',
    values: { ...enquiry, opt_in: true, source: 'Forged' },
    car_id: 42,
    url: 'https://dealer.example/cars/2021-kia-sportage',
    visited_pages: ['/'],
    linked_query_params: { utm_source: 'google' },
    website: '',
  }

  it("stores the lead payload with the server's own car and answers 201 { lead_id }", async () => {
    const { site, stored } = leadSite()
    expect(await postLead(site, body, 'Mozilla/5.0 (test)')).toEqual({
      status: 201,
      body: { lead_id: 'lead-1' },
    })
    expect(stored.get('wattle-bay-kia:3b241101-e2bb-4255-8caf-4136c566a962')?.payload).toMatchObject({
      category: 'Vehicle Enquiry',
      subcategory: 'Used Vehicle',
      source: 'Website',
      user_agent: 'Mozilla/5.0 (test)',
      car_id: 42,
      stock_number: 'U1234',
      dealership_slug: 'wattle-bay-kia',
      'Vehicle Make': 'Kia',
      message: 'Is it still available?',
      phone: '+61412345678',
      opt_in: true,
      autogauge_enabled: true,
    })
  })

  it('answers a repeat of the same idempotency key with the same lead', async () => {
    const { site, stored } = leadSite()
    await postLead(site, body, '')
    expect(await postLead(site, body, '')).toEqual({ status: 201, body: { lead_id: 'lead-1' } })
    expect(stored.size).toBe(1)
  })

  it("answers 400 with the summary header and the fields' errors when the values fail", async () => {
    const { site, stored } = leadSite()
    const answer = await postLead(site, { ...body, values: { ...enquiry, email: 'jo@' } }, '')
    expect(answer).toEqual({
      status: 400,
      body: { message: 'Please fix the following errors:', errors: { email: messages.emailInvalid } },
    })
    expect(stored.size).toBe(0)
  })

  it("validates with the page's rules: a booking before the dealer's today is refused", async () => {
    const { site } = leadSite()
    const testDrive = { ...body, form: 'test-drive', values: { ...enquiry, booking_date: '2026-03-13' } }
    expect(await postLead(site, testDrive, '')).toEqual({
      status: 400,
      body: { message: messages.errorSummaryHeader, errors: { booking_date: messages.dateInPast } },
    })
  })

  it('answers 400 unexpected error to a body it cannot read, and to a filled honeypot', async () => {
    const { site, stored } = leadSite()
    const refused = { status: 400, body: { message: 'An unexpected error occured' } }
    expect(await postLead(site, 'not json', '')).toEqual(refused)
    expect(await postLead(site, { ...body, idempotency_key: 'abc' }, '')).toEqual(refused)
    expect(await postLead(site, { ...body, website: 'https://spam.example' }, '')).toEqual(refused)
    expect(stored.size).toBe(0)
  })

  it('is the code the README shows, word for word', () => {
    expect(read('../README.md')).toContain(`\`\`\`ts\n${read('../examples/lead-endpoint.ts')}\`\`\``)
  })
})

describe("the README's test-drive form (examples/test-drive-form.ts)", () => {
  const { fields, check } = testDriveForm(forms, '2026-03-14')

  it('includes the location select: no car, so the shopper picks where', () => {
    expect(fields.map((field) => field.name)).toEqual([
      'name',
      'email',
      'phone',
      'location',
      'booking_date',
      'booking_slot',
      'message',
      'opt_in',
      'page_id',
    ])
    expect(fields.find((field) => field.name === 'location')).toMatchObject({
      kind: 'select',
      required: true,
      options: [
        { value: '7', label: 'Gosford - Sales' },
        { value: '8', label: 'Tuggerah - Sales' },
      ],
    })
  })

  it('checks by the same rules on the server: a location is required, bookings before today are refused', () => {
    expect(check({ ...shopper, booking_date: '2026-03-13' })).toEqual({
      ok: false,
      errors: { location: 'Location is required.', booking_date: messages.dateInPast },
    })
    expect(check({ ...shopper, location: '7', booking_date: '2026-03-14', website: 'x' })).toEqual({
      ok: true,
      data: { ...shopper, phone: '+61412345678', location: '7', booking_date: '2026-03-14', opt_in: false },
    })
  })

  it('is the code the README shows, word for word', () => {
    expect(read('../README.md')).toContain(`\`\`\`ts\n${read('../examples/test-drive-form.ts')}\`\`\``)
  })
})

describe("the README's online payment (examples/invoice-payment.ts)", () => {
  const values = { reference: 'INV-10234', amount: '1,250.50', ...shopper, postcode: '2250' }

  it("answers the reference, 125050 cents and the receipt's '$1,250.50'", () => {
    expect(invoicePayment(forms, values)).toEqual({
      ok: true,
      reference: 'INV-10234',
      amountCents: 125050,
      receipt: '$1,250.50',
    })
  })

  it('answers the first error of each field otherwise', () => {
    expect(
      invoicePayment(forms, { ...values, reference: 'INV_1', amount: '50,000.01', postcode: '' }),
    ).toEqual({
      ok: false,
      errors: {
        reference: onlinePaymentMessages.referenceInvalid,
        amount: 'Cannot be less than $1 or more than $50,000',
        postcode: messages.tradeInPostcode,
      },
    })
  })

  it('is the code the README shows, word for word', () => {
    expect(read('../README.md')).toContain(`\`\`\`ts\n${read('../examples/invoice-payment.ts')}\`\`\``)
  })
})
