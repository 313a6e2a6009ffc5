import type { FinanceLenderData } from './lender-data'

/**
 * The per-provider display rules of the spec, named as it names them:
 * A — year within the last 12 years, price above 500, available, weekly rate present;
 * B and C — available; D, E and F — price above 500, available, weekly payment present;
 * G — price above 500, available, monthly payment present.
 */
export type FinanceProviderRule = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G'

/** One provider rule as data. */
export interface ProviderRequirements {
  /** The car's year must be no older than this many years before now. */
  maxAgeYears?: number | undefined
  /** The price must be above this. */
  priceAbove?: number | undefined
  /** Which lender payment must be present. */
  payment?: 'paymentWeek' | 'paymentMonth' | undefined
}

/**
 * Rules A–G as data. Every rule also needs the car to be available.
 * @example providerRules.G // { priceAbove: 500, payment: 'paymentMonth' }
 */
export const providerRules: Readonly<Record<FinanceProviderRule, ProviderRequirements>> = {
  A: { maxAgeYears: 12, priceAbove: 500, payment: 'paymentWeek' },
  B: {},
  C: {},
  D: { priceAbove: 500, payment: 'paymentWeek' },
  E: { priceAbove: 500, payment: 'paymentWeek' },
  F: { priceAbove: 500, payment: 'paymentWeek' },
  G: { priceAbove: 500, payment: 'paymentMonth' },
}

/** The car as the display rule sees it. */
export interface FinanceDisplayCar {
  year?: number | null | undefined
  price?: number | null | undefined
  /** Available means in_stock or coming_soon (see @forecourt/stock-rules). */
  available: boolean
  make?: string | null | undefined
  dealershipSlug?: string | null | undefined
  /** The lender's figures for this car's provider; absent or empty when there are none. */
  lender?: FinanceLenderData | null | undefined
}

/** The tenant's side of the rule. */
export interface FinanceDisplayOptions {
  /** @default 'B' (availability only) */
  rule?: FinanceProviderRule | undefined
  /** Makes whose cars never show finance figures (compared case-insensitively). @default [] */
  excludedMakes?: readonly string[] | undefined
  /** Dealership slugs that never show finance figures. @default [] */
  excludedDealerships?: readonly string[] | undefined
  /**
   * A dealer that is an exception to "finance data absent": figures computed locally still show.
   * @default false
   */
  showWithoutLenderData?: boolean | undefined
  /** Reference time for the age rule. */
  now: Date
}

/** Why finance figures are hidden, for logging and tests. */
export type FinanceHiddenReason =
  | 'no-lender-data'
  | 'missing-rates'
  | 'excluded-make'
  | 'excluded-dealership'
  | 'unavailable'
  | 'too-old'
  | 'price-too-low'
  | 'missing-weekly-payment'
  | 'missing-monthly-payment'

/** The verdict: show, or hide with the first reason that applies. */
export type FinanceDisplayVerdict = { show: true } | { show: false; reason: FinanceHiddenReason }

const present = (value: unknown): boolean => value !== null && value !== undefined && value !== ''
const hide = (reason: FinanceHiddenReason): FinanceDisplayVerdict => ({ show: false, reason })

/**
 * Decides whether a car's finance figures show: lender data exists and is non-empty, interest and comparison
 * rates are not null, the make and dealership are not excluded, and the provider's rule holds.
 * @example financeDisplay({ available: true, price: 30000, lender: { interestRate: 9, comparisonRate: 9.5 } }, { now: new Date() }) // { show: true }
 */
export function financeDisplay(
  car: FinanceDisplayCar,
  options: FinanceDisplayOptions,
): FinanceDisplayVerdict {
  const lender = car.lender ?? {}
  const hasLender = Object.values(lender).some(present)
  if (!hasLender && !options.showWithoutLenderData) return hide('no-lender-data')
  if (hasLender && (!present(lender.interestRate) || !present(lender.comparisonRate)))
    return hide('missing-rates')
  const make = car.make?.toLowerCase()
  if (make && (options.excludedMakes ?? []).some((excluded) => excluded.toLowerCase() === make)) {
    return hide('excluded-make')
  }
  if (car.dealershipSlug && (options.excludedDealerships ?? []).includes(car.dealershipSlug)) {
    return hide('excluded-dealership')
  }
  if (!car.available) return hide('unavailable')

  const rule = providerRules[options.rule ?? 'B']
  if (rule.maxAgeYears !== undefined) {
    const oldestYear = options.now.getFullYear() - rule.maxAgeYears
    if (!car.year || car.year < oldestYear) return hide('too-old')
  }
  if (rule.priceAbove !== undefined && !((car.price ?? 0) > rule.priceAbove)) return hide('price-too-low')
  if (rule.payment && hasLender && !present(lender[rule.payment])) {
    return hide(rule.payment === 'paymentWeek' ? 'missing-weekly-payment' : 'missing-monthly-payment')
  }
  return { show: true }
}

/**
 * A repayment of this many dollars or less shows 'Enquire for Finance' instead of an amount.
 * @example enquireForFinanceThreshold // 25
 */
export const enquireForFinanceThreshold = 25

/**
 * The text shown in place of a repayment too small to quote.
 * @example enquireForFinanceText // 'Enquire for Finance'
 */
export const enquireForFinanceText = 'Enquire for Finance'
