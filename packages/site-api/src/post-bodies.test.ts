import { describe, expect, expectTypeOf, it } from 'vitest'
import type { PostAnswers } from './post-answers'
import { parsePostBody, postBodies, type PostBody, type PostPath } from './post-bodies'
import { siteRoutes } from './route-table'

const key = '0f8fad5b-d9cb-469f-a165-70867728950e'
const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Jo Citizen' }

/** A body each endpoint's browser code sends, and one field sent with the wrong type. */
const cases: { [P in PostPath]: { sent: PostBody<P>; wrong: [field: string, value: unknown] } } = {
  '/api/leads': {
    sent: { form: 'enquiry', idempotency_key: key, values: { name: 'Jo' }, url: 'https://dealer.example/' },
    wrong: ['form', 'brochure'],
  },
  '/api/reservations': {
    sent: { car_id: 8, idempotency_key: key, values: {}, card, url: '' },
    wrong: ['card', 'cash'],
  },
  '/api/online-payment': {
    sent: { idempotency_key: key, values: {}, card },
    wrong: ['idempotency_key', 'one'],
  },
  '/api/spin-to-win': { sent: { url: 'https://dealer.example/spin' }, wrong: ['', []] },
  '/api/sign-in/code': { sent: { destination: 'jo@example.com' }, wrong: ['destination', 412345678] },
  '/api/sign-in/verify': { sent: { destination: 'jo@example.com', code: '042917' }, wrong: ['code', {}] },
  '/api/sign-out': { sent: {}, wrong: ['', 'out'] },
  '/api/account/phone': { sent: { phone: '0412 345 678' }, wrong: ['phone', ['0412345678']] },
  '/api/watchlist/save-car': { sent: { car_id: 8, phone_number: '0412345678' }, wrong: ['car_id', 'x'] },
  '/api/watchlist/remove-car': { sent: { car_id: '8', phone_number: '0412345678' }, wrong: ['car_id', 1.5] },
  '/api/youx/quote': { sent: { purchasePrice: 30_000, loanTerm: 5 }, wrong: ['purchasePrice', true] },
  '/api/trade-in/rego-lookup': {
    sent: { lead_id: key, rego: '561PHJ', regoState: 'QLD' },
    wrong: ['rego', 561],
  },
  '/api/trade-in/adjustments': {
    sent: { id: key, adjustmentAnswers: { odometer: '20k_50k' } },
    wrong: ['adjustmentAnswers', 'good'],
  },
  '/api/trade-in/offer-accepted': {
    sent: { lead_id: key, form_completed: true, offer_accepted: true },
    wrong: ['offer_accepted', 'yes'],
  },
  '/api/miscellaneous': {
    sent: { lead_id: key, column_name: 'valuation', valuation: { offer_price: 18_450 } },
    wrong: ['valuation', 'high'],
  },
  '/api/phone-reveal': { sent: { car_id: 8 }, wrong: ['car_id', null] },
  '/api/events': { sent: { event: 9, car_id: 8 }, wrong: ['event', 1000] },
}

const paths = Object.keys(postBodies) as PostPath[]

describe('the POST bodies', () => {
  it.each(paths)('%s takes what the browser sends', (path) => {
    expect(parsePostBody(path, cases[path].sent).ok).toBe(true)
  })

  it.each(paths)('%s names the field sent with the wrong type', (path) => {
    const [field, value] = cases[path].wrong
    const body = field === '' ? value : { ...cases[path].sent, [field]: value }
    const reading = parsePostBody(path, body)
    expect(reading.ok).toBe(false)
    if (!reading.ok) {
      expect(reading.field).toBe(field)
      expect(reading.issue).not.toBe('')
    }
  })

  it('reads a car id sent as digits as a number, and drops keys it does not list', () => {
    expect(parsePostBody('/api/watchlist/save-car', { car_id: ' 8 ', admin: true })).toEqual({
      ok: true,
      body: { car_id: 8 },
    })
  })

  it('reads an analytics event with a car id that is not one as an event without a car', () => {
    expect(parsePostBody('/api/events', { event: '9', car_id: 'x' })).toEqual({
      ok: true,
      body: { event: 9 },
    })
  })

  it('cuts a spin page address to 2,048 characters, and keeps the usable fields of a car typed by hand', () => {
    const spin = parsePostBody('/api/spin-to-win', { url: `https://dealer.example/${'x'.repeat(3000)}` })
    expect(spin.ok && spin.body.url?.length).toBe(2048)
    const adjustments = parsePostBody('/api/trade-in/adjustments', {
      id: key,
      adjustmentAnswers: {},
      vehicle: { year: 2019, make: 'M'.repeat(200), model: 'Corolla' },
    })
    expect(adjustments.ok && adjustments.body.vehicle).toEqual({ year: 2019, model: 'Corolla' })
  })

  it("are the route table's: every POST of the browser it lists has its schema, and no schema is for a path it does not list", () => {
    const posts = siteRoutes.filter((route) => route.method === 'POST' && route.access !== 'stock-token')
    expect(posts.map((route) => route.path).sort()).toEqual([...paths].sort())
    for (const route of posts) expect(route.body, route.path).toBe(postBodies[route.path as PostPath])
  })

  it('have an answer type each, and only they', () => {
    expectTypeOf<keyof PostAnswers>().toEqualTypeOf<PostPath>()
  })
})
