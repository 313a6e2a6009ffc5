export { clamp, nearestOption } from './bounds'
export {
  calculatorDefaults,
  defaultInterestPercent,
  defaultLoanAmount,
  defaultTermYears,
} from './calculator-defaults'
export { checkLoanAmount, clampOptionalAmount, clampTermYears, loanAmountMessage } from './calculator-inputs'
export {
  calculatorBounds,
  depositBounds,
  interestRanges,
  loanAmountStep,
  loanMaximums,
  loanMinimums,
  priceStretchFactor,
  residualBounds,
  termRanges,
} from './calculator-presets'
export { establishmentFees, fixedFeeSchedules } from './fees'
export {
  enquireForFinanceText,
  enquireForFinanceThreshold,
  financeDisplay,
  providerRules,
} from './finance-display'
export { financeEstimate, financeEstimateAssumptions, quoteRequestDefaults } from './finance-estimate'
export { comparisonRateRangeText, financeDisclaimer, financeFootnotes, financeText } from './finance-text'
export { frequencyLabels, frequencyUnits, periodsPerYear, repaymentFrequencies } from './frequency'
export {
  formatKilometres,
  formatMoney,
  kilometreQuickPicks,
  kilometreSuffix,
  moneyQuickPicks,
  parseNumberInput,
} from './money-format'
export { formatNumber } from './number-format'
export { comparisonRateWarning, ratePair } from './rates'
export { repayment } from './repayment'
export { repaymentDisplay } from './repayment-display'
export { roundDollars } from './rounding'

export type { Bounds } from './bounds'
export type { CalculatorDefaultsInput, CalculatorPlacement, CalculatorValues } from './calculator-defaults'
export type { CheckedInput } from './calculator-inputs'
export type {
  CalculatorBounds,
  CalculatorPreset,
  InterestRangeName,
  LoanMaximumName,
  LoanMinimumName,
  TermRangeName,
} from './calculator-presets'
export type { EstablishmentFeeName, FixedFee, FixedFeeScheduleName } from './fees'
export type {
  FinanceDisplayCar,
  FinanceDisplayOptions,
  FinanceDisplayVerdict,
  FinanceHiddenReason,
  FinanceProviderRule,
  ProviderRequirements,
} from './finance-display'
export type { FinanceEstimate } from './finance-estimate'
export type { FinanceDisclaimerInput, FinanceTextInput, FinanceTextLayout } from './finance-text'
export type { RepaymentFrequency } from './frequency'
export type { FinanceLenderData } from './lender-data'
export type { QuickPickSetName } from './money-format'
export type { NumberFormatOptions } from './number-format'
export type { RatePair } from './rates'
export type { RepaymentInput } from './repayment'
export type { RepaymentDisplay } from './repayment-display'
export type { Rounding } from './rounding'
