import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { cx, formatDollars } from '../format'
import { FormAlert } from '../form-fields/form-alert'
import type { FieldRenderProps } from '../form-fields/field-list'
import type { FieldErrors, FormField, FormValues, SubmitResult } from '../form-fields/form-types'
import { initialValues, settle } from '../form-fields/form-values'
import { SubmitButton } from '../form-fields/submit-button'
import { defaultLeadFormTexts, LeadForm, type LeadFormTexts } from '../lead-form/lead-form'
import {
  defaultStepProgressTexts,
  StepProgress,
  type StepProgressTexts,
} from '../multi-step-form/step-progress'

/** A valuation adjustment question, e.g. 'Has the car been in an accident?'. */
export interface AdjustmentQuestion {
  id: string
  question: string
  options: { value: string; label: string }[]
}

/** The car a rego lookup found. */
export interface TradeInVehicle {
  /** e.g. '2019 Toyota Corolla Ascent Sport Hatchback'. */
  description: string
  /** Facts shown under it, e.g. colour, transmission. */
  details?: { label: string; value: string }[]
}

/** What `onRegoLookup` answers: the car and its offer (null when there is no online estimate), or a message. */
export type RegoLookupResult =
  { ok: true; vehicle: TradeInVehicle; offerPrice: number | null } | { ok: false; message: string }

/** The journey's steps (spec section 4: lead, adjustments, rego lookup, offer accepted). */
export type TradeInStep = 'lead' | 'adjustments' | 'rego' | 'offer' | 'accepted'

/** Texts of {@link TradeInJourney}; each has a default. */
export interface TradeInJourneyTexts extends LeadFormTexts, StepProgressTexts {
  /** @defaultValue 'Your details' */
  leadStep: string
  /** @defaultValue 'About your car' */
  adjustmentsStep: string
  /** @defaultValue 'Find your car' */
  regoStep: string
  /** @defaultValue 'Your offer' */
  offerStep: string
  /** Spec section 5. @defaultValue 'An online estimate is generally not given for cars over 7 years old or over 100,000 km.' */
  guidance: string
  /** @defaultValue 'Continue' */
  continue: string
  /** @defaultValue 'Back' */
  back: string
  /** An unanswered adjustment question. @defaultValue 'Please answer this question.' */
  answerRequired: string
  /** @defaultValue 'Registration number' */
  rego: string
  /** @defaultValue 'State' */
  state: string
  /** @defaultValue 'Please enter your registration number.' */
  regoRequired: string
  /** @defaultValue 'Find My Car' */
  lookup: string
  /** A failed lookup without a message. @defaultValue 'We could not find a car with that registration. Please check it and try again.' */
  lookupFailure: string
  /** @defaultValue 'Our offer' */
  offerLabel: string
  /** @defaultValue 'Accept Offer' */
  acceptOffer: string
  /** Shown when the lookup gave no offer. @defaultValue 'We can't give an online estimate for this car. Our team will contact you with a valuation.' */
  noOffer: string
  /** @defaultValue 'Offer accepted' */
  acceptedHeading: string
  /** @defaultValue 'Thank you. We will be in touch to arrange an inspection of your car.' */
  acceptedMessage: string
}

/** Default texts of {@link TradeInJourney}. */
export const defaultTradeInTexts: TradeInJourneyTexts = {
  ...defaultLeadFormTexts,
  ...defaultStepProgressTexts,
  leadStep: 'Your details',
  adjustmentsStep: 'About your car',
  regoStep: 'Find your car',
  offerStep: 'Your offer',
  guidance: 'An online estimate is generally not given for cars over 7 years old or over 100,000 km.',
  continue: 'Continue',
  back: 'Back',
  answerRequired: 'Please answer this question.',
  rego: 'Registration number',
  state: 'State',
  regoRequired: 'Please enter your registration number.',
  lookup: 'Find My Car',
  lookupFailure: 'We could not find a car with that registration. Please check it and try again.',
  offerLabel: 'Our offer',
  acceptOffer: 'Accept Offer',
  noOffer: "We can't give an online estimate for this car. Our team will contact you with a valuation.",
  acceptedHeading: 'Offer accepted',
  acceptedMessage: 'Thank you. We will be in touch to arrange an inspection of your car.',
}

/** The Australian states and territories, for the rego lookup. */
export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].map((state) => ({
  value: state,
  label: state,
}))

/** Props of {@link TradeInJourney}. */
export interface TradeInJourneyProps {
  /** The lead form's fields (lead-client's trade-in schema: name, last name, postcode, mobile, email, disclaimer…). */
  fields: FormField[]
  /** Checks the lead form (lead-client's validator). @defaultValue a required-only check */
  validate?: (values: FormValues) => FieldErrors
  /** Starting values of the lead form, e.g. the details stored on the device. */
  defaultValues?: FormValues
  /** Called on every change of the lead form, e.g. to save a draft. */
  onValuesChange?: (values: FormValues) => void
  /** Step 1: sends the lead. */
  onSubmitLead: (values: FormValues) => Promise<SubmitResult>
  /** Step 2's questions; every one must be answered. None skips the step. */
  questions: AdjustmentQuestion[]
  /** Step 2: sends the answers by question id. */
  onSubmitAdjustments: (answers: Record<string, string>) => Promise<SubmitResult>
  /** Step 3: finds the car and its offer from its registration and state. */
  onRegoLookup: (rego: string, state: string) => Promise<RegoLookupResult>
  /** Step 4: accepts the offer (the spec's '3. Offer Accepted' lead). */
  onAcceptOffer: () => Promise<SubmitResult>
  /** Called with the step shown whenever it changes. */
  onStepChange?: (step: TradeInStep) => void
  /** @defaultValue the eight states and territories */
  states?: { value: string; label: string }[]
  /** Spec section 9: default form state qld. @defaultValue 'QLD' */
  defaultState?: string
  /** The step shown first, e.g. when resuming after sign-in. @defaultValue 'lead' */
  initialStep?: TradeInStep
  /** The lookup result shown on the offer step when starting there. */
  initialLookup?: { vehicle: TradeInVehicle; offerPrice: number | null }
  /** A heading above the steps. */
  title?: string
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  /** Adds a spam-trap field of this name to the lead form; its value is passed to `onSubmitLead`. */
  honeypotName?: string
  /** Shown under the accepted heading in place of the default message. */
  acceptedContent?: ReactNode
  /** @defaultValue {@link defaultTradeInTexts} */
  texts?: Partial<TradeInJourneyTexts>
  className?: string
}

const stepOrder = ['lead', 'adjustments', 'rego', 'offer'] as const
type JourneyStep = (typeof stepOrder)[number]

/**
 * The trade-in valuation journey (spec section 4: lead, adjustments, rego lookup, offer accepted): the lead form, the
 * adjustment questions, the registration lookup, then the offer in whole dollars with Accept Offer. Each step calls
 * its own callback and moves on only when it answers ok; a failure shows its message and keeps what was entered.
 * Back keeps every answer. The guidance on older or high-kilometre cars is shown until an offer is made.
 * @example <TradeInJourney fields={tradeInFields} validate={validateTradeIn} questions={questions} onSubmitLead={sendLead} onSubmitAdjustments={sendAnswers} onRegoLookup={lookup} onAcceptOffer={accept} />
 */
export function TradeInJourney({
  fields,
  validate,
  defaultValues,
  onValuesChange,
  onSubmitLead,
  questions,
  onSubmitAdjustments,
  onRegoLookup,
  onAcceptOffer,
  onStepChange,
  states = australianStates,
  defaultState = 'QLD',
  initialStep = 'lead',
  initialLookup,
  title,
  headingLevel = 2,
  honeypotName,
  acceptedContent,
  texts,
  className,
}: TradeInJourneyProps) {
  const t = { ...defaultTradeInTexts, ...texts }
  const [step, setStep] = useState<TradeInStep>(initialStep)
  const [leadValues, setLeadValues] = useState(() => initialValues(fields, defaultValues))
  const [answers, setAnswers] = useState<FormValues>({})
  const [regoValues, setRegoValues] = useState<FormValues>({ rego: '', state: defaultState })
  const [lookup, setLookup] = useState(initialLookup ?? null)
  const found = useRef<typeof lookup>(null)
  const [offerStatus, setOfferStatus] = useState<'idle' | 'submitting' | 'failure'>('idle')
  const [offerMessage, setOfferMessage] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const moved = useRef(false)

  // At commit, in the same task: the button that had focus is gone, and focus must not rest on the page meanwhile.
  useLayoutEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [step])
  useEffect(() => {
    if (offerStatus === 'failure') alertRef.current?.focus()
  }, [offerStatus])

  const go = (next: TradeInStep) => {
    moved.current = true
    setOfferStatus('idle')
    setStep(next)
    onStepChange?.(next)
  }

  const steps: readonly JourneyStep[] = questions.length
    ? stepOrder
    : stepOrder.filter((name) => name !== 'adjustments')
  const titles: Record<JourneyStep, string> = {
    lead: t.leadStep,
    adjustments: t.adjustmentsStep,
    rego: t.regoStep,
    offer: t.offerStep,
  }
  const previous = (current: JourneyStep) => steps[steps.indexOf(current) - 1]
  const following = (current: JourneyStep) => steps[steps.indexOf(current) + 1]

  const questionFields: FormField[] = questions.map((question) => ({
    name: question.id,
    label: question.question,
    kind: 'select',
    required: true,
    options: question.options,
  }))
  const regoFields: FormField[] = [
    { name: 'rego', label: t.rego, kind: 'text', required: true, autoComplete: 'off', maxLength: 10 },
    { name: 'state', label: t.state, kind: 'select', required: true, options: states },
  ]

  const accept = async () => {
    if (offerStatus === 'submitting') return
    setOfferStatus('submitting')
    const result = await settle(onAcceptOffer)
    if (result.ok) go('accepted')
    else {
      setOfferMessage(result.message)
      setOfferStatus('failure')
    }
  }

  const Heading = `h${headingLevel}` as const
  const StepHeading = `h${title ? headingLevel + 1 : headingLevel}` as 'h2' | 'h3' | 'h4'
  const formHeadingLevel = (title ? headingLevel + 2 : headingLevel + 1) as 3 | 4
  const stepIndex = step === 'accepted' ? steps.length - 1 : steps.indexOf(step)
  const backButton = (target: TradeInStep | undefined) =>
    target ? (
      <button
        type="button"
        className="fc-button fc-button--outline fc-tradein__back"
        onClick={() => go(target)}
      >
        {t.back}
      </button>
    ) : null

  return (
    <div className={cx('fc-tradein', className)}>
      {title ? <Heading className="fc-tradein__title">{title}</Heading> : null}
      {step !== 'accepted' ? (
        <StepProgress steps={steps.map((name) => titles[name])} current={stepIndex} texts={t} />
      ) : null}
      <StepHeading className="fc-tradein__heading" ref={headingRef} tabIndex={-1}>
        {step === 'accepted' ? t.acceptedHeading : titles[step]}
      </StepHeading>
      {step === 'lead' || step === 'adjustments' || step === 'rego' ? (
        <p className="fc-tradein__guidance">{t.guidance}</p>
      ) : null}

      {step === 'lead' ? (
        <LeadForm
          fields={fields}
          validate={validate}
          values={leadValues}
          onValuesChange={(values) => {
            setLeadValues(values)
            onValuesChange?.(values)
          }}
          onSubmit={onSubmitLead}
          onSuccess={() => go(following('lead') ?? 'rego')}
          submitLabel={t.continue}
          headingLevel={formHeadingLevel}
          honeypotName={honeypotName}
          texts={t}
        />
      ) : null}

      {step === 'adjustments' ? (
        <>
          <LeadForm
            fields={questionFields}
            values={answers}
            onValuesChange={setAnswers}
            texts={{ ...t, required: t.answerRequired, requiredNote: '' }}
            onSubmit={(values) =>
              onSubmitAdjustments(
                Object.fromEntries(
                  questions.map((question) => [question.id, String(values[question.id] ?? '')]),
                ),
              )
            }
            onSuccess={() => go('rego')}
            submitLabel={t.continue}
            headingLevel={formHeadingLevel}
            renderField={(_field, control) => <RadioQuestion {...control} errorPrefix={t.errorPrefix} />}
          />
          {backButton(previous('adjustments'))}
        </>
      ) : null}

      {step === 'rego' ? (
        <>
          <LeadForm
            fields={regoFields}
            values={regoValues}
            onValuesChange={setRegoValues}
            texts={{ ...t, required: t.regoRequired, requiredNote: '' }}
            onSubmit={async (values) => {
              found.current = null
              const result = await onRegoLookup(String(values.rego).trim(), String(values.state))
              if (!result.ok) return { ok: false, message: result.message || t.lookupFailure }
              found.current = { vehicle: result.vehicle, offerPrice: result.offerPrice }
              return { ok: true }
            }}
            onSuccess={() => {
              setLookup(found.current)
              go('offer')
            }}
            submitLabel={t.lookup}
            headingLevel={formHeadingLevel}
          />
          {backButton(previous('rego'))}
        </>
      ) : null}

      {step === 'offer' ? (
        <div className="fc-tradein__offer">
          {offerStatus === 'failure' ? (
            <FormAlert ref={alertRef} message={offerMessage || t.failure} />
          ) : null}
          {lookup ? (
            <div className="fc-panel fc-tradein__vehicle">
              <p className="fc-tradein__vehicle-name">{lookup.vehicle.description}</p>
              {lookup.vehicle.details?.length ? (
                <dl className="fc-tradein__details">
                  {lookup.vehicle.details.map((detail) => (
                    <div key={detail.label} className="fc-tradein__detail">
                      <dt>{detail.label}</dt>
                      <dd>{detail.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
          ) : null}
          {lookup && lookup.offerPrice !== null ? (
            <>
              <p className="fc-tradein__price">
                <span className="fc-tradein__price-label">{t.offerLabel}</span>{' '}
                <strong className="fc-tradein__price-value">{formatDollars(lookup.offerPrice)}</strong>
              </p>
              <p className="fc-sr-only" role="status">
                {offerStatus === 'submitting' ? t.submitting : ''}
              </p>
              <div className="fc-tradein__actions">
                {backButton('rego')}
                <SubmitButton
                  type="button"
                  submitting={offerStatus === 'submitting'}
                  onClick={() => void accept()}
                >
                  {t.acceptOffer}
                </SubmitButton>
              </div>
            </>
          ) : (
            <>
              <p className="fc-tradein__no-offer">{t.noOffer}</p>
              <p className="fc-tradein__guidance">{t.guidance}</p>
              {backButton('rego')}
            </>
          )}
        </div>
      ) : null}

      {step === 'accepted' ? (
        <div className="fc-tradein__accepted">
          {acceptedContent ?? <p>{t.acceptedMessage}</p>}
          {lookup && lookup.offerPrice !== null ? (
            <p className="fc-tradein__price">
              <span className="fc-tradein__price-label">{t.offerLabel}</span>{' '}
              <strong className="fc-tradein__price-value">{formatDollars(lookup.offerPrice)}</strong>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

/** An adjustment question as a group of radio buttons (arrow keys move between answers). */
function RadioQuestion({
  field,
  id,
  value,
  error,
  onChange,
  errorPrefix,
}: FieldRenderProps & { errorPrefix: string }) {
  const errorId = `${id}-error`
  return (
    <fieldset
      className={cx('fc-formfield', 'fc-radios', error && 'fc-formfield--invalid')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="fc-formfield__label">{field.label}</legend>
      {error ? (
        <p className="fc-formfield__error" id={errorId}>
          <span className="fc-sr-only">{errorPrefix}</span> {error}
        </p>
      ) : null}
      <div className="fc-radios__options">
        {(field.options ?? []).map((option, index) => (
          <label key={option.value} className="fc-radios__option">
            <input
              type="radio"
              className="fc-radios__input"
              // The summary links to the first answer.
              id={index === 0 ? id : undefined}
              name={field.name}
              value={option.value}
              checked={value === option.value}
              required
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
