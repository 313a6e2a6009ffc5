import { z } from 'zod'

// These literals are @forecourt/finance-math's preset names; they are repeated here so that a tenant file can be
// validated without the arithmetic package. Keep the two in step when a preset is added.

/**
 * Lowest loan amount: `standard` 1000, `raised` 5000 (one provider or a specific dealer).
 * @default 'standard'
 */
export const loanMinimumNameSchema = z.enum(['standard', 'raised'])

/**
 * Highest loan amount: `sidebar` 100000, `calculator` 250000, `sidebar-stretch` 100000 or 1.05 × price above it,
 * `premium` 800000 (the calculator of a dealer brand with the premium quick picks).
 * @default 'sidebar' on the sidebar slider, 'calculator' on the calculator section
 */
export const loanMaximumNameSchema = z.enum(['sidebar', 'calculator', 'sidebar-stretch', 'premium'])

/**
 * Term range: `standard` 1–7 years, `short` 1–5 years.
 * @default 'standard'
 */
export const termRangeNameSchema = z.enum(['standard', 'short'])

/**
 * Interest range in percent: `standard` 0.5–15, `narrow` 7.5–14.5, `elevated` 9.95–19.95, `wide` 4–20.
 * @default 'standard'
 */
export const interestRangeNameSchema = z.enum(['standard', 'narrow', 'elevated', 'wide'])

/**
 * How often repayments are shown: 52, 26 or 12 periods a year.
 * @default 'weekly'
 */
export const repaymentFrequencySchema = z.enum(['weekly', 'fortnightly', 'monthly'])

/**
 * How a repayment is rounded (ceiling or floor by rule for one lender).
 * @default 'round'
 */
export const roundingSchema = z.enum(['round', 'ceil', 'floor'])

/**
 * Establishment fee added to the principal: `none` 0, `provider` 1300, `lender` 1360.50.
 * @default 'none'
 */
export const establishmentFeeNameSchema = z.enum(['none', 'provider', 'lender'])

/**
 * Fixed fees listed beside the calculator: `none`, or `dealer-fixed` ($395, $6, $8, $912.25).
 * @default 'none'
 */
export const fixedFeeScheduleNameSchema = z.enum(['none', 'dealer-fixed'])

/**
 * The spec's per-provider finance display rules A–G (section 5, "Finance display").
 * @example financeProviderRuleSchema.parse('G') // monthly payment required
 */
export const financeProviderRuleSchema = z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G'])

/**
 * Money-input quick picks: `standard` $5,000–$70,000, `premium` $300,000–$800,000.
 * @default 'standard'
 */
export const quickPickSetNameSchema = z.enum(['standard', 'premium'])
