import {
  calculatorBounds,
  calculatorDefaults,
  clamp,
  formatMoney,
  repayment,
  repaymentDisplay,
  type CalculatorPreset,
  type RepaymentFrequency,
  type Rounding,
} from '@forecourt/finance-math'
import { useId, useRef, useState } from 'react'
import { fill } from '../format'

/** Texts of {@link FinanceSlider}. */
export interface FinanceSliderTexts {
  /** @defaultValue 'Finance this car' */
  heading: string
  /** The slider's label. @defaultValue 'Loan amount' */
  loanAmount: string
  /** `{amount}` is the repayment. @defaultValue { weekly: '{amount} per week', fortnightly: '{amount} per fortnight', monthly: '{amount} per month' } */
  perPeriod: Record<RepaymentFrequency, string>
  /** Under the figure: `{years}` the term, `{rate}` the interest rate. @defaultValue 'over {years} years at {rate}% p.a.' */
  terms: string
  /** Shown instead of a repayment of $25 or less (spec section 8). @defaultValue 'Enquire for Finance' */
  enquire: string
  /** The link to the full calculator. @defaultValue 'Change deposit, term and rate' */
  calculator: string
}

const defaultTexts: FinanceSliderTexts = {
  heading: 'Finance this car',
  loanAmount: 'Loan amount',
  perPeriod: {
    weekly: '{amount} per week',
    fortnightly: '{amount} per fortnight',
    monthly: '{amount} per month',
  },
  terms: 'over {years} years at {rate}% p.a.',
  enquire: 'Enquire for Finance',
  calculator: 'Change deposit, term and rate',
}

/** Props of {@link FinanceSlider}. */
export interface FinanceSliderProps {
  /** The car's price: the starting loan amount. Without one (or 0) the amount starts at 30000. */
  price?: number | null
  /**
   * The loan bounds (finance-math's `CalculatorPreset`): the sidebar's maximum is `sidebar` (100000) or
   * `sidebar-stretch` (1.05 × a price above it). @defaultValue { loanMaximum: 'sidebar' }
   */
  preset?: Pick<CalculatorPreset, 'loanMinimum' | 'loanMaximum' | 'interestRange'>
  /** @defaultValue 6 (the sidebar's default term) */
  termYears?: number
  /** @defaultValue 10 */
  interestPercent?: number
  /** @defaultValue 'weekly' */
  frequency?: RepaymentFrequency
  /** Added to the amount financed (finance-math's `establishmentFees`). @defaultValue 0 */
  establishmentFee?: number
  /** @defaultValue 'round' */
  rounding?: Rounding
  /** Where the full calculator is. @defaultValue '#finance-calculator' */
  calculatorHref?: string
  /** Called once, on the shopper's first move of the slider (the site sends analytics event 26). */
  onFirstChange?: () => void
  texts?: Partial<FinanceSliderTexts>
}

/**
 * The vehicle sidebar's finance slider: the loan amount on a slider (from the loan minimum to 100000, or 1.05 × a
 * price above it where a dealer says so, in steps of 500) and the repayment it makes over the sidebar's term (6
 * years unless configured), with a link to the full calculator for deposit, term and rate.
 * @example <FinanceSlider price={42990} preset={{ loanMaximum: 'sidebar-stretch' }} />
 */
export function FinanceSlider({
  price,
  preset = { loanMaximum: 'sidebar' },
  termYears = 6,
  interestPercent,
  frequency = 'weekly',
  establishmentFee = 0,
  rounding,
  calculatorHref = '#finance-calculator',
  onFirstChange,
  texts,
}: FinanceSliderProps) {
  const t = { ...defaultTexts, ...texts }
  const id = useId()
  const bounds = calculatorBounds(preset, { price })
  const start = calculatorDefaults({
    price,
    placement: 'sidebar',
    frequency,
    bounds,
    ...(interestPercent === undefined ? {} : { interestPercent }),
  })
  const [loanAmount, setLoanAmount] = useState(start.loanAmount)
  const changed = useRef(false)
  const amount = repayment({
    price: loanAmount,
    establishmentFee,
    ratePercent: start.ratePercent,
    termYears,
    frequency,
    rounding,
  })
  const display = repaymentDisplay(amount, frequency)
  const headingId = `${id}-heading`
  const inputId = `${id}-input`
  return (
    <section className="fc-panel fc-finance-slider" aria-labelledby={headingId}>
      <h2 className="fc-finance-slider__heading" id={headingId}>
        {t.heading}
      </h2>
      <label className="fc-finance-slider__label" htmlFor={inputId}>
        <span>{t.loanAmount}</span>
        <span className="fc-finance-slider__amount">{formatMoney(loanAmount)}</span>
      </label>
      <input
        className="fc-finance-slider__input"
        id={inputId}
        type="range"
        min={bounds.loanAmount.min}
        max={bounds.loanAmount.max}
        step={bounds.loanAmount.step}
        value={loanAmount}
        aria-valuetext={formatMoney(loanAmount)}
        onChange={(event) => {
          if (!changed.current) {
            changed.current = true
            onFirstChange?.()
          }
          setLoanAmount(clamp(Number(event.target.value), bounds.loanAmount))
        }}
      />
      <p className="fc-finance-slider__result">
        <output className="fc-finance-slider__figure" htmlFor={inputId} aria-live="polite">
          {display.kind === 'enquire'
            ? t.enquire
            : fill(t.perPeriod[frequency], { amount: formatMoney(display.amount) })}
        </output>
        <span className="fc-finance-slider__terms">
          {fill(t.terms, { years: termYears, rate: start.ratePercent })}
        </span>
      </p>
      <a className="fc-link fc-finance-slider__calculator" href={calculatorHref}>
        {t.calculator}
      </a>
    </section>
  )
}
