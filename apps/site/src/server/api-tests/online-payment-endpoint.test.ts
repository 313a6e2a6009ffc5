import { randomUUID } from 'node:crypto'
import { messages } from '@forecourt/lead-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiSite, type ApiSite } from '../testing/api-site'
import { onlinePaymentCategory, onlinePaymentEndpointMessages } from '@forecourt/site-server'
import { signedInShopper, type SignedInShopper } from './signed-in-shopper'

const wattle = 'wattle-bay.localhost'
const tenant = 'wattle-bay-kia'
// The payments of the test site check the expiry against the real date (FORECOURT_NOW pins only the site's clock),
// so the card expires long after any run of this test.
const approved = { number: '4242 4242 4242 4242', expiry: '12/99', cvc: '123', name: 'Jo Citizen' }
const declined = { ...approved, number: '4000 0000 0000 0002' }
const values = {
  reference: 'INV-10234',
  amount: '1,250.50',
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
}

function payment(overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: randomUUID(),
    values,
    card: approved,
    url: `http://${wattle}/online-payment`,
    ...overrides,
  }
}

let site: ApiSite
let jo: SignedInShopper
beforeAll(async () => {
  site = await startApiSite()
  jo = await signedInShopper(site, wattle, 'jo@example.com', 'jo@example.com')
}, 60_000)
afterAll(() => site.close())

const pay = (json: unknown, headers: Record<string, string> = jo.headers) =>
  site.request(wattle, 'POST', '/api/online-payment', { json, headers })

describe('POST /api/online-payment', () => {
  it('charges the amount, stores an Online Payment lead with the payment reference and answers a receipt', async () => {
    const before = Date.now()
    const answer = await pay(payment())
    expect(answer.status).toBe(201)
    expect(answer.body.receipt).toMatchObject({ reference: 'INV-10234', amount: '$1,250.50' })
    const receipt = answer.body.receipt as { payment_reference: string; paid_at: string }
    expect(receipt.payment_reference).toMatch(/^test_/)
    // A payment is stamped with the real time, whatever the demo clock says.
    expect(Date.parse(receipt.paid_at)).toBeGreaterThanOrEqual(before)
    const lead = await site.storage.leads.get(tenant, String(answer.body.lead_id))
    expect(lead).toMatchObject({ form: 'online-payment', category: onlinePaymentCategory, carId: null })
    expect(lead?.payload).toMatchObject({
      category: onlinePaymentCategory,
      source: 'Website',
      reference: 'INV-10234',
      amount: '$1,250.50',
      payment_reference: receipt.payment_reference,
      name: 'Jo Citizen',
      phone: '+61412345678',
      user_id: jo.userId,
    })
  })

  it('the card is never stored or logged', async () => {
    const answer = await pay(payment())
    const lead = await site.storage.leads.get(tenant, String(answer.body.lead_id))
    const stored = JSON.stringify(lead)
    for (const secret of [
      '4242424242424242',
      '4242 4242',
      '12/99',
      '"cvc"',
      '"expiry"',
      '"card"',
      '"number"',
    ])
      expect(stored).not.toContain(secret)
    expect(Object.values(lead?.payload ?? {})).not.toContain('123')
    await pay(payment({ card: declined }))
    expect(site.logged.join('\n')).not.toMatch(/4242\s?4242|4000\s?0000|cvc/i)
  })

  it('a repeated idempotency key charges nothing more and answers the first payment', async () => {
    const body = payment()
    const first = await pay(body)
    const again = await pay(body)
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body).toEqual(first.body)
    const leads = await site.storage.leads.list(tenant, { limit: 500 })
    expect(leads.filter((lead) => lead.idempotencyKey === body.idempotency_key)).toHaveLength(1)
  })

  it('a declined card answers 402 with the card’s problem and stores nothing', async () => {
    const before = (await site.storage.leads.list(tenant, { limit: 500 })).length
    const answer = await pay(payment({ card: declined }))
    expect(answer.status).toBe(402)
    expect(answer.body).toEqual({ message: 'Your card was declined.' })
    expect(await site.storage.leads.list(tenant, { limit: 500 })).toHaveLength(before)
  })

  it('bad values answer 400 with a message per field and charge nothing', async () => {
    const answer = await pay(payment({ values: { ...values, amount: '60,000', email: 'nope' } }))
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      message: messages.errorSummaryHeader,
      errors: { amount: messages.amountRange(1, 50_000), email: messages.emailInvalid },
    })
  })

  it.each([
    ['no idempotency key', { idempotency_key: undefined }],
    ['no card', { card: undefined }],
    ['values that are not an object', { values: 'x' }],
  ])('a request with %s answers 400', async (_name, overrides) => {
    const answer = await pay(payment(overrides))
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message: onlinePaymentEndpointMessages.badRequest })
  })

  it('signed out answers 401 with the sign-in address that comes back here', async () => {
    const answer = await pay(payment(), {})
    expect(answer.status).toBe(401)
    expect(answer.body.redirect).toBe('/sign-in?type=online-payment&redirect=%2Fonline-payment&back=%2F')
  })

  it.each([
    ['without the CSRF token', () => jo.cookie],
    ['from another site', () => ({ ...jo.headers, origin: 'https://evil.example' })],
  ])('a POST %s answers 403 and charges nothing', async (_name, headers) => {
    const before = site.logged.filter((line) => line.startsWith('test payment')).length
    expect((await pay(payment(), headers())).status).toBe(403)
    expect(site.logged.filter((line) => line.startsWith('test payment'))).toHaveLength(before)
  })

  it('a session of one tenant is nobody on another', async () => {
    const answer = await site.request('bunya-range.localhost', 'POST', '/api/online-payment', {
      json: payment(),
      headers: jo.headers,
    })
    expect(answer.status).toBe(401)
  })

  it('GET answers 405', async () => {
    const answer = await site.request(wattle, 'GET', '/api/online-payment')
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('POST')
  })
})
