import { clamp } from './bounds'
import { clampTermYears } from './calculator-inputs'
import { calculatorBounds, type CalculatorBounds } from './calculator-presets'
import type { RepaymentFrequency } from './frequency'

/**
 * Where the calculator sits: the full section on the vehicle page, or the compact sidebar variant.
 * @default 'section'
 */
export type CalculatorPlacement = 'section' | 'sidebar'

/**
 * Loan amount used when the car has no price.
 * @example defaultLoanAmount // 30000
 */
export const defaultLoanAmount = 30_000

/**
 * Default term in years: 5, or 6 on the sidebar variant.
 * @example defaultTermYears.sidebar // 6
 */
export const defaultTermYears: Readonly<Record<CalculatorPlacement, number>> = { section: 5, sidebar: 6 }

/**
 * Interest rate used when the tenant configures none, in percent per year.
 * @example defaultInterestPercent // 10
 */
export const defaultInterestPercent = 10

/** What the calculator starts from. */
export interface CalculatorDefaultsInput {
  /** The car's price; a price above 0 becomes the loan amount. */
  price?: number | null | undefined
  /** @default 'section' */
  placement?: CalculatorPlacement | undefined
  /** The tenant's configured rate. @default 10 */
  interestPercent?: number | null | undefined
  /** The tenant's default frequency. @default 'weekly' */
  frequency?: RepaymentFrequency | undefined
  /** The resolved bounds; defaults are brought inside them. @default calculatorBounds() */
  bounds?: CalculatorBounds | undefined
}

/** The calculator's starting values. */
export interface CalculatorValues {
  loanAmount: number
  deposit: number
  termYears: number
  ratePercent: number
  residual: number
  frequency: RepaymentFrequency
}

/**
 * Starting values: amount 30000 (the price if the car has one), term 5 years (6 on the sidebar), residual 0,
 * deposit 0, interest from configuration (10 by default), frequency weekly unless configured; all inside the bounds.
 * @example calculatorDefaults({ price: 42990 }) // { loanAmount: 42990, termYears: 5, ratePercent: 10, … }
 */
export function calculatorDefaults(input: CalculatorDefaultsInput = {}): CalculatorValues {
  const bounds = input.bounds ?? calculatorBounds()
  const price = input.price ?? 0
  return {
    loanAmount: clamp(price > 0 ? price : defaultLoanAmount, bounds.loanAmount),
    deposit: 0,
    termYears: clampTermYears(defaultTermYears[input.placement ?? 'section'], bounds),
    ratePercent: clamp(input.interestPercent ?? defaultInterestPercent, bounds.interest),
    residual: 0,
    frequency: input.frequency ?? 'weekly',
  }
}
