import { FinanceCalculator } from '@forecourt/components/vehicle'
import { establishmentFees, fixedFeeSchedules, type FinanceLenderData } from '@forecourt/finance-math'
import { analyticsEvents, track } from '../site/analytics'
import type { VehicleFinance } from '../site/vehicle-types'

/** Props of {@link FinanceCalculatorSection}. */
export interface FinanceCalculatorSectionProps {
  /** The tenant's calculator settings (the car's dealership's, on a car's page). */
  settings: VehicleFinance['calculator']
  /** The amount it starts with: the car's price, the shopper's budget, or the tenant's default. */
  price: number | null
  disclaimer: string
  lender?: FinanceLenderData | null
  /** The car it is about, for analytics event 26. */
  carId?: number
  /** A quote is on its way: the figures show '...'. @defaultValue false */
  loading?: boolean
}

/**
 * The finance calculator section (spec section 5 bounds, id #finance-calculator) with the tenant's settings, firing
 * analytics event 26 on the shopper's first change: the one place the settings become the calculator's props, for
 * the finance pages and the vehicle page alike.
 * @example <FinanceCalculatorSection settings={pages.finance.calculator} price={30000} disclaimer={pages.finance.disclaimer} />
 */
export function FinanceCalculatorSection({
  settings,
  price,
  disclaimer,
  lender = null,
  carId,
  loading = false,
}: FinanceCalculatorSectionProps) {
  return (
    <FinanceCalculator
      id="finance-calculator"
      loading={loading}
      price={price}
      preset={{
        loanMinimum: settings.loanMinimum,
        loanMaximum: settings.loanMaximum,
        termRange: settings.termRange,
        interestRange: settings.interestRange,
        hideInterestAndResidual: settings.hideInterestAndResidual,
        hideFrequency: settings.hideFrequencySelector,
        ...(settings.termYearOptions ? { termOptions: settings.termYearOptions } : {}),
      }}
      defaults={{
        interestPercent: lender?.interestRate ?? settings.defaultInterestPercent,
        termYears: settings.defaultTermYears,
        frequency: settings.frequency,
      }}
      lender={lender}
      disclaimer={disclaimer}
      establishmentFee={establishmentFees[settings.establishmentFee]}
      fixedFees={fixedFeeSchedules[settings.fixedFees]}
      rounding={settings.rounding}
      quickPicks={settings.quickPicks}
      onFirstChange={() => track(analyticsEvents.financeCalculatorUse, carId === undefined ? {} : { carId })}
    />
  )
}
