import { slugify } from '@forecourt/search-url'
import { leadCategory } from './categories.js'
import type { FormName } from './form-types.js'
import type { LeadCar } from './lead-car.js'
import type { LeadValues } from './validate-form.js'

/**
 * A JSON value, as lead payload form fields carry them.
 * @example const value: LeadJson = { visited_pages: ['/cars/2021-toyota-hilux'] }
 */
export type LeadJson = string | number | boolean | null | LeadJson[] | { [key: string]: LeadJson }

/**
 * The lead payload (spec §3 "Lead payload") followed by the form's validated fields. Keys are the
 * spec's, 'Vehicle Make' and 'Vehicle Model' included; values the spec gives no car for are null.
 * @example const payload: LeadPayload = buildLeadPayload({ form: 'enquiry', values, car, page, autogaugeEnabled: false })
 */
export interface LeadPayload {
  [formField: string]: LeadJson
  category: string
  subcategory: string | null
  url: string
  /** Always 'Website'. */
  source: 'Website'
  user_agent: string
  car_id: number | string | null
  car_dealership_id: number | string | null
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> }
  opt_in: boolean
  message: string | null
  dealership_slug: string | null
  manufacturer_slug: string | null
  stock_number: string | null
  'Vehicle Make': string | null
  'Vehicle Model': string | null
  car_type: string | null
  vehicle_status: string | null
  autogauge_enabled: boolean
}

/**
 * Where the shopper was when submitting: the page, the browser, the pages seen this visit and the
 * query parameters they arrived with (campaign tags and the like).
 * @example const page: LeadPage = { url: 'https://dealer.example/cars/x', userAgent: 'Mozilla/5.0', visitedPages: [], linkedQueryParams: { utm_source: 'google' } }
 */
export interface LeadPage {
  url: string
  userAgent: string
  visitedPages: string[]
  linkedQueryParams: Record<string, string>
}

/**
 * Input of `buildLeadPayload`.
 * @example const input: LeadPayloadInput = { form: 'enquiry', values: validation.data, car, page, autogaugeEnabled: false }
 */
export interface LeadPayloadInput {
  form: FormName
  /** Values that passed `validateForm` for this form. */
  values: LeadValues
  /** The car the lead is about; the server passes its own copy, found by the request's car_id. */
  car?: LeadCar | null
  page: LeadPage
  /** The tenant's autograb/autogauge switch (spec §3 autogauge_enabled). */
  autogaugeEnabled: boolean
}

/**
 * The lead payload of a validated form (spec §3): category and subcategory of the form (a general
 * enquiry's chosen category wins), source 'Website', the page and visit, the car's fields, then every
 * form field. The message is the shopper's comments, else the form's hidden default (request photos:
 * 'Please send photos for this car'); the dealership is the shopper's preferred one, else the car's;
 * manufacturer_slug is the car's, else its make slugified. Spec keys cannot be overwritten by a form
 * field of the same name.
 * @example buildLeadPayload({ form: 'test-drive', values: { name: 'Jo' }, car, page, autogaugeEnabled: false }).category // 'Test Drive'
 */
export function buildLeadPayload(input: LeadPayloadInput): LeadPayload {
  const { form, values, page } = input
  const car = input.car ?? null
  const { category, subcategory } = leadCategory(form, car)
  const chosenCategory = form === 'enquiry' && !car ? text(values.category) : null
  // Built by one assignment after another. As one object literal spreading the rest of `values` before the spec's
  // keys, V8 built it as a slow dictionary: 26 µs and about 4 KB of garbage a lead against 0.4 µs, and under 50
  // concurrent POSTs that garbage lived long enough to be promoted, lengthening every young-generation pause.
  const payload: Record<string, LeadJson> = {}
  for (const name of Object.keys(values))
    if (name !== 'default_message' && name !== 'additional_services') payload[name] = values[name] as LeadJson
  const { default_message: defaultMessage, additional_services: additionalServices } = values
  // Spec §7: the submission carries the additional services as a list.
  if (typeof additionalServices === 'string')
    payload.additional_services = additionalServices.split('\n').filter((service) => service !== '')
  payload.category = chosenCategory ?? category
  payload.subcategory = subcategory
  payload.url = page.url
  payload.source = 'Website'
  payload.user_agent = page.userAgent
  payload.car_id = car?.id ?? text(values.car_id)
  payload.car_dealership_id = car?.dealership_id ?? null
  payload.lead_attributes = {
    visited_pages: [...page.visitedPages],
    linked_query_params: { ...page.linkedQueryParams },
  }
  payload.opt_in = values.opt_in === true
  payload.message = text(values.message) ?? text(defaultMessage)
  payload.dealership_slug = text(values.dealership_slug) ?? car?.dealership_slug ?? null
  payload.manufacturer_slug = car ? car.manufacturer_slug || slugify(car.make) || null : null
  payload.stock_number = car?.stocknum || null
  payload['Vehicle Make'] = car?.make ?? null
  payload['Vehicle Model'] = car?.model ?? null
  payload.car_type = car?.car_type ?? null
  payload.vehicle_status = car?.status ?? null
  payload.autogauge_enabled = input.autogaugeEnabled
  return payload as LeadPayload
}

function text(value: string | boolean | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}
