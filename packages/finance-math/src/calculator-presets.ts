import type { Bounds } from './bounds'

/**
 * Lowest loan amount the calculator accepts: 1000, or 5000 where a provider or dealer requires it.
 * @default 'standard'
 */
export type LoanMinimumName = 'standard' | 'raised'

/**
 * Highest loan amount: 100000 on the sidebar slider, 250000 on the calculator section, or the sidebar
 * stretched to 1.05 × price when the price exceeds 100000; `premium` is the calculator section of a dealer brand
 * whose quick picks run to $800,000, so its picks are amounts the calculator takes.
 * @default 'calculator'
 */
export type LoanMaximumName = 'sidebar' | 'calculator' | 'sidebar-stretch' | 'premium'

/**
 * Term range in years: 1–7, or 1–5 for dealers who lend shorter.
 * @default 'standard'
 */
export type TermRangeName = 'standard' | 'short'

/**
 * Interest range in percent: 0.5–15 by default, 7.5–14.5 for one provider, 9.95–19.95 or 4–20 for some dealers.
 * @default 'standard'
 */
export type InterestRangeName = 'standard' | 'narrow' | 'elevated' | 'wide'

/**
 * Loan minimums by name.
 * @example loanMinimums.raised // 5000
 */
export const loanMinimums: Readonly<Record<LoanMinimumName, number>> = { standard: 1000, raised: 5000 }

/**
 * Loan maximums by name; `sidebar-stretch` is 100000 until the price passes it, then 1.05 × price.
 * @example loanMaximums.calculator // 250000
 */
export const loanMaximums: Readonly<Record<LoanMaximumName, number>> = {
  sidebar: 100_000,
  calculator: 250_000,
  'sidebar-stretch': 100_000,
  premium: 800_000,
}

/**
 * Factor applied to a price above the sidebar maximum by the `sidebar-stretch` preset.
 * @example priceStretchFactor * 120000 // 126000
 */
export const priceStretchFactor = 1.05

/**
 * Slider step of the loan amount, in dollars.
 * @example loanAmountStep // 500
 */
export const loanAmountStep = 500

/**
 * Term ranges by name, in years, step 0.5.
 * @example termRanges.short // { min: 1, max: 5, step: 0.5 }
 */
export const termRanges: Readonly<Record<TermRangeName, Bounds>> = {
  standard: { min: 1, max: 7, step: 0.5 },
  short: { min: 1, max: 5, step: 0.5 },
}

/**
 * Interest ranges by name, in percent per year, step 0.5.
 * @example interestRanges.elevated // { min: 9.95, max: 19.95, step: 0.5 }
 */
export const interestRanges: Readonly<Record<InterestRangeName, Bounds>> = {
  standard: { min: 0.5, max: 15, step: 0.5 },
  narrow: { min: 7.5, max: 14.5, step: 0.5 },
  elevated: { min: 9.95, max: 19.95, step: 0.5 },
  wide: { min: 4, max: 20, step: 0.5 },
}

/**
 * Deposit or trade-in: optional, 0 to 250000, step 0.5.
 * @example depositBounds.max // 250000
 */
export const depositBounds: Readonly<Bounds> = { min: 0, max: 250_000, step: 0.5 }

/**
 * Residual (balloon): optional, 0 to 250000, step 0.5.
 * @example residualBounds.min // 0
 */
export const residualBounds: Readonly<Bounds> = { min: 0, max: 250_000, step: 0.5 }

/**
 * Which bounds a tenant's calculator uses. Every field is a named preset chosen by configuration.
 * @example const preset: CalculatorPreset = { loanMinimum: 'raised', interestRange: 'narrow', hideFrequency: true }
 */
export interface CalculatorPreset {
  /** @default 'standard' */
  loanMinimum?: LoanMinimumName | undefined
  /** @default 'calculator' */
  loanMaximum?: LoanMaximumName | undefined
  /** @default 'standard' */
  termRange?: TermRangeName | undefined
  /** A custom list of year options that replaces the term slider, e.g. [1, 2, 3, 4, 5]. */
  termOptions?: readonly number[] | undefined
  /** @default 'standard' */
  interestRange?: InterestRangeName | undefined
  /**
   * Hides (and disables) the interest and residual inputs; the configured interest is used as it is.
   * @default false
   */
  hideInterestAndResidual?: boolean | undefined
  /**
   * Hides the Weekly/Fortnightly/Monthly selector; repayments use the default frequency.
   * @default false
   */
  hideFrequency?: boolean | undefined
}

/** Bounds of every calculator input once a preset and a price are applied. */
export interface CalculatorBounds {
  loanAmount: Bounds
  termYears: Bounds
  /** The custom year options, when the preset has them. */
  termOptions?: readonly number[] | undefined
  interest: Bounds
  deposit: Bounds
  residual: Bounds
  showInterestAndResidual: boolean
  showFrequency: boolean
}

/**
 * Resolves a preset into concrete bounds. The price matters only for `sidebar-stretch`.
 * @example calculatorBounds({ loanMaximum: 'sidebar-stretch' }, { price: 120000 }).loanAmount.max // 126000
 */
export function calculatorBounds(
  preset: CalculatorPreset = {},
  car: { price?: number | null } = {},
): CalculatorBounds {
  const min = loanMinimums[preset.loanMinimum ?? 'standard']
  const maximumName = preset.loanMaximum ?? 'calculator'
  const price = car.price ?? 0
  const stretched = maximumName === 'sidebar-stretch' && price > loanMaximums.sidebar
  const max = stretched ? Math.round(price * priceStretchFactor) : loanMaximums[maximumName]
  const termOptions = preset.termOptions?.length ? [...preset.termOptions].sort((a, b) => a - b) : undefined
  const term = termRanges[preset.termRange ?? 'standard']
  return {
    loanAmount: { min, max, step: loanAmountStep },
    termYears: termOptions
      ? { min: termOptions[0] ?? term.min, max: termOptions.at(-1) ?? term.max, step: term.step }
      : term,
    ...(termOptions ? { termOptions } : {}),
    interest: interestRanges[preset.interestRange ?? 'standard'],
    deposit: depositBounds,
    residual: residualBounds,
    showInterestAndResidual: !preset.hideInterestAndResidual,
    showFrequency: !preset.hideFrequency,
  }
}
