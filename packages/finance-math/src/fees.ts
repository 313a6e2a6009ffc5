/**
 * Establishment fee added to the amount financed: none (0), a provider's flat fee (1300) or a lender's (1360.50).
 * @default 'none'
 */
export type EstablishmentFeeName = 'none' | 'provider' | 'lender'

/**
 * Establishment fees by name, in dollars.
 * @example establishmentFees.lender // 1360.5
 */
export const establishmentFees: Readonly<Record<EstablishmentFeeName, number>> = {
  none: 0,
  provider: 1300,
  lender: 1360.5,
}

/**
 * A schedule of fixed fees a dealer shows beside its finance figures.
 * @default 'none'
 */
export type FixedFeeScheduleName = 'none' | 'dealer-fixed'

/** One line of a fixed fee schedule. */
export interface FixedFee {
  label: string
  amount: number
}

/**
 * Fixed fee schedules by name; `dealer-fixed` is Establishment $395, Vehicle Security Registration $6,
 * Monthly Account Administration $8 and Dealer Agency $912.25.
 * @example fixedFeeSchedules['dealer-fixed'].length // 4
 */
export const fixedFeeSchedules: Readonly<Record<FixedFeeScheduleName, readonly FixedFee[]>> = {
  none: [],
  'dealer-fixed': [
    { label: 'Establishment', amount: 395 },
    { label: 'Vehicle Security Registration', amount: 6 },
    { label: 'Monthly Account Administration', amount: 8 },
    { label: 'Dealer Agency', amount: 912.25 },
  ],
}
