import { describe, expect, it, vi } from 'vitest'
import { readSiteSettings } from '../settings/site-settings'
import {
  embeddedTestPayments,
  luhnValid,
  parseExpiry,
  paymentMessages,
  paymentProviderFromEnv,
  type CardDetails,
  type ChargeRequest,
} from './payment'

const now = new Date('2026-11-23T00:00:00Z')
const card = (overrides: Partial<CardDetails> = {}): CardDetails => ({
  number: '4242 4242 4242 4242',
  expiry: '12/28',
  cvc: '123',
  name: 'Sam Citizen',
  ...overrides,
})
let keys = 0
const charge = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  amountCents: 20_000,
  currency: 'AUD',
  card: card(),
  description: 'Reserve 2025 Mazda Mazda3',
  idempotencyKey: `key-${(keys += 1)}`,
  ...overrides,
})

describe('luhnValid', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4111111111111111', true],
    ['4242424242424241', false],
    ['42424242x4242424', false],
  ])('%s: %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid)
  })

  it.each([
    ['09/28', { month: 9, year: 2028 }],
    ['9 / 2028', { month: 9, year: 2028 }],
    ['13/28', null],
    ['0928', null],
  ])('parseExpiry(%s) is %j', (expiry, parsed) => {
    expect(parseExpiry(expiry)).toEqual(parsed)
  })
})

describe('embeddedTestPayments: the embedded test payment system', () => {
  it.each([
    ['4242 4242 4242 4242 succeeds', charge(), null],
    [
      "4000 0000 0000 0002 declines with 'Your card was declined.'",
      charge({ card: card({ number: '4000 0000 0000 0002' }) }),
      paymentMessages.declined,
    ],
    [
      'any other valid card is told to use the test card',
      charge({ card: card({ number: '4111 1111 1111 1111' }) }),
      paymentMessages.testOnly,
    ],
    [
      'a number failing the Luhn check',
      charge({ card: card({ number: '4242 4242 4242 4241' }) }),
      paymentMessages.number,
    ],
    ['a number too short', charge({ card: card({ number: '4242' }) }), paymentMessages.number],
    ['an expiry last month', charge({ card: card({ expiry: '10/26' }) }), paymentMessages.expired],
    ['an expiry this month is still valid', charge({ card: card({ expiry: '11/26' }) }), null],
    ['an unreadable expiry', charge({ card: card({ expiry: 'soon' }) }), paymentMessages.expiry],
    ['a CVC of 2 digits', charge({ card: card({ cvc: '12' }) }), paymentMessages.cvc],
    ['a CVC of 4 digits is fine', charge({ card: card({ cvc: '1234' }) }), null],
    ['no name on the card', charge({ card: card({ name: ' ' }) }), paymentMessages.name],
    ['an amount of 0 cents', charge({ amountCents: 0 }), paymentMessages.amount],
    ['a fraction of a cent', charge({ amountCents: 10.5 }), paymentMessages.amount],
    ['another currency', charge({ currency: 'NZD' as 'AUD' }), paymentMessages.currency],
  ])('%s', async (_case, request, message) => {
    const result = await embeddedTestPayments({ now: () => now, log: () => {} }).charge(request)
    if (message === null)
      expect(result).toEqual({ ok: true, reference: expect.stringMatching(/^test_[0-9a-f-]{36}$/) as string })
    else expect(result).toEqual({ ok: false, message })
  })

  it('never logs card data: the log function is never passed the number, expiry or CVC', async () => {
    const log = vi.fn<(message: string) => void>()
    const payments = embeddedTestPayments({ now: () => now, log })
    const numbers = [
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4111 1111 1111 1111',
      '4242 4242 4242 4241',
    ]
    for (const number of numbers)
      await payments.charge(charge({ card: card({ number, cvc: '987', expiry: '07/29' }) }))
    expect(log).toHaveBeenCalledTimes(numbers.length)
    for (const [message] of log.mock.calls) {
      for (const number of numbers) {
        expect(message).not.toContain(number)
        expect(message).not.toContain(number.replace(/\s/g, ''))
      }
      // The CVC and expiry never appear as written; the random payment reference is removed first, since its hex
      // digits could contain '987' by chance.
      const withoutReference = String(message).replace(/test_[0-9a-f-]+/g, '')
      expect(withoutReference).not.toMatch(/987|07\/29/)
    }
  })

  it('a repeated idempotency key answers the first result and charges nothing', async () => {
    const log = vi.fn<(message: string) => void>()
    const payments = embeddedTestPayments({ now: () => now, log })
    const first = await payments.charge(charge({ idempotencyKey: 'same' }))
    expect(await payments.charge(charge({ idempotencyKey: 'same' }))).toEqual(first)
    expect(log).toHaveBeenCalledTimes(1)
    expect(await payments.charge(charge({ idempotencyKey: 'same', amountCents: 1 }))).toEqual({
      ok: false,
      message: paymentMessages.repeat,
    })
  })

  it('a mistyped card does not use up the idempotency key', async () => {
    const payments = embeddedTestPayments({ now: () => now, log: () => {} })
    await payments.charge(charge({ idempotencyKey: 'retry', card: card({ cvc: '1' }) }))
    expect((await payments.charge(charge({ idempotencyKey: 'retry' }))).ok).toBe(true)
  })
})

describe('paymentProviderFromEnv (PAYMENT_PROVIDER reserved)', () => {
  it.each([[{}], [{ PAYMENT_PROVIDER: 'test' }], [{ PAYMENT_PROVIDER: ' ' }]])(
    '%j gives the embedded test payment system',
    async (env) => {
      const payments = paymentProviderFromEnv(readSiteSettings(env), { now: () => now, log: () => {} })
      expect((await payments.charge(charge())).ok).toBe(true)
    },
  )

  it('the test payment provider refuses to run under NODE_ENV=production unless a setting says so on purpose', async () => {
    expect(() => paymentProviderFromEnv(readSiteSettings({ NODE_ENV: 'production' }))).toThrow(
      'The embedded test payment system takes no money, so it does not run with NODE_ENV=production.',
    )
    expect(() =>
      paymentProviderFromEnv(
        readSiteSettings({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'yes' }),
      ),
    ).toThrow(/ALLOW_TEST_PAYMENTS=true/)
    const demo = paymentProviderFromEnv(
      readSiteSettings({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' }),
      { now: () => now, log: () => {} },
    )
    expect((await demo.charge(charge())).ok).toBe(true)
  })

  it('any other value stops the server at start with a clear config error', () => {
    expect(() => paymentProviderFromEnv(readSiteSettings({ PAYMENT_PROVIDER: 'stripe' }))).toThrow(
      /PAYMENT_PROVIDER is not available: only "test"/,
    )
  })
})
