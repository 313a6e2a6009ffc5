import {
  createLeadClient,
  enquiryEventId,
  errorSummary,
  formContextFor,
  formDefinition,
  successRecord,
  validateForm,
  type EnquiryEventId,
  type FieldErrors,
  type FormsConfig,
  type FormValues,
  type LeadCar,
  type LeadStorage,
} from '@forecourt/lead-client'

/** What a car's page gives its enquiry form: the browser's storage, the visit, and what to do with the outcome. */
export interface EnquiryPage {
  /** `localStorage`: the outbox and the success record are kept there. */
  storage: LeadStorage
  /** `location.href`. */
  url: string
  /** The pages seen this visit. */
  visitedPages: string[]
  /** The query parameters the visit arrived with (utm_source and the like). */
  landingQuery: Record<string, string>
  showErrors: (summary: ReturnType<typeof errorSummary>) => void
  showBanner: (message: string, fieldErrors?: FieldErrors) => void
  track: (eventId: EnquiryEventId) => void
  navigate: (path: string) => void
}

/**
 * The enquiry form of a car's page, in the browser: the form to render, and its submit (validate, send, keep the
 * success record, track the enquiry, go to /success).
 * @example const { definition, submit } = carEnquiryForm(forms, car, { storage: localStorage, url: location.href, … })
 */
export function carEnquiryForm(forms: FormsConfig, car: LeadCar, page: EnquiryPage) {
  const context = formContextFor(forms, 'enquiry', { car, pageId: 'vdp' }) // as the server builds it, less the page
  const definition = formDefinition('enquiry', context) // fields, submitLabel, category, subcategory

  const leads = createLeadClient({ storage: page.storage, outboxKey: forms.storageKeys.outbox })
  void leads.flushOutbox() // on every visit: resend what a closed tab or a dead connection left behind

  async function submit(values: FormValues, honeypot = '') {
    const checked = validateForm('enquiry', values, context)
    if (!checked.ok) return page.showErrors(errorSummary(definition.fields, checked.errors))
    const result = await leads.submit({
      form: 'enquiry',
      values, // as typed: the server validates them again
      car_id: car.id,
      url: page.url,
      visited_pages: page.visitedPages,
      linked_query_params: page.landingQuery,
      website: honeypot, // the hidden honeypot input: empty unless a bot filled it in
    })
    if (!result.ok) return page.showBanner(result.message, result.fieldErrors)
    const record = successRecord({ form: 'enquiry', leadId: result.leadId, car, at: new Date() })
    page.storage.setItem(forms.storageKeys.success, JSON.stringify(record))
    page.track(enquiryEventId('enquiry', car)) // 14 new or demo, 15 used, 17 tagged 'Test Drive Only'
    page.navigate('/success')
  }

  return { definition, submit }
}
