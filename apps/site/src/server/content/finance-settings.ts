import type { FinanceOptions } from '@forecourt/tenant-config'
import type { VehicleFinance } from '../../site/vehicle-types'

/** The disclaimer under a finance calculator that is about no car in particular. */
export const generalFinanceDisclaimer =
  'Finance is subject to approval. Approved applicants only. Fees and charges apply. Repayments are estimates only.'

/**
 * The finance calculator's settings from a dealership's finance options: the same on vehicle pages and finance pages.
 * A dealership with the premium quick picks ($300,000 to $800,000) gets the premium maximum, so its picks are
 * amounts its calculator takes.
 * @example calculatorSettings(financeOptionsFor(tenant)).termRange // 'standard'
 */
export function calculatorSettings(options: FinanceOptions): VehicleFinance['calculator'] {
  return {
    frequency: options.frequency,
    hideFrequencySelector: options.hideFrequencySelector,
    rounding: options.rounding,
    loanMinimum: options.loanMinimum,
    loanMaximum:
      options.quickPicks === 'premium' && options.calculatorLoanMaximum === 'calculator'
        ? 'premium'
        : options.calculatorLoanMaximum,
    sidebarLoanMaximum: options.sidebarLoanMaximum,
    sidebarDefaultTermYears: options.sidebarDefaultTermYears,
    termRange: options.termRange,
    termYearOptions: options.termYearOptions ?? null,
    interestRange: options.interestRange,
    hideInterestAndResidual: options.hideInterestAndResidual,
    defaultTermYears: options.defaultTermYears,
    defaultInterestPercent: options.defaultInterestPercent,
    establishmentFee: options.establishmentFee,
    fixedFees: options.fixedFees,
    quickPicks: options.quickPicks,
  }
}
