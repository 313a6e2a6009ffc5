import type { FormContext, FormName, LeadCar } from '@forecourt/lead-client'
import type { FormsConfig } from './site-types'

/** Forms that carry the tenant's enquiry terms checkbox (the trade-in has its own Disclaimer). */
const enquiryTermsForms: ReadonlySet<FormName> = new Set([
  'enquiry',
  'request-photos',
  'finance-enquiry',
  'finance-pre-approval',
  'sell-my-car',
  'service-booking',
  'contact',
  'location',
  'model-quote',
])

/** Forms that ask which location, when they are not about a car. */
const locationChoiceForms: ReadonlySet<FormName> = new Set(['test-drive', 'service-booking'])

/** What a form is about, beyond the tenant's options. */
export interface FormSubject {
  car?: LeadCar | null
  locationId?: number | string
  model?: { id?: string; name?: string; vehicle?: string }
  /** Today in the dealer's time zone, YYYY-MM-DD. */
  today?: string
}

/**
 * The lead-client context of a form on this tenant's site. The browser renders with it and the server validates
 * with it, so both always agree: an enquiry without a car is a general one (category required), test drives and
 * service bookings without a car ask for a location, and each form gets the tenant's terms checkbox.
 * @example formContextFor(shell.forms, 'enquiry', { car }).general // false
 */
export function formContextFor(config: FormsConfig, form: FormName, subject: FormSubject = {}): FormContext {
  const car = subject.car ?? undefined
  const terms =
    form === 'test-drive'
      ? config.termsCheckbox.testDrive
      : enquiryTermsForms.has(form) && config.termsCheckbox.enquiry
  return {
    commentsRequired: config.commentsRequired,
    termsCheckbox: terms,
    general: form === 'enquiry' && !car,
    dealerships: config.dealerships,
    defaultState: config.defaultState as FormContext['defaultState'],
    ...(locationChoiceForms.has(form) && !car
      ? { locations: config.locations.map(({ id, name }) => ({ id, name })) }
      : {}),
    ...(car ? { car } : {}),
    ...(subject.locationId !== undefined ? { locationId: subject.locationId } : {}),
    ...(subject.model ? { model: subject.model } : {}),
    ...(subject.today ? { today: subject.today } : {}),
  }
}
