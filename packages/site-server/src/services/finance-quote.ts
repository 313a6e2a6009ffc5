import { fixedFeeSchedules, quoteRequestDefaults, repayment } from '@forecourt/finance-math'
import {
  asRecord,
  numberField,
  requestJson,
  ServiceUnavailableError,
  type OutsideServiceOptions,
} from './outside-http'
import type { SiteSettings } from '../settings/site-settings'

/**
 * The credit-score bands a shopper can choose from, best first.
 * @example creditScoreBands[1] // 'GREAT'
 */
export const creditScoreBands = ['EXCELLENT', 'GREAT', 'GOOD', 'FAIR', 'POOR'] as const

/** A self-assessed credit score band. */
export type CreditScoreBand = (typeof creditScoreBands)[number]

/** A finance quote request (spec section 7, "POST /api/youx/quote"). */
export interface QuoteRequest {
  selfAssessedCreditScore: CreditScoreBand
  /** Dollars, above 0. */
  purchasePrice: number
  /** Years, 1 to 7. */
  loanTerm: number
  year: number | null
  vin: string | null
  nvic: string | null
  whoIsHelping: string | null
}

/** A finance quote: the weekly repayment in whole dollars and the two rates in percent per year. */
export interface FinanceQuote {
  weeklyRepaymentAmount: number
  advertisedRate: number
  comparisonRate: number
}

/**
 * Quotes finance for a car. Rejects with {@link ServiceUnavailableError} when the quote service fails.
 * @example const { weeklyRepaymentAmount } = await provider.quote(request)
 */
export interface FinanceQuoteProvider {
  quote(request: QuoteRequest): Promise<FinanceQuote>
}

/**
 * Messages of quote request validation.
 * @example quoteMessages.loanTerm // 'loanTerm must be between 1 and 7 years.'
 */
export const quoteMessages = {
  purchasePrice: 'purchasePrice must be a number greater than 0.',
  loanTerm: 'loanTerm must be between 1 and 7 years.',
  creditScore: `selfAssessedCreditScore must be one of ${creditScoreBands.join(', ')}.`,
  year: 'year must be a whole number between 1900 and 2100.',
} as const

const textOrNull = (value: unknown, maxLength: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, maxLength) : null

/**
 * Reads a quote request from a JSON body. purchasePrice above 0 is required (the quote is only asked for when the
 * car has a price); loanTerm is 1 to 7 years (the calculator's widest term range). A missing credit score or term
 * takes the spec's defaults ('GREAT', 5 years: section 9, "Finance estimate box").
 * @example parseQuoteRequest({ purchasePrice: 30000 }) // { ok: true, request: { selfAssessedCreditScore: 'GREAT', loanTerm: 5, … } }
 */
export function parseQuoteRequest(
  body: Record<string, unknown>,
): { ok: true; request: QuoteRequest } | { ok: false; message: string } {
  const purchasePrice = numberField(body, 'purchasePrice')
  if (purchasePrice === null || !(purchasePrice > 0))
    return { ok: false, message: quoteMessages.purchasePrice }
  const loanTerm = body.loanTerm === undefined ? quoteRequestDefaults.loanTerm : numberField(body, 'loanTerm')
  if (loanTerm === null || loanTerm < 1 || loanTerm > 7) return { ok: false, message: quoteMessages.loanTerm }
  const score = body.selfAssessedCreditScore ?? quoteRequestDefaults.selfAssessedCreditScore
  const band = creditScoreBands.find(
    (name) => typeof score === 'string' && name === score.trim().toUpperCase(),
  )
  if (!band) return { ok: false, message: quoteMessages.creditScore }
  const yearGiven = body.year !== undefined && body.year !== null && body.year !== ''
  const year = yearGiven ? numberField(body, 'year') : null
  if (yearGiven && (year === null || !Number.isInteger(year) || year < 1900 || year > 2100))
    return { ok: false, message: quoteMessages.year }
  return {
    ok: true,
    request: {
      selfAssessedCreditScore: band,
      purchasePrice,
      loanTerm,
      year,
      vin: textOrNull(body.vin, 17),
      nvic: textOrNull(body.nvic, 12),
      whoIsHelping: textOrNull(body.whoIsHelping, 100),
    },
  }
}

/**
 * The embedded lender's rate card, in percent per year by credit-score band. These are the demo lender's own
 * figures, chosen inside the spec's range for a quote provider (interest 7.5–14.5% for good credit, comparison rates
 * 8.38% to 19.42%), not any real lender's rates.
 * @example embeddedRateCard.GREAT // 8.49
 */
export const embeddedRateCard: Readonly<Record<CreditScoreBand, number>> = {
  EXCELLENT: 7.49,
  GREAT: 8.49,
  GOOD: 10.49,
  FAIR: 13.49,
  POOR: 16.99,
}

const dealerFees = fixedFeeSchedules['dealer-fixed']
const feeAmount = (label: string) => dealerFees.find((fee) => fee.label === label)?.amount ?? 0

/**
 * The embedded lender's fees: an establishment fee of $395 added to the loan and an account fee of $8 a month
 * (the spec's dealer fee schedule). Both count in the comparison rate and the weekly repayment.
 * @example embeddedLoanFees.establishment // 395
 */
export const embeddedLoanFees = {
  establishment: feeAmount('Establishment'),
  monthlyAccount: feeAmount('Monthly Account Administration'),
} as const

/**
 * The regulated benchmark loan a comparison rate is quoted on: $30,000 secured over 5 years, paid monthly.
 * @example comparisonBenchmark.amount // 30000
 */
export const comparisonBenchmark = { amount: 30_000, termYears: 5 } as const

const monthlyPayment = (principal: number, monthlyRate: number, months: number) =>
  monthlyRate === 0 ? principal / months : (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months)

/**
 * The comparison rate of a rate with fees: the yearly rate at which the benchmark loan's monthly outgoings
 * (repayment on amount + establishment fee, plus the account fee) are worth exactly the amount lent. Found by
 * bisection; two decimals.
 * @example comparisonRate(8.49, { establishment: 395, monthlyAccount: 8 }) // 9.6
 */
export function comparisonRate(
  ratePercent: number,
  fees: { establishment: number; monthlyAccount: number },
  benchmark: { amount: number; termYears: number } = comparisonBenchmark,
): number {
  const months = benchmark.termYears * 12
  const outgoing =
    monthlyPayment(benchmark.amount + fees.establishment, ratePercent / 1200, months) + fees.monthlyAccount
  let low = 0
  let high = 100
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2
    // A higher rate makes the outgoings worth less; the rate sought makes them worth the amount lent.
    if (outgoing / monthlyPayment(1, middle / 1200, months) > benchmark.amount) low = middle
    else high = middle
  }
  return Math.round(((low + high) / 2) * 100) / 100
}

/**
 * The embedded finance quote: the rate from {@link embeddedRateCard} by credit score, the weekly repayment from
 * `@forecourt/finance-math` on the purchase price plus the establishment fee (no deposit, no balloon) with the
 * monthly account fee spread weekly, and the comparison rate of that rate and those fees. No network.
 * @example await embeddedFinanceQuote().quote({ selfAssessedCreditScore: 'GREAT', purchasePrice: 30000, loanTerm: 5, … }) // { weeklyRepaymentAmount: 146, advertisedRate: 8.49, comparisonRate: 9.6 }
 */
export function embeddedFinanceQuote(
  rates: Readonly<Record<CreditScoreBand, number>> = embeddedRateCard,
  fees: { establishment: number; monthlyAccount: number } = embeddedLoanFees,
): FinanceQuoteProvider {
  return {
    quote(request) {
      const advertisedRate = rates[request.selfAssessedCreditScore]
      const loan = repayment({
        price: request.purchasePrice,
        establishmentFee: fees.establishment,
        ratePercent: advertisedRate,
        termYears: request.loanTerm,
        frequency: 'weekly',
        rounding: 'round',
      })
      return Promise.resolve({
        weeklyRepaymentAmount: Math.round(loan + (fees.monthlyAccount * 12) / 52),
        advertisedRate,
        comparisonRate: comparisonRate(advertisedRate, fees),
      })
    },
  }
}

/** Where the real quote service is. */
export interface HttpFinanceQuoteOptions extends OutsideServiceOptions {
  /** The quote endpoint; the request is POSTed to it as JSON. */
  url: string
}

/**
 * The real quote service: POSTs the request as JSON to `url` and reads weeklyRepaymentAmount, advertisedRate and
 * comparisonRate. A non-OK status, a timeout or an answer without all three numbers rejects with
 * {@link ServiceUnavailableError}.
 * @example httpFinanceQuote({ url: 'https://quotes.example/api/quote', apiKey: 'k' })
 */
export function httpFinanceQuote(options: HttpFinanceQuoteOptions): FinanceQuoteProvider {
  return {
    async quote(request) {
      const answer = await requestJson('Finance quote', options.url, { ...options, json: request })
      const body = asRecord(answer.body)
      if (answer.status < 200 || answer.status > 299 || !body)
        throw new ServiceUnavailableError('Finance quote', `HTTP ${answer.status}`)
      const weekly = numberField(body, 'weeklyRepaymentAmount')
      const advertised = numberField(body, 'advertisedRate')
      const comparison = numberField(body, 'comparisonRate')
      if (weekly === null || advertised === null || comparison === null)
        throw new ServiceUnavailableError('Finance quote', 'an answer without the three quote figures')
      return { weeklyRepaymentAmount: weekly, advertisedRate: advertised, comparisonRate: comparison }
    },
  }
}

/**
 * The quote provider the environment asks for: FINANCE_QUOTE_URL (with FINANCE_QUOTE_KEY, sent as `x-api-key`,
 * and FINANCE_QUOTE_TIMEOUT_MS, default 5000) selects the real service; unset, the embedded quote answers.
 * @example financeQuoteFromEnv(readSiteSettings(process.env))
 */
export function financeQuoteFromEnv(
  settings: Pick<SiteSettings, 'FINANCE_QUOTE_URL' | 'FINANCE_QUOTE_KEY' | 'FINANCE_QUOTE_TIMEOUT_MS'>,
): FinanceQuoteProvider {
  const url = settings.FINANCE_QUOTE_URL
  if (!url) return embeddedFinanceQuote()
  return httpFinanceQuote({
    url,
    apiKey: settings.FINANCE_QUOTE_KEY,
    timeoutMs: settings.FINANCE_QUOTE_TIMEOUT_MS,
  })
}
