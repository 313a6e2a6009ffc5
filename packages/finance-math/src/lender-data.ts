/**
 * One lender's figures for a car, as the stock feed carries them under `finance_lenders[provider]`.
 * Every field is optional: feeds leave out what a lender does not quote.
 */
export interface FinanceLenderData {
  disclaimer?: string | null
  deposit?: number | null
  paymentMonth?: number | null
  paymentWeek?: number | null
  totalPayable?: number | null
  interestRate?: number | null
  comparisonRate?: number | null
  termYears?: number | null
  termMonths?: number | null
  termWeeks?: number | null
  establishmentFees?: number | null
  balloon?: number | null
  financeProvider?: string | null
  /** Lenders also send `term{N}` keys (term36, term60…); they are kept as they come. */
  [termKey: `term${number}`]: number | null | undefined
}
