import { describe, expect, it } from 'vitest'
import { fakeServer as service, offline } from './testing-fake-fetch'
import { financeQuote, type FetchJson } from './finance-quote'

const quote = { weeklyRepaymentAmount: 182, advertisedRate: 8.49, comparisonRate: 9.6 }

describe('the finance quote (POST /api/youx/quote)', () => {
  it("asks with the spec's defaults: credit score GREAT over 5 years", async () => {
    const { calls, fetchJson } = service(200, quote)
    expect(
      await financeQuote({ purchasePrice: 37990, year: 2025, vin: 'VIN1', nvic: null }, fetchJson),
    ).toEqual(quote)
    expect(calls).toEqual([
      {
        url: '/api/youx/quote',
        body: {
          selfAssessedCreditScore: 'GREAT',
          purchasePrice: 37990,
          loanTerm: 5,
          year: 2025,
          vin: 'VIN1',
          nvic: null,
          whoIsHelping: null,
        },
      },
    ])
  })

  it('sends the NVIC and who is helping when the car has them', async () => {
    const { calls, fetchJson } = service(200, quote)
    await financeQuote(
      {
        purchasePrice: 41990,
        year: 2026,
        vin: 'KNARWCH07TJ019930',
        nvic: 'W8L8T8',
        whoIsHelping: 'Wattle Bay Kia',
      },
      fetchJson,
    )
    expect(calls[0]?.body).toMatchObject({
      vin: 'KNARWCH07TJ019930',
      nvic: 'W8L8T8',
      whoIsHelping: 'Wattle Bay Kia',
    })
  })

  it.each<[string, number, unknown, FetchJson | null]>([
    ['an answer that is not a quote', 200, { weeklyRepaymentAmount: '182' }, null],
    ['a refusal', 502, quote, null],
    ['an answer that is not JSON', 200, null, null],
    ['no network', 200, quote, offline],
  ])('"Quote fetch errors … ignored silently": %s answers null', async (_case, status, body, fetchJson) => {
    expect(
      await financeQuote(
        { purchasePrice: 100, year: null, vin: null, nvic: null },
        fetchJson ?? service(status, body).fetchJson,
      ),
    ).toBeNull()
  })

  it('is never asked without a price above 0', async () => {
    const { calls, fetchJson } = service(200, quote)
    expect(await financeQuote({ purchasePrice: 0, year: null, vin: null, nvic: null }, fetchJson)).toBeNull()
    expect(calls).toHaveLength(0)
  })
})
