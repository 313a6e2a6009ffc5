import type { LeadCar } from './lead-car.js'

/**
 * One field of a lead form, as data a generic UI renders: an input per `kind`, the label, and the
 * attributes the browser needs for autofill and length limits.
 * @example const field: FormField = { name: 'postcode', label: 'Postcode', kind: 'postcode', required: true, maxLength: 4 }
 */
export interface FormField {
  /** Payload key, e.g. 'name', 'last_name', 'terms_conditions'. */
  name: string
  /** Visible label, e.g. 'First Name'. */
  label: string
  kind:
    | 'text'
    | 'email'
    | 'tel'
    | 'textarea'
    | 'select'
    | 'checkbox'
    /** Several of `options` ticked; the value is the chosen values, one per line, in the options' order. */
    | 'checkboxes'
    | 'date'
    | 'hidden'
    | 'postcode'
    | 'money'
    | 'number'
  required: boolean
  /** Choices of a select or of checkboxes, in display order. */
  options?: { value: string; label: string }[]
  /** The HTML autocomplete token, e.g. 'email', 'tel', 'postal-code'. */
  autoComplete?: string
  maxLength?: number
  /** Value the field starts with (and a hidden field's value when none is sent). */
  defaultValue?: string
  /** Help text shown under the label (checkbox text, the date format). */
  description?: string
}

/**
 * Values of a form as typed: text as strings, checkboxes as booleans.
 * @example const values: FormValues = { name: 'Jo Citizen', opt_in: true }
 */
export type FormValues = Record<string, string | boolean>

/**
 * The first error of each field with one, keyed by field name, in field order.
 * @example const errors: FieldErrors = { postcode: 'Invalid postcode. Please enter a 4-digit number.' }
 */
export type FieldErrors = Record<string, string>

/**
 * Every lead form of the platform, by name.
 * @example formNames.includes('trade-in') // true
 */
export const formNames = [
  'enquiry',
  'test-drive',
  'request-photos',
  'trade-in',
  'finance-enquiry',
  'finance-pre-approval',
  'sell-my-car',
  'service-booking',
  'contact',
  'location',
  'model-quote',
  'reserve',
] as const

/**
 * A lead form's name.
 * @example const form: FormName = 'test-drive'
 */
export type FormName = (typeof formNames)[number]

/**
 * The enquiry forms: every form but the trade-in flow and a reservation, whose fields the spec lists apart. They
 * carry the hidden `page_id`; all but the test drive carry the tenant's enquiry terms checkbox.
 * @example enquiryFormNames.includes('contact') // true
 */
export const enquiryFormNames: readonly FormName[] = formNames.filter(
  (form) => form !== 'trade-in' && form !== 'reserve',
)

/**
 * Australian states and territories, as form values.
 * @example australianStates[0] // 'QLD'
 */
export const australianStates = ['QLD', 'NSW', 'VIC', 'TAS', 'SA', 'WA', 'NT', 'ACT'] as const

/**
 * An Australian state or territory abbreviation.
 * @example const state: AustralianState = 'NSW'
 */
export type AustralianState = (typeof australianStates)[number]

/**
 * A select choice.
 * @example const option: FormOption = { value: 'QLD', label: 'QLD' }
 */
export interface FormOption {
  value: string
  label: string
}

/**
 * What a form depends on besides its name: the tenant's form options (tenant-config `forms`), the
 * page (car, location, model) and today's date. Browser and server build it the same way, so both
 * validate the same fields.
 * @example const context: FormContext = { termsCheckbox: true, dealerships: [{ slug: 'north', name: 'North' }] }
 */
export interface FormContext {
  /**
   * The enquiry comments field is required (spec §5, "default required").
   * @default true
   */
  commentsRequired?: boolean
  /**
   * The form gets a terms-of-use checkbox (spec §5 "some sites"; §3 "a terms checkbox may be added per
   * dealer"). The trade-in form always has its Disclaimer checkbox.
   * @default false
   */
  termsCheckbox?: boolean
  /**
   * A general enquiry (not about a car): the category select is shown and required.
   * @default false
   */
  general?: boolean
  /**
   * Choices of the general-enquiry category select.
   * @default defaultEnquiryCategories
   */
  categories?: FormOption[]
  /** Locations of the location select; the select is shown and required when there is at least one. */
  locations?: { id: string | number; name: string }[]
  /** Dealerships of the site; 'Preferred dealership' is shown and required when there are several. */
  dealerships?: { slug: string; name: string }[]
  /**
   * Remove the preferred-dealership select even with several dealerships.
   * @default false
   */
  removePreferredDealership?: boolean
  /**
   * State preselected in state selects (spec §9 "Default form state qld").
   * @default 'QLD'
   */
  defaultState?: AustralianState
  /** The car the form is about: sets the category, subcategory and hidden car fields. */
  car?: LeadCar
  /** The location of a location or contact page: the hidden `location_id`. */
  locationId?: string | number
  /**
   * The page an enquiry is sent from, as the dealer's CRM files it (the hidden `page_id`), e.g. 'vdp' for a vehicle
   * page or 'contact'. Without it the field is sent empty.
   */
  pageId?: string
  /** The model of /models/order-now (query model_id, model_name, vehicle): the quote form's hidden fields. */
  model?: { id?: string; name?: string; vehicle?: string }
  /**
   * Choices of the service-booking service type select.
   * @default defaultServiceTypes
   */
  serviceTypes?: FormOption[]
  /**
   * Extra services a shopper may tick when booking a service (the lead's `additional_services` list).
   * @default none: the form has no such field
   */
  additionalServices?: string[]
  /**
   * Today in the dealer's time zone, `YYYY-MM-DD`: booking dates before it are refused and the newest
   * car year is next year. Without it dates are only checked to be real days.
   */
  today?: string
}

/**
 * A form ready to render: its fields in order, the submit button text and the lead category.
 * @example formDefinition('trade-in', {}).submitLabel // 'Value My Car'
 */
export interface FormDefinition {
  form: FormName
  fields: FormField[]
  submitLabel: string
  category: string
  subcategory: string | null
}
