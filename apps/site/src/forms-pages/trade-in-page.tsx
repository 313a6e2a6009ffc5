import {
  LeadForm,
  TradeInJourney,
  type FieldErrors,
  type FormField,
  type FormValues,
  type SubmitResult,
  type TradeInStep,
  type TradeInVehicle,
} from '@forecourt/components/forms'
import { messages } from '@forecourt/lead-client'
import { carTitle } from '@forecourt/stock-rules'
import { useEffect, useId, useRef, useState } from 'react'
import { useLeadForm } from '../leads/lead-forms'
import type { FormPagesData } from '../site/form-pages-types'
import type { CarSummary, SiteShell } from '../site/site-types'
import { FaqSection } from './finance-pages'
import { ContactAside, FormCar, FormPage } from './form-page'
import { fillBlanks, savesValuation, startingValues } from './form-values'
import {
  acceptOffer,
  lookUpRego,
  saveValuation,
  sendAdjustments,
  type TradeInOffer,
  type TypedVehicle,
} from './service-calls'

/** The manual path's fields: the car's details when its registration is not found. */
const manualFields: FormField[] = [
  { name: 'year', label: 'Year', kind: 'number', required: true, maxLength: 4, autoComplete: 'off' },
  { name: 'make', label: 'Make', kind: 'text', required: true, maxLength: 60, autoComplete: 'off' },
  { name: 'model', label: 'Model', kind: 'text', required: true, maxLength: 60, autoComplete: 'off' },
]

function checkManual(values: FormValues): FieldErrors {
  const errors: FieldErrors = {}
  const year = String(values.year ?? '').trim()
  if (!year) errors.year = messages.required('Year')
  else if (!/^(19|20)\d{2}$/.test(year)) errors.year = 'Please enter the year as 4 digits, e.g. 2019.'
  for (const name of ['make', 'model'] as const) {
    if (!String(values[name] ?? '').trim())
      errors[name] = messages.required(name === 'make' ? 'Make' : 'Model')
  }
  return errors
}

/** Where the journey resumes after the manual path: its offer step, with the car typed and its offer. */
interface Resume {
  vehicle: TradeInVehicle
  offerPrice: number | null
}

/**
 * The trade-in valuation (spec section 4, "Trade-in flow steps"): step 1 the trade-in lead (form 'trade-in'), step 2
 * the adjustment answers, step 3 the rego lookup (or, when the registration is not found, the car's details typed by
 * hand), step 4 Accept Offer, which files the lead as '3. Offer Accepted'. A failure shows the returned error and
 * keeps everything entered; the lead's values are kept in the page's state.
 * @example <TradeInView shell={shell} pages={pages} car={null} />
 */
export function TradeInView({
  shell,
  pages,
  car,
}: {
  shell: SiteShell
  pages: FormPagesData
  car: CarSummary | null
}) {
  const model = useLeadForm(shell.forms, 'trade-in', { car: car?.leadCar ?? null })
  const [draft, setDraft] = useState(() => startingValues(model.definition.fields))
  // The journey keeps its lead values from its first render: it starts again (a new key) when the details the
  // shopper entered last time fill its blanks, right after hydration, before anything is typed.
  const [generation, setGeneration] = useState(0)
  const leadId = useRef<string | null>(null)
  const answers = useRef<Record<string, string>>({})
  const [step, setStep] = useState<TradeInStep>('lead')
  const [notFound, setNotFound] = useState(false)
  const [offerMessage, setOfferMessage] = useState<string | null>(null)
  const [resume, setResume] = useState<Resume | null>(null)
  const manualHeadingId = useId()

  const firstDraft = useRef(draft)
  useEffect(() => {
    const filled = fillBlanks(firstDraft.current, model.defaultValues)
    if (filled === firstDraft.current) return
    firstDraft.current = filled
    setDraft(filled)
    setGeneration((count) => count + 1)
  }, [model])

  const noLead = { ok: false, message: messages.unexpectedError } as const

  /** Keeps the valuation for brands that save it (spec section 7); only logged either way. */
  const keepValuation = (tradeInMake: string, description: string, offer: TradeInOffer) => {
    const id = leadId.current
    if (!id || offer.offerPrice === null) return
    if (
      !savesValuation(pages.tradeIn.valuationSaveMakes, { buying: car?.leadCar.make, tradeIn: tradeInMake })
    )
      return
    void saveValuation(id, { offer_price: offer.offerPrice, vehicle: description, answers: answers.current })
  }

  const showOffer = (offer: TradeInOffer) => setOfferMessage(offer.offerPrice === null ? offer.message : null)

  const submitManual = async (values: FormValues): Promise<SubmitResult> => {
    const id = leadId.current
    if (!id) return noLead
    const vehicle: TypedVehicle = {
      year: String(values.year).trim(),
      make: String(values.make).trim(),
      model: String(values.model).trim(),
    }
    const sent = await sendAdjustments(id, answers.current, vehicle)
    if (!sent.ok) return sent
    const description = carTitle(vehicle)
    showOffer(sent.offer)
    keepValuation(vehicle.make, description, sent.offer)
    setNotFound(false)
    setStep('offer')
    setResume({ vehicle: { description }, offerPrice: sent.offer.offerPrice })
    setGeneration((count) => count + 1)
    return { ok: true }
  }

  return (
    <FormPage
      title="Trade-In Valuation"
      intro={`Find out what ${shell.name} will pay for your car in four steps: your details, a few questions about the car, its registration, then your offer.`}
      aside={<ContactAside shell={shell} contact={pages.contact} heading="Rather we valued it in person?" />}
    >
      {car ? <FormCar car={car} label="Trading in towards" /> : null}
      <TradeInJourney
        key={generation}
        className="fc-formpage__form"
        title="Value your car"
        fields={model.definition.fields}
        validate={(values) => model.validate(values)}
        defaultValues={draft}
        onValuesChange={setDraft}
        defaultState={shell.forms.defaultState}
        questions={pages.tradeIn.questions}
        onStepChange={(next) => {
          setStep(next)
          if (next !== 'rego') setNotFound(false)
        }}
        {...(resume ? { initialStep: 'offer' as const, initialLookup: resume } : {})}
        {...(offerMessage ? { texts: { noOffer: offerMessage } } : {})}
        onSubmitLead={async (values) => {
          const result = await model.submit(values)
          if (result.ok) leadId.current = result.leadId
          return result
        }}
        onSubmitAdjustments={async (given) => {
          answers.current = given
          const id = leadId.current
          if (!id) return noLead
          const sent = await sendAdjustments(id, given)
          return sent.ok ? { ok: true } : sent
        }}
        onRegoLookup={async (rego, state) => {
          const id = leadId.current
          if (!id) return noLead
          const found = await lookUpRego(id, rego, state)
          setNotFound(!found.ok && found.notFound)
          if (!found.ok) return found
          showOffer(found.offer)
          keepValuation(found.make, found.vehicle.description, found.offer)
          return { ok: true, vehicle: found.vehicle, offerPrice: found.offer.offerPrice }
        }}
        onAcceptOffer={() => (leadId.current ? acceptOffer(leadId.current) : Promise.resolve(noLead))}
      />
      {notFound && step === 'rego' ? (
        <section className="fc-panel fc-formpage__manual" aria-labelledby={manualHeadingId}>
          <h2 className="fc-formpage__aside-heading" id={manualHeadingId}>
            Can't find your car? Enter its details
          </h2>
          <LeadForm
            fields={manualFields}
            validate={checkManual}
            onSubmit={submitManual}
            submitLabel="Value My Car"
            headingLevel={3}
            texts={{ requiredNote: '' }}
          />
        </section>
      ) : null}
      <FaqSection items={pages.faqs['trade-in']} heading="Trade-in questions" />
    </FormPage>
  )
}
