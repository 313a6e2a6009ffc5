import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { cx, fill } from '../format'
import { ErrorSummary } from '../form-fields/error-summary'
import { FieldList, type RenderField } from '../form-fields/field-list'
import { FormAlert } from '../form-fields/form-alert'
import { FormSuccess } from '../form-fields/form-success'
import type {
  CarSummaryData,
  FieldErrors,
  FormField,
  FormStatus,
  FormValues,
  SubmitResult,
} from '../form-fields/form-types'
import { hasErrors } from '../form-fields/form-values'
import { SubmitButton } from '../form-fields/submit-button'
import { useFormController } from '../form-fields/use-form-controller'
import { defaultLeadFormTexts, type LeadFormTexts } from '../lead-form/lead-form'
import { CarSummary } from '../success-panel/car-summary'

/**
 * The card as typed, handed to `onPay` only: `number` without spaces, `expiry` as 'MM/YY'. The form keeps it in the
 * inputs alone, never in state, values or drafts, and the inputs have no `name`, so a native post cannot send it.
 */
export interface CardDetails {
  number: string
  expiry: string
  cvc: string
  name: string
}

/** Keys of the card inputs; a failure's `fieldErrors` may use them, e.g. `{ 'cc-number': 'Card declined' }`. */
export type CardFieldKey = 'cc-number' | 'cc-exp' | 'cc-csc' | 'cc-name'

/** Texts of {@link CheckoutForm}; each has a default. */
export interface CheckoutFormTexts extends LeadFormTexts {
  /** @defaultValue 'Reserve this Car' */
  heading: string
  /** @defaultValue 'Reserve Now' */
  submit: string
  /** @defaultValue 'Reserve amount' */
  reserveAmount: string
  /** `{amount}` is the reserve amount. @defaultValue 'Pay {amount} today to hold this car for you.' */
  reserveNote: string
  /** @defaultValue 'Your details' */
  detailsHeading: string
  /** @defaultValue 'Payment details' */
  paymentHeading: string
  /** @defaultValue 'Card number' */
  cardNumber: string
  /** @defaultValue 'Expiry date (MM/YY)' */
  expiry: string
  /** @defaultValue 'Security code (CVC)' */
  cvc: string
  /** @defaultValue 'Name on card' */
  cardName: string
  /** @defaultValue 'Enter a valid card number.' */
  cardNumberInvalid: string
  /** @defaultValue 'Enter the expiry date as MM/YY.' */
  expiryInvalid: string
  /** @defaultValue 'This card has expired.' */
  expired: string
  /** @defaultValue 'Enter the 3 or 4 digit security code.' */
  cvcInvalid: string
  /** @defaultValue 'Enter the name on the card.' */
  cardNameRequired: string
}

/** Default texts of {@link CheckoutForm}. */
export const defaultCheckoutTexts: CheckoutFormTexts = {
  ...defaultLeadFormTexts,
  heading: 'Reserve this Car',
  submit: 'Reserve Now',
  reserveAmount: 'Reserve amount',
  reserveNote: 'Pay {amount} today to hold this car for you.',
  detailsHeading: 'Your details',
  paymentHeading: 'Payment details',
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'Security code (CVC)',
  cardName: 'Name on card',
  cardNumberInvalid: 'Enter a valid card number.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvcInvalid: 'Enter the 3 or 4 digit security code.',
  cardNameRequired: 'Enter the name on the card.',
  submitting: 'Processing payment…',
  successHeading: 'Car reserved',
  successMessage: 'Thank you. Your car is reserved and we will contact you shortly.',
}

/** Props of {@link CheckoutForm}. */
export interface CheckoutFormProps {
  /** The car being reserved or bought. */
  car: CarSummaryData
  /** Spec section 9: default reserve price label $200. @defaultValue '$200' */
  reserveAmountText?: string
  /** The shopper's fields (lead-client's checkout schema). */
  fields: FormField[]
  /** Controlled shopper values; pair with `onValuesChange`. */
  values?: FormValues
  /** Starting shopper values, e.g. the details stored on the device. */
  defaultValues?: FormValues
  /** Called on every change of the shopper's fields (never with card details). */
  onValuesChange?: (values: FormValues) => void
  /** Checks the shopper's fields. @defaultValue a required-only check */
  validate?: (values: FormValues) => FieldErrors
  /** Takes the payment: the card goes here and nowhere else. A rejection counts as a failure without a message. */
  onPay: (card: CardDetails, values: FormValues) => Promise<SubmitResult>
  /** Called after a successful payment with the shopper values (never the card). */
  onSuccess?: (values: FormValues) => void
  /** Replaces the control of some shopper fields. */
  renderField?: RenderField
  /** Replaces the success message. */
  renderSuccess?: (values: FormValues) => ReactNode
  /** @defaultValue 2 */
  headingLevel?: 1 | 2 | 3
  /** The card's expiry is checked against this date. @defaultValue now */
  today?: Date
  /** Errors shown at first (stories, a server re-render); card keys such as 'cc-number' work too. */
  initialErrors?: FieldErrors
  /** The state shown at first (stories, visual tests). @defaultValue 'idle' */
  initialStatus?: FormStatus
  /** The failure message shown at first with `initialStatus` 'failure'. */
  initialMessage?: string
  /** @defaultValue {@link defaultCheckoutTexts} */
  texts?: Partial<CheckoutFormTexts>
  className?: string
}

function luhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

function checkCard(card: CardDetails, today: Date, t: CheckoutFormTexts): FieldErrors {
  const errors: FieldErrors = {}
  if (!/^\d{12,19}$/.test(card.number) || !luhn(card.number)) errors['cc-number'] = t.cardNumberInvalid
  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry)
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) errors['cc-exp'] = t.expiryInvalid
  else {
    const year = 2000 + Number(expiry[2])
    // A card is valid to the end of its expiry month.
    if (year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1) errors['cc-exp'] = t.expired
  }
  if (!/^\d{3,4}$/.test(card.cvc)) errors['cc-csc'] = t.cvcInvalid
  if (!card.name.trim()) errors['cc-name'] = t.cardNameRequired
  return errors
}

/** '0427', '04 / 27' and '04/2027' all read as '04/27'. */
function normaliseExpiry(text: string): string {
  const digits = text.replace(/\D/g, '')
  if (/^\d{4}$/.test(digits)) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  if (/^\d{6}$/.test(digits) && digits.slice(2, 4) === '20') return `${digits.slice(0, 2)}/${digits.slice(4)}`
  return text.trim()
}

const cardInputs: {
  key: CardFieldKey
  label: keyof CheckoutFormTexts
  inputMode?: 'numeric'
  maxLength: number
}[] = [
  { key: 'cc-number', label: 'cardNumber', inputMode: 'numeric', maxLength: 23 },
  { key: 'cc-exp', label: 'expiry', inputMode: 'numeric', maxLength: 7 },
  { key: 'cc-csc', label: 'cvc', inputMode: 'numeric', maxLength: 4 },
  { key: 'cc-name', label: 'cardName', maxLength: 80 },
]

/**
 * Reserve or buy a car online (routes /cars/{slug}/checkout and /checkout-journey): the car, the reserve amount
 * ('$200' by default), the shopper's fields and a payment section (card number, expiry, CVC, name on card with their
 * cc-* autocomplete). Everything is checked before paying; the card is read from its inputs at that moment and passed
 * to `onPay` only. States as the lead form: submitting, success, failure with the returned message, nothing cleared.
 * @example <CheckoutForm car={car} fields={checkoutFields} validate={validateCheckout} onPay={(card, values) => pay(card, values)} />
 */
export function CheckoutForm({
  car,
  reserveAmountText = '$200',
  fields,
  values,
  defaultValues,
  onValuesChange,
  validate,
  onPay,
  onSuccess,
  renderField,
  renderSuccess,
  headingLevel = 2,
  today,
  initialErrors,
  initialStatus,
  initialMessage,
  texts,
  className,
}: CheckoutFormProps) {
  const t = { ...defaultCheckoutTexts, ...texts }
  const form = useFormController({
    fields,
    values,
    defaultValues,
    onValuesChange,
    validate,
    requiredMessage: t.required,
    initialErrors,
    initialStatus,
    initialMessage,
  })
  const [cardErrors, setCardErrors] = useState<FieldErrors>({})
  const inputs = useRef<Partial<Record<CardFieldKey, HTMLInputElement | null>>>({})

  const readCard = (): CardDetails => ({
    number: (inputs.current['cc-number']?.value ?? '').replace(/[\s-]/g, ''),
    expiry: normaliseExpiry(inputs.current['cc-exp']?.value ?? ''),
    cvc: (inputs.current['cc-csc']?.value ?? '').trim(),
    name: inputs.current['cc-name']?.value ?? '',
  })

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.status === 'submitting') return
    const card = readCard()
    const foundCard = checkCard(card, today ?? new Date(), t)
    setCardErrors(foundCard)
    if (!form.validateNow()) return
    if (hasErrors(foundCard)) {
      form.moveFocus('summary')
      return
    }
    const sent = form.values
    void form
      .submit((shopper) => onPay(card, shopper))
      .then((result) => {
        if (result?.ok) onSuccess?.(sent)
      })
  }

  const recheckCard = (key: CardFieldKey) => {
    if (!cardErrors[key] && !form.errors[key]) return
    const message = checkCard(readCard(), today ?? new Date(), t)[key]
    setCardErrors((previous) => {
      const next = { ...previous }
      if (message) next[key] = message
      else delete next[key]
      return next
    })
    if (form.errors[key]) form.setErrors((previous) => ({ ...previous, [key]: '' }))
  }

  const cardError = (key: CardFieldKey) => cardErrors[key] || form.errors[key] || undefined
  const summary = [
    ...form
      .summaryItems(fields)
      .filter((item) => !cardInputs.some((input) => item.fieldId === form.idFor(input.key))),
    ...cardInputs.flatMap((input) => {
      const message = cardError(input.key)
      return message ? [{ message, fieldId: form.idFor(input.key) }] : []
    }),
  ]
  const Heading = `h${headingLevel}` as const
  const SubHeading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4'

  return (
    <div className={cx('fc-checkout', className)}>
      <Heading className="fc-checkout__heading">{t.heading}</Heading>
      <div className="fc-checkout__summary">
        <CarSummary car={car} />
        <p className="fc-checkout__amount">
          <span className="fc-checkout__amount-label">{t.reserveAmount}</span>{' '}
          <strong className="fc-checkout__amount-value">{reserveAmountText}</strong>
        </p>
        <p className="fc-checkout__note">{fill(t.reserveNote, { amount: reserveAmountText })}</p>
      </div>
      {form.status === 'success' ? (
        <FormSuccess
          ref={form.refs.success}
          headingLevel={(headingLevel + 1) as 2 | 3 | 4}
          heading={t.successHeading}
          message={t.successMessage}
        >
          {renderSuccess?.(form.values)}
        </FormSuccess>
      ) : (
        <form className="fc-checkout__form" noValidate onSubmit={handleSubmit}>
          {form.status === 'failure' ? (
            <FormAlert ref={form.refs.alert} message={form.message || t.failure} />
          ) : null}
          <ErrorSummary
            ref={form.refs.summary}
            errors={summary}
            heading={t.errorSummary}
            headingLevel={Math.min(headingLevel + 1, 4) as 2 | 3 | 4}
          />
          <p className="fc-leadform__note">{t.requiredNote}</p>
          <div className="fc-checkout__section">
            <SubHeading className="fc-checkout__section-heading">{t.detailsHeading}</SubHeading>
            <FieldList
              fields={fields}
              values={form.values}
              errors={form.errors}
              onChange={form.setValue}
              idFor={form.idFor}
              renderField={renderField}
              texts={t}
            />
          </div>
          <div className="fc-checkout__section fc-checkout__payment">
            <SubHeading className="fc-checkout__section-heading">{t.paymentHeading}</SubHeading>
            {cardInputs.map((input) => {
              const id = form.idFor(input.key)
              const error = cardError(input.key)
              return (
                <div
                  key={input.key}
                  className={cx(
                    'fc-formfield',
                    `fc-checkout__${input.key}`,
                    error && 'fc-formfield--invalid',
                  )}
                >
                  <label className="fc-formfield__label" htmlFor={id}>
                    {t[input.label]}
                    <span className="fc-formfield__marker" aria-hidden="true">
                      {' '}
                      {t.requiredMarker}
                    </span>
                  </label>
                  {error ? (
                    <p className="fc-formfield__error" id={`${id}-error`}>
                      <span className="fc-sr-only">{t.errorPrefix}</span> {error}
                    </p>
                  ) : null}
                  {/* No name: card details never travel with a form post. */}
                  <input
                    ref={(element) => {
                      inputs.current[input.key] = element
                    }}
                    className="fc-formfield__input"
                    id={id}
                    type="text"
                    inputMode={input.inputMode}
                    autoComplete={input.key}
                    maxLength={input.maxLength}
                    required
                    spellCheck={false}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={() => recheckCard(input.key)}
                  />
                </div>
              )
            })}
          </div>
          <p className="fc-sr-only" role="status">
            {form.status === 'submitting' ? t.submitting : ''}
          </p>
          <SubmitButton className="fc-checkout__submit" submitting={form.status === 'submitting'}>
            {t.submit}
          </SubmitButton>
        </form>
      )}
    </div>
  )
}
