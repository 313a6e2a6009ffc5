import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountMessages, idempotencyMessages, requestFingerprint } from '@forecourt/site-server'
import { startApiSite, type ApiSite } from '../testing/api-site'
import { signedInShopper, type SignedInShopper } from './signed-in-shopper'

const wattle = 'wattle-bay.localhost'
const bunya = 'bunya-range.localhost'
const redGum = 'red-gum.localhost'
const shopper = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' }
// Expires long after any run of this test: the test payments check expiry against the real date.
const card = { number: '4242 4242 4242 4242', expiry: '12/99', cvc: '123', name: 'Jo Citizen' }

let site: ApiSite
let jo: SignedInShopper
beforeAll(async () => {
  site = await startApiSite()
  jo = await signedInShopper(site, wattle, 'jo@example.com', 'jo@example.com')
}, 60_000)
afterAll(() => site.close())

const enquiry = (key: string, message: string) => ({
  form: 'enquiry',
  car_id: 2000001,
  idempotency_key: key,
  values: { ...shopper, terms_conditions: true, message },
  url: `http://${wattle}/contact`,
})
const reservation = (key: string, carId: number, number = card.number) => ({
  car_id: carId,
  idempotency_key: key,
  values: { ...shopper, postcode: '4000' },
  card: { ...card, number },
  url: `http://${wattle}/cars/x/checkout`,
})
const onlinePayment = (key: string, reference: string) => ({
  idempotency_key: key,
  values: { reference, amount: '100', ...shopper, postcode: '4000' },
  card,
  url: `http://${wattle}/online-payment`,
})

describe('requestFingerprint', () => {
  it.each([
    ['key order does not matter', { a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 }, true],
    ['another value is another request', { a: 1 }, { a: 2 }, false],
    ['an array in another order is another request', { a: [1, 2] }, { a: [2, 1] }, false],
    ['a left-out field (the card) does not count', { a: 1, card: { number: '1' } }, { a: 1, card: 0 }, true],
  ])('%s', (_, first, second, same) => {
    expect(requestFingerprint(first, ['card']) === requestFingerprint(second, ['card'])).toBe(same)
  })
})

describe('Idempotency keys bound to the request: the same key with a different body answers 409', () => {
  it('leads: a retry answers the first lead (200); the key with another message is refused and stores nothing', async () => {
    const key = randomUUID()
    const first = await site.request(wattle, 'POST', '/api/leads', { json: enquiry(key, 'Is it available?') })
    expect(first.status).toBe(201)
    const retry = await site.request(wattle, 'POST', '/api/leads', { json: enquiry(key, 'Is it available?') })
    expect(retry.status).toBe(200)
    expect(retry.body.lead_id).toBe(first.body.lead_id)
    const reused = await site.request(wattle, 'POST', '/api/leads', {
      json: enquiry(key, 'Another question'),
    })
    expect(reused.status).toBe(409)
    expect(reused.body.message).toBe(idempotencyMessages.keyReused)
    const stored = await site.storage.leads.findByIdempotencyKey('wattle-bay-kia', key)
    expect(stored?.payload.message).toBe('Is it available?')
  })

  it('leads: the key reused for a request that would be refused anyway answers 409, and a retry is never refused', async () => {
    const key = randomUUID()
    const first = await site.request(wattle, 'POST', '/api/leads', { json: enquiry(key, 'Is it available?') })
    expect(first.status).toBe(201)
    for (const changed of [
      { ...enquiry(key, 'Is it available?'), car_id: 9_999_999 },
      { ...enquiry(key, 'Is it available?'), values: { ...shopper, message: 'No terms ticked' } },
    ]) {
      const reused = await site.request(wattle, 'POST', '/api/leads', { json: changed })
      expect([reused.status, reused.body.message]).toEqual([409, idempotencyMessages.keyReused])
    }
    const retry = await site.request(wattle, 'POST', '/api/leads', { json: enquiry(key, 'Is it available?') })
    expect([retry.status, retry.body.lead_id]).toEqual([200, first.body.lead_id])
  })

  it('reservations: the same key again with another car and card number "0" is refused, and that car stays free', async () => {
    const key = randomUUID()
    const first = await site.request(wattle, 'POST', '/api/reservations', { json: reservation(key, 2000008) })
    expect(first.status).toBe(201)
    const reused = await site.request(wattle, 'POST', '/api/reservations', {
      json: reservation(key, 2000009, '0'),
    })
    expect(reused.status).toBe(409)
    expect(reused.body.message).toBe(idempotencyMessages.keyReused)
    const reserved = await site.storage.reservations.reservedCarIds('wattle-bay-kia')
    expect(reserved).toContain(2000008)
    expect(reserved).not.toContain(2000009)
  })

  it('reservations: a retry of the same request answers the first reservation and holds nothing more', async () => {
    const key = randomUUID()
    const first = await site.request(wattle, 'POST', '/api/reservations', { json: reservation(key, 2000010) })
    expect(first.status).toBe(201)
    const retry = await site.request(wattle, 'POST', '/api/reservations', { json: reservation(key, 2000010) })
    expect(retry.status).toBe(200)
    expect(retry.body).toEqual(first.body)
  })

  it('reservations: a retry after the server stopped between the hold and the lead finishes its own hold', async () => {
    const key = randomUUID()
    const body = reservation(key, 2000011)
    // What a server leaves when it stops after holding the car and before storing the lead.
    const orphan = await site.storage.reservations.create({
      tenant: 'wattle-bay-kia',
      carId: 2000011,
      userId: null,
      leadId: null,
      amountCents: 50_000,
      paymentReference: 'pending',
      holdMs: 3_600_000,
      idempotencyKey: key,
      requestFingerprint: requestFingerprint(body, ['card']),
    })
    const retry = await site.request(wattle, 'POST', '/api/reservations', { json: body })
    expect(retry.status).toBe(201)
    expect(retry.body.reservation_id).toBe(orphan?.id)
    const lead = await site.storage.leads.findByIdempotencyKey('wattle-bay-kia', key)
    expect(lead?.payload.reservation_id).toBe(orphan?.id)
    expect(lead?.payload.payment_reference).toMatch(/^test_/)
    const own = await site.storage.reservations.activeByIdempotencyKey('wattle-bay-kia', key)
    expect(own?.paymentReference).toBe(lead?.payload.payment_reference)
    // Its key with another car is still refused, and does not touch the hold.
    const reused = await site.request(wattle, 'POST', '/api/reservations', {
      json: reservation(key, 2000012),
    })
    expect(reused.status).toBe(409)
    expect(reused.body.message).toBe(idempotencyMessages.keyReused)
  })

  it('reservations: a retry of a request whose payment went through before the server stopped is not charged again', async () => {
    const key = randomUUID()
    const body = reservation(key, 2000014)
    const paid = await site.storage.reservations.create({
      tenant: 'wattle-bay-kia',
      carId: 2000014,
      userId: null,
      leadId: null,
      amountCents: 50_000,
      paymentReference: 'test_paid_before_the_stop',
      holdMs: 3_600_000,
      idempotencyKey: key,
      requestFingerprint: requestFingerprint(body, ['card']),
    })
    // A card that would be declined: it is not charged at all.
    const retry = await site.request(wattle, 'POST', '/api/reservations', {
      json: { ...body, card: { ...card, number: '4000 0000 0000 0002' } },
    })
    expect(retry.status).toBe(201)
    expect(retry.body.reservation_id).toBe(paid?.id)
    const lead = await site.storage.leads.findByIdempotencyKey('wattle-bay-kia', key)
    expect(lead?.payload.payment_reference).toBe('test_paid_before_the_stop')
  })

  it('reservations: two copies of one request at once hold the car once and both answer that reservation', async () => {
    const key = randomUUID()
    const answers = await Promise.all(
      [1, 2].map(() =>
        site.request(wattle, 'POST', '/api/reservations', { json: reservation(key, 2000013) }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    expect(answers[0]?.body).toEqual(answers[1]?.body)
    expect(answers[0]?.body.reservation_id).toEqual(expect.any(String))
  })

  it('online payments: the key with another reference is refused; a retry answers the first receipt', async () => {
    const key = randomUUID()
    const pay = (body: unknown) =>
      site.request(wattle, 'POST', '/api/online-payment', { json: body, headers: jo.headers })
    const first = await pay(onlinePayment(key, 'INV-1'))
    expect(first.status).toBe(201)
    const retry = await pay(onlinePayment(key, 'INV-1'))
    expect(retry.status).toBe(200)
    expect(retry.body).toEqual(first.body)
    const reused = await pay(onlinePayment(key, 'INV-2'))
    expect(reused.status).toBe(409)
    expect(reused.body.message).toBe(idempotencyMessages.keyReused)
  })
})

describe('Gated endpoints: where a tenant gates a page, the endpoints behind it refuse an anonymous call too', () => {
  it.each([
    ['checkout (Bunya Range)', bunya, '/api/reservations', reservation(randomUUID(), 1000001)],
    [
      'finance (Wattle Bay): a finance enquiry',
      wattle,
      '/api/leads',
      { ...enquiry(randomUUID(), 'Finance please'), form: 'finance-enquiry' },
    ],
    [
      'trade-in (Red Gum): the trade-in lead',
      redGum,
      '/api/leads',
      { ...enquiry(randomUUID(), 'Value my van'), form: 'trade-in' },
    ],
    [
      'trade-in (Red Gum): the rego lookup',
      redGum,
      '/api/trade-in/rego-lookup',
      { rego: 'ABC123', state: 'QLD' },
    ],
    ['trade-in (Red Gum): the valuation', redGum, '/api/miscellaneous', { lead_id: randomUUID() }],
    [
      'trade-in (Red Gum): the accepted offer',
      redGum,
      '/api/trade-in/offer-accepted',
      { lead_id: randomUUID() },
    ],
  ])('%s answers 401 signed out, whatever page it claims to come from', async (_, host, path, json) => {
    const answer = await site.request(host, 'POST', path, {
      json: { ...json, url: `http://${host}/` },
      headers: { referer: `http://${host}/` },
    })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBe(accountMessages.signInFirst)
  })

  it('Bunya Range: an anonymous reservation reserves nothing', async () => {
    await site.request(bunya, 'POST', '/api/reservations', { json: reservation(randomUUID(), 1000003) })
    expect(await site.storage.reservations.reservedCarIds('bunya-range-motor-group')).not.toContain(1000003)
  })

  it('a tenant that does not gate the page takes the same request anonymously (Red Gum finance enquiry)', async () => {
    const answer = await site.request(redGum, 'POST', '/api/leads', {
      json: { ...enquiry(randomUUID(), 'Finance please'), form: 'finance-enquiry', values: { ...shopper } },
    })
    expect(answer.status).not.toBe(401)
  })
})
