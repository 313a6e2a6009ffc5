import type { AdfLead } from './adf-lead'
import {
  customerKeys,
  customerOf,
  detailLines,
  isAustralianMobile,
  scalarText,
  sellKeys,
  tradeInKeys,
  tradeInOf,
  vehicleKeys,
  type JsonRecord,
  type TradeIn,
} from './lead-fields'
import { element, serialise, type XmlElement } from './xml'

/**
 * The car a lead is about, as the stock feed has it (a `CarRecord` fits as it is).
 * @example const car: AdfCar = { year: 2024, make: 'Kia', model: 'Sportage', badge: 'SX', car_type: 'demo' }
 */
export interface AdfCar {
  id?: number | string
  year: number | string
  make: string
  model: string
  series?: string | null
  badge?: string | null
  vin?: string | null
  stocknum?: string | null
  km?: number | null
  price?: number | null
  colour?: string | null
  /** new, used or demo; ADF knows new and used, so a demo is sent as used. */
  car_type?: string | null
}

/**
 * The dealership a lead is for: the ADF vendor (a tenant's dealership fits as it is).
 * @example const vendor: AdfDealership = { name: 'Wattle Bay Kia', phone: '02 4300 5500' }
 */
export interface AdfDealership {
  id?: number | string
  name: string
  email?: string | null
  phone?: string | null
  url?: string | null
  address?: {
    street?: string | null
    city?: string | null
    state?: string | null
    postcode?: string | null
  } | null
}

/**
 * Everything one ADF document is made of.
 * @example const input: AdfInput = { lead, car: null, dealership: null, provider: { name: 'Forecourt' } }
 */
export interface AdfInput {
  /** The lead; a stored lead with more fields fits as it is. */
  lead: AdfLead
  car: AdfCar | null
  /** Null gives a vendor named after the provider; pass the tenant's contact when the lead names no dealership. */
  dealership: AdfDealership | null
  /** Who sends the lead: the tenant's `crm.providerName` and its site's address. */
  provider: { name: string; url?: string | null }
}

/**
 * An ADF 1.0 document (Auto-lead Data Format, the automotive CRM lead standard) for one lead. The car is
 * the first vehicle (interest "buy", or "test-drive" for the test-drive form; a demo is "used"); a trade-in lead
 * adds the shopper's car as a second vehicle (interest "trade-in") with its rego, odometer and offer, and the
 * sell-my-car form sends it with interest "sell" (alone, when no car of the dealer is involved). Fields ADF
 * has no element for (category, opt-in, visited pages, offer accepted, adjustments…) are written to the
 * comments as `Label: value` lines, so nothing the shopper sent is lost. Every value is escaped and stripped of
 * characters XML cannot carry: markup typed into a form arrives as the same text, inert.
 * @example
 * renderAdf({ lead, car, dealership: tenant.dealerships[0], provider: { name: 'Forecourt' } })
 * // '<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>\n  <prospect status="new">…'
 */
export function renderAdf(input: AdfInput): string {
  const { lead, provider } = input
  const tradeIn = tradeInOf(lead)
  const parts = payloadParts(lead, tradeIn)
  const prospect = element('prospect', { status: 'new' }, [
    element('id', { sequence: '1', source: provider.name }, lead.id),
    element('requestdate', {}, isoDate(lead.createdAt)),
    // Selling outright without looking at a car: the shopper's car is the only vehicle.
    tradeIn?.interest === 'sell' && input.car === null ? null : vehicleOf(input, parts.vehicle),
    tradeIn && tradeInVehicle(tradeIn, lead),
    customerElement(lead, parts.rest),
    vendorElement(input),
    element('provider', {}, [
      element('name', { part: 'full', type: 'business' }, provider.name),
      element('service', {}, `Website ${lead.form} form`),
      provider.url ? element('url', {}, provider.url) : null,
    ]),
  ])
  return `<?xml version="1.0"?>\n<?adf version="1.0"?>\n${serialise(element('adf', {}, [prospect]))}\n`
}

// ISO 8601 to the second, in UTC.
function isoDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

// The lead's own columns: written once from the lead, not again from the payload's copies.
const leadColumnKeys = new Set(['category', 'subcategory'])

// Vehicle keys the vehicle's elements already carry (make, model, stock, status); the others go to its comments.
const writtenVehicleKeys = new Set(['Vehicle Make', 'Vehicle Model', 'stock_number', 'car_type'])

/** The payload split into what each block of the document reads. */
function payloadParts(lead: AdfLead, tradeIn: TradeIn | null): { vehicle: JsonRecord; rest: JsonRecord } {
  const vehicle: JsonRecord = {}
  const rest: JsonRecord = {}
  const tradeInRead = tradeIn === null ? new Set() : tradeIn.interest === 'sell' ? sellKeys : tradeInKeys
  for (const [key, value] of Object.entries(lead.payload)) {
    if (vehicleKeys.has(key)) vehicle[key] = value
    else if (customerKeys.has(key) || leadColumnKeys.has(key) || tradeInRead.has(key)) continue
    else rest[key] = value
  }
  return { vehicle, rest }
}

function vehicleOf(input: AdfInput, vehiclePayload: JsonRecord): XmlElement {
  const { car, lead } = input
  const carType = car?.car_type ?? scalarText(vehiclePayload.car_type)
  const stock = car?.stocknum ?? scalarText(vehiclePayload.stock_number)
  const km = car?.km ?? null
  // A price is shown only above $10; below that the site shows its no-price text (spec §5).
  const price = car?.price !== undefined && car.price !== null && car.price > 10 ? car.price : null
  const trim = [car?.badge, car?.series].filter((part) => part && part.trim() !== '').join(' ')
  const details = [
    carType === 'demo' ? 'Demonstrator (demo) vehicle' : null,
    car === null && !vehiclePayload['Vehicle Make'] ? 'No vehicle chosen' : null,
    ...detailLines(vehiclePayload, writtenVehicleKeys),
  ]
  return element(
    'vehicle',
    {
      interest: lead.form === 'test-drive' ? 'test-drive' : 'buy',
      status: !carType || carType === 'new' ? 'new' : 'used',
    },
    [
      car?.id !== undefined && element('id', { sequence: '1', source: input.provider.name }, String(car.id)),
      element('year', {}, car ? String(car.year) : ''),
      element('make', {}, car?.make ?? scalarText(vehiclePayload['Vehicle Make']) ?? ''),
      element('model', {}, car?.model ?? scalarText(vehiclePayload['Vehicle Model']) ?? ''),
      car?.vin ? element('vin', {}, car.vin) : null,
      stock ? element('stock', {}, stock) : null,
      trim !== '' && element('trim', {}, trim),
      km !== null && element('odometer', { units: 'km' }, String(km)),
      car?.colour ? element('colorcombination', {}, [element('exteriorcolor', {}, car.colour)]) : null,
      price !== null && element('price', { type: 'asking', currency: 'AUD' }, String(price)),
      comments(details),
    ],
  )
}

function tradeInVehicle(tradeIn: TradeIn, lead: AdfLead): XmlElement {
  const details = [
    tradeIn.rego ? `Rego: ${[tradeIn.rego, tradeIn.regoState].filter(Boolean).join(' ')}` : null,
    tradeIn.offer !== null ? `Offer: ${money.format(tradeIn.offer)}` : null,
    tradeIn.offer !== null || lead.form === 'trade-in'
      ? `Offer accepted: ${lead.offerAccepted ? 'Yes' : 'No'}`
      : null,
    ...tradeIn.details,
  ]
  return element('vehicle', { interest: tradeIn.interest, status: 'used' }, [
    element('year', {}, tradeIn.year ?? ''),
    element('make', {}, tradeIn.make ?? ''),
    element('model', {}, tradeIn.model ?? ''),
    tradeIn.vin ? element('vin', {}, tradeIn.vin) : null,
    tradeIn.variant ? element('trim', {}, tradeIn.variant) : null,
    tradeIn.km ? element('odometer', { units: 'km' }, tradeIn.km) : null,
    tradeIn.offer !== null && element('price', { type: 'appraisal', currency: 'AUD' }, String(tradeIn.offer)),
    comments(details),
  ])
}

function customerElement(lead: AdfLead, rest: JsonRecord): XmlElement {
  const customer = customerOf(lead)
  const names = [
    element('name', { part: 'first' }, customer.first ?? ''),
    customer.last ? element('name', { part: 'last' }, customer.last) : null,
  ]
  const details = [
    `Form: ${lead.form}`,
    `Category: ${lead.category}`,
    lead.subcategory ? `Subcategory: ${lead.subcategory}` : null,
    `Form completed: ${lead.formCompleted ? 'Yes' : 'No'}`,
    ...detailLines(rest),
  ].filter((line): line is string => line !== null)
  const text = customer.message ? `${customer.message}\n\n${details.join('\n')}` : details.join('\n')
  return element('customer', {}, [
    element('contact', {}, [
      ...names,
      customer.email ? element('email', {}, customer.email) : null,
      customer.phone ? phoneElement(customer.phone) : null,
      // ADF's address needs a street; the forms ask only for a postcode, so the street is empty.
      customer.postcode
        ? element('address', {}, [
            element('street', { line: '1' }, ''),
            element('postalcode', {}, customer.postcode),
            element('country', {}, 'AU'),
          ])
        : null,
    ]),
    element('comments', {}, text),
  ])
}

function phoneElement(phone: string): XmlElement {
  return element('phone', { type: isAustralianMobile(phone) ? 'cellphone' : 'voice' }, phone)
}

function vendorElement({ dealership, provider }: AdfInput): XmlElement {
  const name = dealership?.name ?? provider.name
  const address = dealership?.address
  return element('vendor', {}, [
    dealership?.id !== undefined &&
      element('id', { sequence: '1', source: provider.name }, String(dealership.id)),
    element('vendorname', {}, name),
    dealership?.url ? element('url', {}, dealership.url) : null,
    element('contact', { primarycontact: '1' }, [
      element('name', { part: 'full', type: 'business' }, name),
      dealership?.email ? element('email', {}, dealership.email) : null,
      dealership?.phone ? element('phone', { type: 'voice' }, dealership.phone) : null,
      address?.street || address?.city || address?.postcode
        ? element('address', { type: 'work' }, [
            element('street', { line: '1' }, address.street ?? ''),
            address.city ? element('city', {}, address.city) : null,
            address.state ? element('regioncode', {}, address.state) : null,
            address.postcode ? element('postalcode', {}, address.postcode) : null,
            element('country', {}, 'AU'),
          ])
        : null,
    ]),
  ])
}

function comments(lines: readonly (string | null)[]): XmlElement | null {
  const present = lines.filter((line): line is string => line !== null)
  return present.length > 0 ? element('comments', {}, present.join('\n')) : null
}
