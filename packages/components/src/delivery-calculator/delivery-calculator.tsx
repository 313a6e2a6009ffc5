import { formatMoney } from '@forecourt/finance-math'
import type { DeliveryEstimate } from '@forecourt/stock-rules'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { cx, fill } from '../format'

/** Every visible string of the delivery calculator; each has a default, and `{name}` placeholders are filled in. */
export interface DeliveryCalculatorTexts {
  /** @defaultValue 'Delivery Calculator' */
  heading: string
  /** @defaultValue 'Find out what it costs to deliver this car to you.' */
  intro: string
  /** @defaultValue 'Your postcode' */
  postcode: string
  /** @defaultValue 'Calculate' */
  submit: string
  /** The button while an estimate loads. @defaultValue 'Calculating…' */
  busy: string
  /** Spec section 5. @defaultValue 'Please enter a postcode.' */
  empty: string
  /** Our addition: anything but 4 digits is not sent. @defaultValue 'Please enter a 4-digit postcode.' */
  invalid: string
  /**
   * Spec section 5; also shown when the estimate fails.
   * @defaultValue "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."
   */
  unknown: string
  /** `{name}` is the region, `{price}` the delivery price. @defaultValue 'Delivery to {name}: {price}' */
  result: string
  /** Shown when delivery costs nothing; `{name}` is the region. @defaultValue 'Free delivery to {name}' */
  free: string
}

/** Props of {@link DeliveryCalculator}. */
export interface DeliveryCalculatorProps {
  /**
   * Looks up the delivery estimate of a 4-digit postcode: `{ price, name }`, or null for a location without one
   * (the unknown-location message). A rejection shows the same message and is passed to `onError`.
   */
  estimate: (postcode: string) => Promise<DeliveryEstimate | null>
  /** Where a failed estimate goes. @defaultValue logs it with console.error */
  onError?: (error: unknown) => void
  /** The section's id, for in-page links. */
  id?: string
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  /** Replaces any of the default texts. @defaultValue the English texts of {@link DeliveryCalculatorTexts} */
  texts?: Partial<DeliveryCalculatorTexts>
}

/** The calculator's states (spec section 4): idle, loading, result or error. */
export type DeliveryCalculatorState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'result'; estimate: DeliveryEstimate }
  /** `invalidInput`: the postcode itself is the problem (empty or not 4 digits), not the location. */
  | { status: 'error'; message: string; invalidInput: boolean }

const defaultTexts: DeliveryCalculatorTexts = {
  heading: 'Delivery Calculator',
  intro: 'Find out what it costs to deliver this car to you.',
  postcode: 'Your postcode',
  submit: 'Calculate',
  busy: 'Calculating…',
  empty: 'Please enter a postcode.',
  invalid: 'Please enter a 4-digit postcode.',
  unknown:
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
  result: 'Delivery to {name}: {price}',
  free: 'Free delivery to {name}',
}

const logError = (error: unknown) => console.error('Delivery estimate failed', error)

/**
 * The delivery calculator: a postcode field and a button. An empty postcode asks for one; otherwise `estimate`
 * is called, the button shows it is busy, and the result or the unknown-location message is announced. The postcode
 * stays in the field whatever happens.
 */
export function DeliveryCalculator({
  estimate,
  onError = logError,
  id,
  headingLevel = 2,
  texts,
}: DeliveryCalculatorProps) {
  const t = { ...defaultTexts, ...texts }
  const headingId = useId()
  const inputId = useId()
  const statusId = useId()
  const [postcode, setPostcode] = useState('')
  const [state, setState] = useState<DeliveryCalculatorState>({ status: 'idle' })
  // Only the latest request may settle the state; an unmounted calculator ignores them all.
  const request = useRef(0)
  useEffect(
    () => () => {
      request.current += 1
    },
    [],
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (state.status === 'loading') return
    const value = postcode.trim()
    const invalid = value === '' ? t.empty : /^\d{4}$/.test(value) ? null : t.invalid
    if (invalid) {
      setState({ status: 'error', message: invalid, invalidInput: true })
      return
    }
    const current = ++request.current
    setState({ status: 'loading' })
    try {
      const found = await estimate(value)
      if (current !== request.current) return
      setState(
        found
          ? { status: 'result', estimate: found }
          : { status: 'error', message: t.unknown, invalidInput: false },
      )
    } catch (error) {
      if (current !== request.current) return
      onError(error)
      setState({ status: 'error', message: t.unknown, invalidInput: false })
    }
  }

  const loading = state.status === 'loading'
  const Heading = `h${headingLevel}` as const
  return (
    <section className="fc-panel fc-delivery" id={id} aria-labelledby={headingId}>
      <Heading className="fc-delivery__heading" id={headingId}>
        {t.heading}
      </Heading>
      {t.intro ? <p className="fc-delivery__intro">{t.intro}</p> : null}
      <form className="fc-delivery__form" noValidate onSubmit={(event) => void submit(event)}>
        <label className="fc-delivery__label" htmlFor={inputId}>
          {t.postcode}
        </label>
        <div className="fc-delivery__row">
          <input
            className="fc-field fc-delivery__input"
            id={inputId}
            name="postcode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            aria-invalid={state.status === 'error' && state.invalidInput ? true : undefined}
            aria-describedby={state.status === 'error' ? statusId : undefined}
            onChange={(event) => setPostcode(event.target.value)}
          />
          <button
            className="fc-button fc-delivery__submit"
            type="submit"
            aria-disabled={loading || undefined}
            aria-busy={loading || undefined}
          >
            {loading ? t.busy : t.submit}
          </button>
        </div>
      </form>
      <p
        className={cx(
          'fc-delivery__status',
          state.status === 'error' && 'fc-delivery__status--error',
          state.status === 'result' && 'fc-delivery__status--result',
        )}
        id={statusId}
        role="status"
      >
        {state.status === 'error' ? state.message : null}
        {state.status === 'result'
          ? state.estimate.price > 0
            ? fill(t.result, { name: state.estimate.name, price: formatMoney(state.estimate.price) })
            : fill(t.free, { name: state.estimate.name })
          : null}
      </p>
    </section>
  )
}
