import {
  calculatorBounds,
  calculatorDefaults,
  checkLoanAmount,
  clamp,
  clampOptionalAmount,
  clampTermYears,
  financeDisclaimer as buildDisclaimer,
  formatMoney,
  frequencyLabels,
  moneyQuickPicks,
  ratePair,
  repayment,
  repaymentDisplay,
  repaymentFrequencies,
  type CalculatorBounds,
  type CalculatorPreset,
  type CalculatorValues,
  type FinanceLenderData,
  type FixedFee,
  type QuickPickSetName,
  type RepaymentFrequency,
  type Rounding,
} from '@forecourt/finance-math'
import { financeDisclaimer as cutDisclaimer } from '@forecourt/stock-rules'
import { useId, useRef, useState } from 'react'
import { fill } from '../format'
import { formatGrouped, MoneyInput, NumberField } from './money-input'

/** Every visible string of the finance calculator; each has a default, and `{name}` placeholders are filled in. */
export interface FinanceCalculatorTexts {
  /** The heading from 40rem (640px) up. @defaultValue 'Finance Calculator' */
  heading: string
  /** The heading on small screens. @defaultValue 'Request a Quote' */
  smallHeading: string
  /** @defaultValue 'Purchase price' */
  loanAmount: string
  /** `{min}` and `{max}` are the preset's loan bounds in dollars. @defaultValue 'Cannot be less than {min} or more than {max}' */
  loanAmountMessage: string
  /** @defaultValue 'Deposit / trade-in (optional)' */
  deposit: string
  /** @defaultValue 'Loan term' */
  term: string
  /** A term option; `{years}` is the number of years. @defaultValue '{years} years' */
  termYears: string
  /** The one-year option. @defaultValue '{years} year' */
  termYear: string
  /** @defaultValue 'Interest rate (% p.a.)' */
  interest: string
  /** `{min}` and `{max}` are the preset's interest bounds. @defaultValue 'Between {min}% and {max}%' */
  interestHint: string
  /** @defaultValue 'Balloon / residual (optional)' */
  residual: string
  /** @defaultValue 'Repayment frequency' */
  frequency: string
  /** @defaultValue finance-math's `frequencyLabels`: Weekly, Fortnightly, Monthly */
  frequencies: Record<RepaymentFrequency, string>
  /** @defaultValue 'Estimated repayment' */
  result: string
  /** `{amount}` is the repayment. @defaultValue { weekly: '{amount} per week', fortnightly: '{amount} per fortnight', monthly: '{amount} per month' } */
  perPeriod: Record<RepaymentFrequency, string>
  /** Shown instead of a repayment of $25 or less (spec section 8). @defaultValue 'Enquire for Finance' */
  enquire: string
  /** The lender's rates, always as a pair. @defaultValue 'Interest rate {interest}, comparison rate {comparison}*' */
  rates: string
  /** Placeholder for a figure while quotes load (spec section 4). @defaultValue '...' */
  loading: string
  /** @defaultValue 'Read full disclaimer' */
  showDetails: string
  /** @defaultValue 'Show less' */
  hideDetails: string
  /** The heading of the dealer's fixed fees. @defaultValue 'Fees' */
  fees: string
}

/** Starting values the tenant configures; each is brought inside the preset's bounds. */
export interface FinanceCalculatorDefaults {
  /** @defaultValue the lender's interest rate, else 10 */
  interestPercent?: number
  /** @defaultValue 5 */
  termYears?: number
  /** @defaultValue 'weekly' */
  frequency?: RepaymentFrequency
}

/** Props of {@link FinanceCalculator}. */
export interface FinanceCalculatorProps {
  /** The section's id; the Finance Available banner and the sidebar link to it. @defaultValue 'finance-calculator' */
  id?: string
  /** The car's price: the starting loan amount. Without one (or 0) the amount starts at 30000. */
  price?: number | null
  /**
   * The tenant's bounds preset (finance-math's `CalculatorPreset`): loan minimum and maximum, term range or options,
   * interest range, whether interest and residual are hidden, whether the frequency selector is hidden (one
   * provider). @defaultValue {} (the standard bounds)
   */
  preset?: CalculatorPreset
  /** @defaultValue {} */
  defaults?: FinanceCalculatorDefaults
  /**
   * The car's lender figures. Its interest and comparison rates show together under the result (both or neither:
   * finance-math's `ratePair`); its disclaimer is used when `disclaimer` is not given.
   */
  lender?: FinanceLenderData | null
  /**
   * The finance disclaimer: 197 characters until the shopper opens the details.
   * @defaultValue the lender's disclaimer, else one built from the lender's rate pair, else none
   */
  disclaimer?: string | null
  /** Added to the amount financed (finance-math's `establishmentFees`). @defaultValue 0 */
  establishmentFee?: number
  /** The dealer's fixed fees, listed under the result (finance-math's `fixedFeeSchedules`). @defaultValue [] */
  fixedFees?: readonly FixedFee[]
  /** How repayments become whole dollars (a lender rule). @defaultValue 'round' */
  rounding?: Rounding
  /** The purchase price quick picks (finance-math's `moneyQuickPicks`); picks outside the bounds are left out. @defaultValue 'standard' */
  quickPicks?: QuickPickSetName
  /** Quotes are loading: the figures show '...'. @defaultValue false */
  loading?: boolean
  /** Called once, on the shopper's first change of any input (the site sends analytics event 26). */
  onFirstChange?: () => void
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  /** Replaces any of the default texts. @defaultValue the English texts of {@link FinanceCalculatorTexts} */
  texts?: Partial<FinanceCalculatorTexts>
}

const defaultTexts: FinanceCalculatorTexts = {
  heading: 'Finance Calculator',
  smallHeading: 'Request a Quote',
  loanAmount: 'Purchase price',
  loanAmountMessage: 'Cannot be less than {min} or more than {max}',
  deposit: 'Deposit / trade-in (optional)',
  term: 'Loan term',
  termYears: '{years} years',
  termYear: '{years} year',
  interest: 'Interest rate (% p.a.)',
  interestHint: 'Between {min}% and {max}%',
  residual: 'Balloon / residual (optional)',
  frequency: 'Repayment frequency',
  frequencies: { ...frequencyLabels },
  result: 'Estimated repayment',
  perPeriod: {
    weekly: '{amount} per week',
    fortnightly: '{amount} per fortnight',
    monthly: '{amount} per month',
  },
  enquire: 'Enquire for Finance',
  rates: 'Interest rate {interest}, comparison rate {comparison}*',
  loading: '...',
  showDetails: 'Read full disclaimer',
  hideDetails: 'Show less',
  fees: 'Fees',
}

/** The term choices: the preset's own list, or every step between the bounds. */
function termChoices(bounds: CalculatorBounds): number[] {
  if (bounds.termOptions) return [...bounds.termOptions]
  const { min, max, step } = bounds.termYears
  const count = Math.floor((max - min) / step + 1e-9) + 1
  return Array.from({ length: count }, (_, index) => min + index * step)
}

function startingValues(props: FinanceCalculatorProps, bounds: CalculatorBounds): CalculatorValues {
  const { defaults = {}, lender } = props
  const values = calculatorDefaults({
    price: props.price,
    interestPercent: defaults.interestPercent ?? lender?.interestRate ?? undefined,
    frequency: defaults.frequency,
    bounds,
  })
  return defaults.termYears === undefined
    ? values
    : { ...values, termYears: clampTermYears(defaults.termYears, bounds) }
}

/**
 * The vehicle page's finance calculator (spec sections 2, 4, 5 and 9). Purchase price, deposit or trade-in, term,
 * interest, residual and frequency give the repayment (finance-math's `repayment`), or 'Enquire for Finance' when it
 * is $25 or less. Every input is kept inside the preset's bounds; a loan amount at or beyond them shows
 * 'Cannot be less than {min} or more than $250,000'. Titled 'Request a Quote' on small screens. Starting values are
 * read once: give the component a new `key` to start over.
 */
export function FinanceCalculator(props: FinanceCalculatorProps) {
  const {
    id = 'finance-calculator',
    price,
    preset,
    lender,
    disclaimer,
    establishmentFee = 0,
    fixedFees = [],
    rounding,
    quickPicks = 'standard',
    loading = false,
    onFirstChange,
    headingLevel = 2,
    texts,
  } = props
  const t: FinanceCalculatorTexts = { ...defaultTexts, ...texts }
  const bounds = calculatorBounds(preset, { price })
  const headingId = useId()
  const termId = useId()
  const resultId = useId()
  const disclaimerId = useId()
  const feesId = useId()
  const [values, setValues] = useState(() => startingValues(props, bounds))
  const [loanMessage, setLoanMessage] = useState<string | null>(null)
  const [expanded, setExpanded] = useState(false)
  const changed = useRef(false)

  const update = (patch: Partial<CalculatorValues>) => {
    if (!changed.current) {
      changed.current = true
      onFirstChange?.()
    }
    setValues((current) => ({ ...current, ...patch }))
  }

  const setLoanAmount = (typed: number | null) => {
    const checked = checkLoanAmount(typed ?? Number.NaN, bounds.loanAmount)
    setLoanMessage(
      checked.message
        ? fill(t.loanAmountMessage, {
            min: formatMoney(bounds.loanAmount.min),
            max: formatMoney(bounds.loanAmount.max),
          })
        : null,
    )
    update({ loanAmount: checked.value })
  }

  // Without the selector (one provider) the frequency stays the configured default.
  const frequency = values.frequency
  const amount = repayment({
    price: values.loanAmount,
    deposit: values.deposit,
    establishmentFee,
    ratePercent: values.ratePercent,
    termYears: values.termYears,
    residual: bounds.showInterestAndResidual ? values.residual : 0,
    frequency,
    rounding,
  })
  const display = repaymentDisplay(amount, frequency)
  const figure =
    display.kind === 'enquire'
      ? t.enquire
      : fill(t.perPeriod[frequency], { amount: formatMoney(display.amount) })
  const rates = lender ? ratePair(lender) : null
  const disclaimerText =
    disclaimer?.trim() || lender?.disclaimer?.trim() || (rates ? buildDisclaimer(rates) : null) || ''
  const shortDisclaimer = cutDisclaimer(disclaimerText, false)
  const shownDisclaimer = expanded ? disclaimerText : shortDisclaimer.text
  const picks = moneyQuickPicks[quickPicks].filter(
    (pick) => pick >= bounds.loanAmount.min && pick <= bounds.loanAmount.max,
  )
  const Heading = `h${headingLevel}` as const

  return (
    <section className="fc-panel fc-finance" id={id} aria-labelledby={headingId}>
      {/* One heading; CSS shows one of its two texts, so assistive tech only ever reads one of them. */}
      <Heading className="fc-finance__heading" id={headingId}>
        <span className="fc-finance__heading-small">{t.smallHeading}</span>{' '}
        <span className="fc-finance__heading-wide">{t.heading}</span>
      </Heading>
      <div className="fc-finance__layout">
        <div className="fc-finance__fields">
          <MoneyInput
            label={t.loanAmount}
            value={values.loanAmount > 0 ? values.loanAmount : null}
            onChange={setLoanAmount}
            message={loanMessage}
            quickPicks={picks}
            inputMode="numeric"
          />
          <MoneyInput
            label={t.deposit}
            value={values.deposit}
            onChange={(typed) => update({ deposit: clampOptionalAmount(typed ?? 0, bounds.deposit) })}
          />
          <div className="fc-finance__field">
            <label className="fc-finance__label" htmlFor={termId}>
              {t.term}
            </label>
            <select
              className="fc-field fc-finance__select"
              id={termId}
              value={values.termYears}
              onChange={(event) => update({ termYears: clampTermYears(Number(event.target.value), bounds) })}
            >
              {termChoices(bounds).map((years) => (
                <option key={years} value={years}>
                  {fill(years === 1 ? t.termYear : t.termYears, { years })}
                </option>
              ))}
            </select>
          </div>
          {bounds.showInterestAndResidual ? (
            <>
              <NumberField
                label={t.interest}
                value={values.ratePercent}
                suffix="%"
                hint={fill(t.interestHint, {
                  min: formatGrouped(bounds.interest.min),
                  max: formatGrouped(bounds.interest.max),
                })}
                onChange={(typed) => update({ ratePercent: clamp(typed ?? Number.NaN, bounds.interest) })}
              />
              <MoneyInput
                label={t.residual}
                value={values.residual}
                onChange={(typed) => update({ residual: clampOptionalAmount(typed ?? 0, bounds.residual) })}
              />
            </>
          ) : null}
          {bounds.showFrequency ? (
            <fieldset className="fc-finance__frequency">
              <legend className="fc-finance__label">{t.frequency}</legend>
              <div className="fc-finance__options">
                {repaymentFrequencies.map((option) => (
                  <label key={option} className="fc-finance__option">
                    <input
                      className="fc-finance__radio"
                      type="radio"
                      name={`${id}-frequency`}
                      value={option}
                      checked={values.frequency === option}
                      onChange={() => update({ frequency: option })}
                    />
                    <span>{t.frequencies[option]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>
        <div className="fc-finance__summary" aria-busy={loading || undefined}>
          <p className="fc-finance__result">
            <span className="fc-finance__result-label" id={resultId}>
              {t.result}
            </span>
            <output className="fc-finance__figure" aria-labelledby={resultId} aria-live="polite">
              {loading ? t.loading : figure}
            </output>
          </p>
          {loading || rates ? (
            <p className="fc-finance__rates">
              {fill(t.rates, {
                interest: loading || !rates ? t.loading : rates.interestText,
                comparison: loading || !rates ? t.loading : rates.comparisonText,
              })}
            </p>
          ) : null}
          {fixedFees.length ? (
            <div className="fc-finance__fees">
              <p className="fc-finance__label" id={feesId}>
                {t.fees}
              </p>
              <dl className="fc-finance__fee-list" aria-labelledby={feesId}>
                {fixedFees.map((fee) => (
                  <div key={fee.label} className="fc-finance__fee">
                    <dt>{fee.label}</dt>
                    <dd>{formatMoney(fee.amount, { cents: !Number.isInteger(fee.amount) })}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          {disclaimerText ? (
            <div className="fc-finance__details">
              <p className="fc-finance__disclaimer" id={disclaimerId}>
                {shownDisclaimer}
              </p>
              {shortDisclaimer.truncated ? (
                <button
                  type="button"
                  className="fc-finance__toggle"
                  aria-expanded={expanded}
                  aria-controls={disclaimerId}
                  onClick={() => setExpanded((open) => !open)}
                >
                  {expanded ? t.hideDetails : t.showDetails}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
