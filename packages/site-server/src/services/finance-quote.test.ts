import { repayment } from '@forecourt/finance-math'
import { readSiteSettings } from '../settings/site-settings'
import { describe, expect, it, vi } from 'vitest'
import {
  comparisonRate,
  creditScoreBands,
  embeddedFinanceQuote,
  embeddedRateCard,
  financeQuoteFromEnv,
  httpFinanceQuote,
  parseQuoteRequest,
  quoteMessages,
  type QuoteRequest,
} from './finance-quote'
import { ServiceUnavailableError } from './outside-http'

const request = (overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 30_000,
  loanTerm: 5,
  year: 2024,
  vin: null,
  nvic: null,
  whoIsHelping: null,
  ...overrides,
})

describe('parseQuoteRequest (spec section 7, "POST /api/youx/quote … only when price > 0")', () => {
  it.each([
    ['no purchasePrice', {}, quoteMessages.purchasePrice],
    ['purchasePrice 0', { purchasePrice: 0 }, quoteMessages.purchasePrice],
    ['a negative purchasePrice', { purchasePrice: -5 }, quoteMessages.purchasePrice],
    ['purchasePrice that is not a number', { purchasePrice: 'lots' }, quoteMessages.purchasePrice],
    ['loanTerm 0', { purchasePrice: 30000, loanTerm: 0 }, quoteMessages.loanTerm],
    ['loanTerm 8', { purchasePrice: 30000, loanTerm: 8 }, quoteMessages.loanTerm],
    [
      'an unknown credit score',
      { purchasePrice: 30000, selfAssessedCreditScore: 'AMAZING' },
      quoteMessages.creditScore,
    ],
    ['a year that is not a year', { purchasePrice: 30000, year: 20.5 }, quoteMessages.year],
  ])('refuses %s', (_case, body, message) => {
    expect(parseQuoteRequest(body)).toEqual({ ok: false, message })
  })

  it.each([
    [
      'the spec defaults: credit score GREAT, loan term 5',
      { purchasePrice: 30000 },
      { selfAssessedCreditScore: 'GREAT', loanTerm: 5 },
    ],
    ['loanTerm 1', { purchasePrice: 30000, loanTerm: 1 }, { loanTerm: 1 }],
    ['loanTerm 7', { purchasePrice: 30000, loanTerm: 7 }, { loanTerm: 7 }],
    [
      'a numeric string price and a lower-case band',
      { purchasePrice: '45990', selfAssessedCreditScore: 'good' },
      { purchasePrice: 45990, selfAssessedCreditScore: 'GOOD' },
    ],
    [
      'the car fields passed on',
      { purchasePrice: 1, year: 2021, vin: 'JM0XLD1H4SN606106', nvic: 'R2N5L9', whoIsHelping: 'Sam' },
      { year: 2021, vin: 'JM0XLD1H4SN606106', nvic: 'R2N5L9', whoIsHelping: 'Sam' },
    ],
  ])('accepts %s', (_case, body, expected) => {
    const parsed = parseQuoteRequest(body)
    expect(parsed.ok && parsed.request).toMatchObject(expected)
  })
})

describe('embeddedFinanceQuote', () => {
  it('quote credit score \'GREAT\', loan term 5 (spec section 9, "Finance estimate box")', async () => {
    expect(await embeddedFinanceQuote().quote(request())).toEqual({
      weeklyRepaymentAmount: 146,
      advertisedRate: 8.49,
      comparisonRate: 9.6,
    })
  })

  it('the weekly repayment is finance-math on price plus the establishment fee, with the account fee spread weekly', async () => {
    const quote = await embeddedFinanceQuote().quote(request({ purchasePrice: 52_990, loanTerm: 7 }))
    const loan = repayment({ price: 52_990, establishmentFee: 395, ratePercent: 8.49, termYears: 7 })
    expect(quote.weeklyRepaymentAmount).toBe(Math.round(loan + (8 * 12) / 52))
  })

  it('a better credit score never costs more', async () => {
    const quotes = await Promise.all(
      creditScoreBands.map((band) =>
        embeddedFinanceQuote().quote(request({ selfAssessedCreditScore: band })),
      ),
    )
    const weekly = quotes.map((quote) => quote.weeklyRepaymentAmount)
    expect(weekly).toEqual([...weekly].sort((a, b) => a - b))
  })

  it.each(creditScoreBands)(
    'the %s comparison rate is above its advertised rate and inside the spec range 8.38%%–19.42%%',
    (band) => {
      const rate = comparisonRate(embeddedRateCard[band], { establishment: 395, monthlyAccount: 8 })
      expect(rate).toBeGreaterThan(embeddedRateCard[band])
      expect(rate).toBeGreaterThanOrEqual(8.38)
      expect(rate).toBeLessThanOrEqual(19.42)
    },
  )

  it('without fees the comparison rate is the advertised rate', () => {
    expect(comparisonRate(9.99, { establishment: 0, monthlyAccount: 0 })).toBe(9.99)
  })
})

describe('httpFinanceQuote (FINANCE_QUOTE_URL)', () => {
  const answering = (status: number, body: unknown) =>
    vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })))

  it('POSTs the request as JSON with the key and reads the three figures', async () => {
    const fetchImpl = answering(200, {
      weeklyRepaymentAmount: '139.5',
      advertisedRate: 7.99,
      comparisonRate: 8.81,
    })
    const quote = await httpFinanceQuote({
      url: 'https://quotes.example/q',
      apiKey: 'k',
      fetch: fetchImpl,
    }).quote(request())
    expect(quote).toEqual({ weeklyRepaymentAmount: 139.5, advertisedRate: 7.99, comparisonRate: 8.81 })
    const [url, init] = fetchImpl.mock.calls[0] ?? []
    expect(url).toBe('https://quotes.example/q')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toMatchObject({ 'x-api-key': 'k', 'content-type': 'application/json' })
    expect(JSON.parse(init?.body as string)).toEqual(request())
  })

  it.each([
    ['a server error', answering(500, { error: 'down' })],
    ['an answer without rates', answering(200, { weeklyRepaymentAmount: 139 })],
    ['a network failure', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed')))],
  ])('%s rejects with ServiceUnavailableError', async (_case, fetchImpl) => {
    await expect(
      httpFinanceQuote({ url: 'https://quotes.example/q', fetch: fetchImpl }).quote(request()),
    ).rejects.toThrow(ServiceUnavailableError)
  })

  it('gives up after the timeout', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    )
    await expect(
      httpFinanceQuote({ url: 'https://quotes.example/q', fetch: hanging, timeoutMs: 20 }).quote(request()),
    ).rejects.toThrow(ServiceUnavailableError)
  })
})

describe('financeQuoteFromEnv', () => {
  it('answers with the embedded quote when FINANCE_QUOTE_URL is unset', async () => {
    expect((await financeQuoteFromEnv(readSiteSettings({})).quote(request())).advertisedRate).toBe(8.49)
  })

  it.each([
    [{ FINANCE_QUOTE_URL: 'quotes.example' }, /FINANCE_QUOTE_URL must be an http\(s\) address/],
    [
      { FINANCE_QUOTE_URL: 'https://quotes.example', FINANCE_QUOTE_TIMEOUT_MS: 'soon' },
      /FINANCE_QUOTE_TIMEOUT_MS/,
    ],
  ])('stops at start on bad settings %j', (env, message) => {
    expect(() => financeQuoteFromEnv(readSiteSettings(env))).toThrow(message)
  })
})
