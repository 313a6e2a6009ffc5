import { createSiteApiClient } from '@forecourt/site-api/client'

/** The fetch a call uses; tests pass their own. */
export type FetchJson = (
  url: string,
  init: RequestInit,
) => Promise<Pick<Response, 'ok' | 'status' | 'json' | 'text'>>

/** A finance quote: the weekly repayment and its rates (spec section 3, youxQuote). */
export interface FinanceQuote {
  weeklyRepaymentAmount: number
  advertisedRate: number
  comparisonRate: number
}

/** What a quote is asked for (spec section 7, POST /api/youx/quote): the price and year, and the car's identity. */
export interface QuoteRequest {
  purchasePrice: number
  year: number | null
  vin: string | null
  nvic: string | null
  /** The car's dealership, as the quote service's `whoIsHelping`. @defaultValue null */
  whoIsHelping?: string | null
  /** @defaultValue 'GREAT' (spec section 9) */
  selfAssessedCreditScore?: string
  /** @defaultValue 5 */
  loanTerm?: number
}

const figure = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/**
 * A finance quote for a car with a price above 0 (`POST /api/youx/quote`); every failure answers null, silently
 * (spec section 8, "Quote fetch errors … ignored silently"). It imports nothing else, so the vehicle page asks for a
 * quote without loading the forms' messages.
 * @example await financeQuote({ purchasePrice: 37990, year: 2025, vin: null, nvic: null }) // { weeklyRepaymentAmount: 182, … }
 */
export async function financeQuote(
  request: QuoteRequest,
  fetchJson: FetchJson = (url, init) => globalThis.fetch(url, init),
): Promise<FinanceQuote | null> {
  if (!(request.purchasePrice > 0)) return null
  const answer = await createSiteApiClient({ fetch: fetchJson }).post('/api/youx/quote', {
    selfAssessedCreditScore: request.selfAssessedCreditScore ?? 'GREAT',
    purchasePrice: request.purchasePrice,
    loanTerm: request.loanTerm ?? 5,
    year: request.year,
    vin: request.vin,
    nvic: request.nvic,
    whoIsHelping: request.whoIsHelping ?? null,
  })
  if (!answer?.ok) return null
  // The quote service is an outside one: a figure it left out or sent as text shows no quote rather than NaN.
  const weekly = figure(answer.body.weeklyRepaymentAmount)
  const advertised = figure(answer.body.advertisedRate)
  const comparison = figure(answer.body.comparisonRate)
  if (weekly === null || advertised === null || comparison === null) return null
  return { weeklyRepaymentAmount: weekly, advertisedRate: advertised, comparisonRate: comparison }
}
