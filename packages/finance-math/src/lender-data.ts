/**
 * One lender's figures for a car, as the stock feed carries them under `finance_lenders[provider]`.
 * Every field is optional: feeds leave out what a lender does not quote.
 */
export interface FinanceLenderData {
  disclaimer?: string | null | undefined
  deposit?: number | null | undefined
  paymentMonth?: number | null | undefined
  paymentWeek?: number | null | undefined
  totalPayable?: number | null | undefined
  interestRate?: number | null | undefined
  comparisonRate?: number | null | undefined
  termYears?: number | null | undefined
  termMonths?: number | null | undefined
  termWeeks?: number | null | undefined
  establishmentFees?: number | null | undefined
  balloon?: number | null | undefined
  financeProvider?: string | null | undefined
  /** Lenders also send `term{N}` keys (term36, term60…); they are kept as they come. */
  [termKey: `term${number}`]: number | null | undefined
}
