import { enquiryFormNames, type FormContext, type FormName } from './form-types.js'
import type { LeadCar } from './lead-car.js'

/**
 * The tenant's side of every form of its site: its form options, dealerships and locations, its browser storage
 * keys, reservations and account pages. The server writes it once per tenant (from `@forecourt/tenant-config`) and
 * sends it to the browser with the page, so both build the same {@link FormContext} with {@link formContextFor}
 * and validate by the same rules.
 * @example
 * const forms: FormsConfig = {
 *   commentsRequired: true,
 *   termsCheckbox: { enquiry: false, testDrive: false },
 *   defaultState: 'QLD',
 *   dealerships: [],
 *   locations: [{ id: 7, name: 'Gosford - Sales', dealershipSlug: 'wattle-bay-kia' }],
 *   storageKeys: { outbox: 'wbk:outbox', details: 'wbk:details', favourites: 'wbk:favourites', viewed: 'wbk:viewed', compare: 'wbk:compare', success: 'wbk:success' },
 *   reserve: { enabled: true, path: 'checkout', priceLabel: '$200', holdHours: 48 },
 * }
 */
export interface FormsConfig {
  /** The enquiry comments field is required (tenant-config `options.forms.commentsRequired`, spec default true). */
  commentsRequired: boolean
  /** Which forms carry the terms-of-use checkbox: the enquiry forms, and the test-drive form. */
  termsCheckbox: { enquiry: boolean; testDrive: boolean }
  /** State preselected in forms, one of `australianStates`, e.g. 'QLD'. */
  defaultState: string
  /** The preferred-dealership choices; empty when the select is not shown (one dealership, or removed). */
  dealerships: { slug: string; name: string }[]
  /** Visible locations, for location selects and the test-drive booking. */
  locations: { id: number; name: string; dealershipSlug: string | null }[]
  /** Keys under which the browser keeps this site's data (outbox, details, favourites, compare, success). */
  storageKeys: {
    outbox: string
    details: string
    favourites: string
    viewed: string
    compare: string
    success: string
  }
  /** Reservations: whether the tenant takes them, its reserve page (/cars/{slug}/checkout or /buy-online) and price. */
  /** Reserve and buy online; a paid reservation holds the car for `holdHours`. */
  reserve: { enabled: boolean; path: 'checkout' | 'buy-online'; priceLabel: string; holdHours: number }
  /**
   * Extra services a shopper may tick when booking a service (tenant-config `options.forms.additionalServices`).
   * @default absent: none
   */
  additionalServices?: string[]
  /**
   * The shopper's account pages the tenant has (spec §2 gated pages).
   * @default absent: none of them
   */
  accountPages?: {
    /** /my-garage and the brand garage pages (tenant-config `features.garage`). */
    garage: boolean
    /** Brand garage pages such as '/toyota-garage', shown like /my-garage. */
    brandGaragePaths: string[]
    /** /spin-to-win (tenant-config `features.spinToWin`). */
    spinToWin: boolean
  }
}

/** Forms that carry the tenant's enquiry terms checkbox (the trade-in has its own Disclaimer). */
const enquiryTermsForms: ReadonlySet<FormName> = new Set(
  enquiryFormNames.filter((form) => form !== 'test-drive'),
)

/** Forms that ask which location, when they are not about a car. */
const locationChoiceForms: ReadonlySet<FormName> = new Set(['test-drive', 'service-booking'])

/**
 * What a form is about, beyond the tenant's options: the car, location or model of the page it is on.
 * @default {} (a form about nothing in particular: a general enquiry)
 * @example const subject: FormSubject = { car: leadCarOf(car), today: '2026-03-14' }
 */
export interface FormSubject {
  /** The car the form is about; without one an enquiry is a general one. */
  car?: LeadCar | null
  /** The location of a location or contact page: the hidden `location_id`. */
  locationId?: number | string
  /** The model of /models/order-now: the quote form's hidden fields. */
  model?: { id?: string; name?: string; vehicle?: string }
  /** The page the form is on, e.g. 'vdp': an enquiry's hidden `page_id`. */
  pageId?: string
  /** Today in the dealer's time zone, YYYY-MM-DD. */
  today?: string
}

/**
 * The lead-client context of a form on this tenant's site. The browser renders with it and the server validates
 * with it, so both always agree: an enquiry without a car is a general one (category required), test drives and
 * service bookings without a car ask for a location, and each form gets the tenant's terms checkbox.
 * @example formContextFor(forms, 'enquiry', { car }).general // false
 * @example formContextFor(forms, 'test-drive').locations // [{ id: 7, name: 'Gosford - Sales' }]
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
    ...(subject.pageId ? { pageId: subject.pageId } : {}),
    ...(subject.today ? { today: subject.today } : {}),
    ...(form === 'service-booking' && config.additionalServices?.length
      ? { additionalServices: config.additionalServices }
      : {}),
  }
}
