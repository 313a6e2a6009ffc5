import { z } from 'zod'
import { doc } from '../doc.js'
import {
  establishmentFeeNameSchema,
  financeProviderRuleSchema,
  fixedFeeScheduleNameSchema,
  interestRangeNameSchema,
  loanMaximumNameSchema,
  loanMinimumNameSchema,
  quickPickSetNameSchema,
  repaymentFrequencySchema,
  roundingSchema,
  termRangeNameSchema,
} from './finance-names.js'

/**
 * The finance provider of a group or dealership and which of the spec's display rules (A–G) it follows.
 * @example financeProviderSchema.parse({ name: 'Southern Cross Motor Finance', rule: 'D' })
 */
export const financeProviderSchema = z.strictObject({
  name: z.string().min(1).meta({ description: 'Provider name shown beside the figures.' }),
  rule: financeProviderRuleSchema.meta({ description: 'Display rule A–G of spec §5 "Finance display".' }),
})

const termYearOptionsSchema = z.array(z.number().positive().max(10)).min(1).nullable()
const rateRangeSchema = z.strictObject({ min: z.number().nonnegative(), max: z.number().positive() })

// The options a single dealership may override ("for some dealers", "for one dealer brand").
const overridable = {
  provider: financeProviderSchema.nullable(),
  frequency: repaymentFrequencySchema,
  hideFrequencySelector: z.boolean(),
  rounding: roundingSchema,
  loanMinimum: loanMinimumNameSchema,
  sidebarLoanMaximum: loanMaximumNameSchema,
  termRange: termRangeNameSchema,
  termYearOptions: termYearOptionsSchema,
  interestRange: interestRangeNameSchema,
  establishmentFee: establishmentFeeNameSchema,
  fixedFees: fixedFeeScheduleNameSchema,
  quickPicks: quickPickSetNameSchema,
  showFiguresWithoutLenderData: z.boolean(),
}

/**
 * Finance calculator preset, finance display and fees of a tenant, with the spec's defaults.
 * @example financeOptionsSchema.parse({}).frequency // 'weekly'
 */
export const financeOptionsSchema = z.strictObject({
  provider: overridable.provider
    .default(null)
    .meta(
      doc(
        'Finance provider and its display rule A–G; null shows figures by lender data only.',
        '§5 Finance display',
      ),
    ),
  frequency: overridable.frequency
    .default('weekly')
    .meta(doc('Default repayment frequency (monthly for one dealer).', '§9 Finance')),
  hideFrequencySelector: overridable.hideFrequencySelector
    .default(false)
    .meta(
      doc('Hide the Weekly/Fortnightly/Monthly selector (one provider).', '§5 Finance calculator inputs'),
    ),
  rounding: overridable.rounding
    .default('round')
    .meta(doc('Repayment rounding (ceiling or floor by rule for one lender).', '§9 Finance')),
  loanMinimum: overridable.loanMinimum
    .default('standard')
    .meta(doc('Loan amount minimum: standard 1000, raised 5000.', '§5 Finance calculator inputs')),
  sidebarLoanMaximum: overridable.sidebarLoanMaximum
    .default('sidebar')
    .meta(doc('Sidebar slider maximum: sidebar 100000, or sidebar-stretch (1.05 × price above it).', '§5')),
  calculatorLoanMaximum: loanMaximumNameSchema
    .default('calculator')
    .meta(
      doc(
        'Calculator section maximum: calculator 250000 (premium 800000 where the premium quick picks are used).',
        '§5 Finance calculator inputs',
      ),
    ),
  termRange: overridable.termRange
    .default('standard')
    .meta(doc('Term range: standard 1–7 years, short 1–5 years.', '§5 Finance calculator inputs')),
  termYearOptions: overridable.termYearOptions
    .default(null)
    .meta(
      doc('Custom list of term options in years, in place of the slider.', '§5 Finance calculator inputs'),
    ),
  interestRange: overridable.interestRange
    .default('standard')
    .meta(doc('Interest range: standard 0.5–15, narrow 7.5–14.5, elevated 9.95–19.95, wide 4–20.', '§5')),
  hideInterestAndResidual: z
    .boolean()
    .default(false)
    .meta(
      doc(
        'Hide/disable the interest and residual inputs (one dealer group).',
        '§5 Finance calculator inputs',
      ),
    ),
  defaultAmount: z
    .number()
    .positive()
    .default(30000)
    .meta(doc("Loan amount when the car has no price; otherwise the car's price.", '§9 Finance')),
  defaultTermYears: z
    .number()
    .positive()
    .default(5)
    .meta(doc('Default term in years of the calculator.', '§9 Finance')),
  sidebarDefaultTermYears: z
    .number()
    .positive()
    .default(6)
    .meta(doc('Default term in years of the sidebar variant.', '§9 Finance')),
  defaultInterestPercent: z
    .number()
    .positive()
    .default(10)
    .meta(doc('Interest rate the calculator starts with.', '§9 Finance')),
  establishmentFee: overridable.establishmentFee
    .default('none')
    .meta(doc('Establishment fee: none 0, provider 1300, lender 1360.50.', '§9 Finance')),
  fixedFees: overridable.fixedFees
    .default('none')
    .meta(doc('Fixed fee schedule: none, or dealer-fixed ($395, $6, $8, $912.25).', '§9 Finance')),
  excludedMakes: z
    .array(z.string().min(1))
    .default([])
    .meta(doc('Makes whose cars never show finance figures.', '§5 Finance display')),
  excludedDealershipIds: z
    .array(z.number().int())
    .default([])
    .meta(doc('Dealerships whose cars never show finance figures.', '§5 Finance display')),
  showFiguresWithoutLenderData: overridable.showFiguresWithoutLenderData
    .default(false)
    .meta(
      doc(
        'Exception: show calculator figures even when the car has no lender data.',
        '§8 Finance data absent',
      ),
    ),
  quickPicks: overridable.quickPicks
    .default('standard')
    .meta(
      doc('Money-input quick picks: standard $5,000–$70,000, premium $300,000–$800,000.', '§5 Money input'),
    ),
  comparisonRateRange: rateRangeSchema
    .nullable()
    .default(null)
    .meta(doc('Comparison rate range stated for the provider (e.g. 8.38–19.42).', '§9 Finance')),
  usedCarDisclaimer: z
    .string()
    .min(1)
    .nullable()
    .default(null)
    .meta(doc('Finance disclaimer shown on used cars (one tenant).', '§9 Finance')),
  textLayout: z
    .enum(['per-week', 'zero-final-payment'])
    .default('per-week')
    .meta(doc('Finance text: per-week price, or "$0 final payment" with deposit and term.', '§9 Finance')),
  estimateBox: z
    .boolean()
    .default(false)
    .meta(doc('Show the finance estimate box (5 years, 10% deposit, 30% final payment).', '§9 Finance')),
  quoteService: z
    .boolean()
    .default(false)
    .meta(
      doc('Fetch a quote from POST /api/youx/quote for cars without one and with price > 0.', '§7 Calls'),
    ),
  financeModalEvent: z
    .boolean()
    .default(false)
    .meta(doc('Send analytics event 9 when the finance modal opens (one dealer).', '§7 Analytics events')),
})

/**
 * The finance options one dealership may override; absent keys fall back to the tenant's.
 * @example dealershipFinanceOverridesSchema.parse({ frequency: 'monthly' })
 */
export const dealershipFinanceOverridesSchema = z.strictObject({
  provider: overridable.provider.optional(),
  frequency: overridable.frequency.optional(),
  hideFrequencySelector: overridable.hideFrequencySelector.optional(),
  rounding: overridable.rounding.optional(),
  loanMinimum: overridable.loanMinimum.optional(),
  sidebarLoanMaximum: overridable.sidebarLoanMaximum.optional(),
  termRange: overridable.termRange.optional(),
  termYearOptions: overridable.termYearOptions.optional(),
  interestRange: overridable.interestRange.optional(),
  establishmentFee: overridable.establishmentFee.optional(),
  fixedFees: overridable.fixedFees.optional(),
  quickPicks: overridable.quickPicks.optional(),
  showFiguresWithoutLenderData: overridable.showFiguresWithoutLenderData.optional(),
})
