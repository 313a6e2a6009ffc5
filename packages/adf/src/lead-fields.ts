import type { AdfJson as Json, AdfLead } from './adf-lead'

/**
 * A JSON object of a stored lead's payload or steps.
 * @example const valuation: JsonRecord = { offer_price: 16500, km: 98000 }
 */
export type JsonRecord = { [key: string]: Json }

/**
 * The value as a JSON object, or null when it is anything else.
 * @example asRecord({ rego: 'ABC123' }) // { rego: 'ABC123' }
 */
export function asRecord(value: Json | undefined): JsonRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null
}

/**
 * A scalar as the text a dealer reads: strings as sent, numbers as digits, booleans as Yes/No; null for blank
 * strings, null, arrays and objects.
 * @example scalarText(true) // 'Yes'
 */
export function scalarText(value: Json | undefined): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return null
}

const labels: Record<string, string> = {
  url: 'Page',
  user_agent: 'Browser',
  opt_in: 'Opt-in',
  terms_conditions: 'Agreed to terms',
  page_id: 'Page id',
  location_id: 'Location id',
  location: 'Location',
  dealership_slug: 'Dealership',
  car_id: 'Car id',
  car_dealership_id: 'Car dealership id',
  manufacturer_slug: 'Manufacturer',
  offer_price: 'Offer price',
  regoState: 'Rego state',
}

/**
 * A payload key as a label: known keys by name, others with underscores and camel case spelled out. Keys the
 * spec already writes as words ('Vehicle Make', 'Test Drive Booking Date') are kept.
 * @example labelOf('visited_pages') // 'Visited pages'
 */
export function labelOf(key: string): string {
  const known = labels[key] ?? spelledOut.get(key)
  if (known) return known
  if (key.includes(' ')) return key
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
  const label = words.charAt(0).toUpperCase() + words.slice(1)
  // Payload keys come from the forms' fields, so a few hundred cover every form; the bound keeps odd keys in check.
  if (spelledOut.size < 500) spelledOut.set(key, label)
  return label
}

const spelledOut = new Map<string, string>()

/**
 * `Label: value` lines for every member of a record that has a value, in key order; arrays of scalars are joined
 * with commas, nested objects and lists of objects are spelled out under their parent's label, and
 * `lead_attributes` (visited pages, linked query params) is read as if its members were top-level.
 * @example detailLines({ opt_in: true, lead_attributes: { visited_pages: ['/a', '/b'] } }) // ['Opt-in: Yes', 'Visited pages: /a, /b']
 */
export function detailLines(record: JsonRecord, skip: ReadonlySet<string> = new Set()): string[] {
  return Object.entries(record).flatMap(([key, value]) => {
    if (skip.has(key)) return []
    const nested = asRecord(value)
    if (key === 'lead_attributes' && nested) return detailLines(nested)
    return linesOf(labelOf(key), value)
  })
}

function linesOf(label: string, value: Json): string[] {
  const scalar = scalarText(value)
  if (scalar !== null) return [`${label}: ${scalar}`]
  if (Array.isArray(value)) {
    const texts = value.map(scalarText)
    if (texts.every((text) => text !== null)) return texts.length > 0 ? [`${label}: ${texts.join(', ')}`] : []
    return value.flatMap((item, index) => linesOf(`${label} ${index + 1}`, item))
  }
  const nested = asRecord(value)
  if (!nested) return []
  return Object.entries(nested).flatMap(([key, member]) => linesOf(`${label} › ${labelOf(key)}`, member))
}

/**
 * The shopper as a lead names them.
 * @example const jo: LeadCustomer = { first: 'Jo', last: 'Citizen', email: null, phone: null, postcode: '2250', message: null }
 */
export interface LeadCustomer {
  /** The first name, or the full name when it is one word. */
  first: string | null
  last: string | null
  email: string | null
  phone: string | null
  postcode: string | null
  /** The shopper's message (the form's comments). */
  message: string | null
}

/**
 * Payload keys read into the customer block; the other keys go to the comments.
 * @example customerKeys.has('postcode') // true
 */
export const customerKeys: ReadonlySet<string> = new Set([
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'comments',
])

/**
 * The shopper of a lead. Forms send `name` (the first name when `last_name` is a field of the form, otherwise the
 * full name, whose last word is taken as the last name), `email`, `phone`, `postcode` and `message` or `comments`.
 * @example customerOf(lead).last // 'Citizen'
 */
export function customerOf(lead: AdfLead): LeadCustomer {
  const payload = lead.payload
  const name = scalarText(payload.name)?.trim() ?? null
  const lastName = scalarText(payload.last_name)?.trim() ?? null
  // One name field holds the full name: its last word is taken as the last name.
  const words = name?.split(/\s+/) ?? []
  const split = !lastName && words.length > 1
  return {
    first: split ? words.slice(0, -1).join(' ') : name,
    last: split ? (words.at(-1) ?? null) : lastName,
    email: scalarText(payload.email),
    phone: scalarText(payload.phone),
    postcode: scalarText(payload.postcode),
    message: scalarText(payload.message) ?? scalarText(payload.comments),
  }
}

/**
 * Whether a phone number is an Australian mobile (04…, or +61 4… / 61 4…), which ADF calls a cellphone.
 * @example isAustralianMobile('0412 345 678') // true
 */
export function isAustralianMobile(phone: string): boolean {
  const digits = phone.replace(/\D/g, '')
  return /^04\d{8}$/.test(digits) || /^614\d{8}$/.test(digits)
}

/**
 * Payload keys about the car the lead is for (spec §3 Lead payload); they go to the vehicle's comments.
 * @example vehicleKeys.has('stock_number') // true
 */
export const vehicleKeys: ReadonlySet<string> = new Set([
  'car_id',
  'car_dealership_id',
  'stock_number',
  'Vehicle Make',
  'Vehicle Model',
  'car_type',
  'vehicle_status',
  'manufacturer_slug',
  'autogauge_enabled',
])

/**
 * The shopper's own car, from a trade-in lead's steps and fields.
 * @example tradeInOf(lead)?.offer // 16500
 */
export interface TradeIn {
  /** 'sell' for the sell-my-car form (the dealer buys it outright), otherwise 'trade-in'. */
  interest: 'trade-in' | 'sell'
  year: string | null
  make: string | null
  model: string | null
  variant: string | null
  vin: string | null
  km: string | null
  rego: string | null
  regoState: string | null
  /** The valuation's offer, in dollars. */
  offer: number | null
  /** Every other step and field: adjustment answers, the rest of the valuation. */
  details: string[]
}

/**
 * Payload keys a trade-in lead reads into its trade-in vehicle (and so leaves out of the customer comments).
 * @example tradeInKeys.has('regoState') // true
 */
export const tradeInKeys: ReadonlySet<string> = new Set([
  'trade_in',
  'year',
  'make',
  'model',
  'variant',
  'badge',
  'vin',
  'km',
  'kms',
  'odometer',
  'rego',
  'Rego',
  'regoState',
  'offer_price',
  'details',
])

/**
 * Payload keys the sell-my-car form adds to {@link tradeInKeys}: its `state` is the state of the car's rego.
 * @example sellKeys.has('state') // true
 */
export const sellKeys: ReadonlySet<string> = new Set([...tradeInKeys, 'state'])

const tradeInSteps = new Set(['rego', 'valuation'])

/**
 * The shopper's own car of a lead, or null when the lead has none. A lead has one when its form is 'trade-in' or
 * 'sell-my-car' (interest 'sell'), or its steps hold a rego lookup or valuation. Each field is read from the rego
 * lookup step first (rego, state, year, make, model, variant, vin), then the valuation step (offer_price, km…),
 * then `payload.trade_in`, then the payload itself (the sell-my-car form's rego, state, make, model, year, km).
 * @example tradeInOf(lead)?.rego // '561PHJ'
 */
export function tradeInOf(lead: AdfLead): TradeIn | null {
  const rego = asRecord(lead.steps.rego)
  const valuation = asRecord(lead.steps.valuation)
  const selling = lead.form === 'sell-my-car'
  if (lead.form !== 'trade-in' && !selling && rego === null && valuation === null) return null
  const payloadTradeIn = asRecord(lead.payload.trade_in)
  const sources = [rego, valuation, payloadTradeIn, lead.payload].filter(
    (source): source is JsonRecord => source !== null,
  )
  const pick = (...keys: string[]) => {
    for (const source of sources)
      for (const key of keys) {
        const text = scalarText(source[key])
        if (text !== null) return text
      }
    return null
  }
  const offer = Number((pick('offer_price') ?? '').replace(/[$,\s]/g, '') || Number.NaN)
  const otherSteps = Object.fromEntries(Object.entries(lead.steps).filter(([key]) => !tradeInSteps.has(key)))
  return {
    interest: selling ? 'sell' : 'trade-in',
    year: pick('year'),
    make: pick('make'),
    model: pick('model'),
    variant: pick('variant', 'badge'),
    vin: pick('vin'),
    km: pick('km', 'kms', 'odometer'),
    rego: pick('rego', 'Rego'),
    regoState:
      scalarText(rego?.state) ?? pick('regoState') ?? (selling ? scalarText(lead.payload.state) : null),
    offer: Number.isFinite(offer) && offer > 0 ? offer : null,
    details: [
      ...(scalarText(lead.payload.details) ? [`Details: ${scalarText(lead.payload.details)}`] : []),
      ...(valuation ? detailLines(valuation, tradeInKeys) : []),
      ...(payloadTradeIn ? detailLines(payloadTradeIn, tradeInKeys) : []),
      ...detailLines(otherSteps),
    ],
  }
}
