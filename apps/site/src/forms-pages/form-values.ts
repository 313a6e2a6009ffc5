import type { FormField, FormValues } from '@forecourt/lead-client'
import type { FinanceQuery } from './finance-query'

/**
 * The values a form starts with in the server's HTML and at hydration: each field's default, then what the page
 * gives (a query, a car). Never what the browser remembers, which the server cannot know; see {@link fillBlanks}.
 * @example startingValues([{ name: 'loan_term', label: 'Loan Term', kind: 'select', required: false, defaultValue: '5' }]) // { loan_term: '5' }
 */
export function startingValues(fields: readonly FormField[], given: FormValues = {}): FormValues {
  const values: FormValues = {}
  for (const field of fields) {
    const value = given[field.name] ?? field.defaultValue
    if (value !== undefined) values[field.name] = value
  }
  return values
}

const isBlank = (value: string | boolean | undefined) => value === undefined || value === ''

/**
 * Fills the empty text values with `extra` (the shopper's details remembered from their last form): what is already
 * there, typed or given by the page, is never replaced. Answers the same object when nothing changes.
 * @example fillBlanks({ name: 'Jo', email: '' }, { name: 'Sam', email: 'sam@example.com' }) // { name: 'Jo', email: 'sam@example.com' }
 */
export function fillBlanks(values: FormValues, extra: FormValues): FormValues {
  let filled: FormValues | null = null
  for (const [name, value] of Object.entries(extra)) {
    if (typeof value !== 'string' || value === '' || !isBlank(values[name])) continue
    filled ??= { ...values }
    filled[name] = value
  }
  return filled ?? values
}

/**
 * Gives each hidden field the value its page gives now (`location_id`, `page_id`, a car's id): a shopper never types
 * into one, so when the same form moves to another page (one location page to the next), the lead follows the page.
 * A hidden field the page gives no value (a test drive's chosen slot) keeps its own. Answers the same object when
 * nothing changes.
 * @example pageValues({ name: 'Jo', page_id: 'locations/north' }, [{ name: 'page_id', label: 'page_id', kind: 'hidden', required: false, defaultValue: 'locations/south' }]) // { name: 'Jo', page_id: 'locations/south' }
 */
export function pageValues(values: FormValues, fields: readonly FormField[]): FormValues {
  let moved: FormValues | null = null
  for (const field of fields) {
    if (
      field.kind !== 'hidden' ||
      field.defaultValue === undefined ||
      values[field.name] === field.defaultValue
    )
      continue
    moved ??= { ...values }
    moved[field.name] = field.defaultValue
  }
  return moved ?? values
}

/**
 * A whole-dollar amount from a query value such as '30000', '$30,000' or '30000.00', or null.
 * @example queryAmount('$45,990') // 45990
 */
export function queryAmount(text: string | undefined): number | null {
  const cleaned = (text ?? '').replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null
  const amount = Math.round(Number(cleaned))
  return amount > 0 ? amount : null
}

const conditions: Record<string, string> = { new: 'new', used: 'used', demo: 'demo' }

/**
 * The finance enquiry's starting values from the /finance query: the preferred dealership when it is one of the
 * form's choices, the budget as a plain amount, and, when the page found no car for the query, the car type and VIN in
 * the comments so the dealer still knows which car it is about.
 * @example financeQueryValues({ preferredDealership: 'north', vehiclePriceBudget: '$30,000' }, ['north'], false) // { dealership_slug: 'north', vehicle_price_budget: '30000' }
 */
export function financeQueryValues(
  query: FinanceQuery,
  dealershipSlugs: readonly string[],
  carFound: boolean,
): FormValues {
  const values: FormValues = {}
  if (query.preferredDealership && dealershipSlugs.includes(query.preferredDealership))
    values.dealership_slug = query.preferredDealership
  const budget = queryAmount(query.vehiclePriceBudget)
  if (budget !== null) values.vehicle_price_budget = String(budget)
  if (!carFound && (query.vin || query.car_type)) {
    const condition = conditions[(query.car_type ?? '').toLowerCase()]
    const car = condition ? `a ${condition} car` : 'a car'
    values.message = `I'd like finance for ${car}${query.vin ? ` (VIN ${query.vin})` : ''}.`
  }
  return values
}

/**
 * After a change of the location select, presets the preferred dealership to the location's own when the shopper has
 * not chosen one (a location belongs to one dealership). Answers `next` itself when there is nothing to preset.
 * @example withLocationDealership({ location: '' }, { location: '7', dealership_slug: '' }, [{ id: 7, dealershipSlug: 'north' }], ['north']) // { location: '7', dealership_slug: 'north' }
 */
export function withLocationDealership(
  previous: FormValues,
  next: FormValues,
  locations: readonly { id: number; dealershipSlug: string | null }[],
  dealershipSlugs: readonly string[],
): FormValues {
  if (next.location === previous.location || !isBlank(next.dealership_slug)) return next
  const slug = locations.find((location) => String(location.id) === next.location)?.dealershipSlug
  return slug && dealershipSlugs.includes(slug) ? { ...next, dealership_slug: slug } : next
}

/** One step of a form split into steps: its id, title and the names of its fields. */
export interface StepPlan {
  id: string
  title: string
  names: readonly string[]
}

/**
 * Splits a form's fields into steps in the form's own order: each step takes the fields it names; fields no step
 * names (the location, dealership, comments and consent a tenant adds) go to the last step, so none is ever lost.
 * Steps left without fields are dropped.
 * @example splitIntoSteps(fields, [{ id: 'you', title: 'Your details', names: ['name', 'email'] }, { id: 'loan', title: 'Loan', names: [] }])
 */
export function splitIntoSteps(
  fields: readonly FormField[],
  plan: readonly StepPlan[],
): { id: string; title: string; fields: FormField[] }[] {
  const steps = plan.map((step) => ({ id: step.id, title: step.title, fields: [] as FormField[] }))
  const last = steps.at(-1)
  if (!last) return []
  for (const field of fields) {
    const index = plan.findIndex((step) => step.names.includes(field.name))
    ;(steps[index] ?? last).fields.push(field)
  }
  return steps.filter((step) => step.fields.length > 0)
}

/**
 * The finance pre-approval's steps: your details, employment and income, then the loan (with whatever the tenant
 * adds: location, dealership, comments, consent).
 * @example preApprovalSteps[1]?.title // 'Employment & income'
 */
export const preApprovalSteps: readonly StepPlan[] = [
  {
    id: 'details',
    title: 'Your details',
    names: ['name', 'last_name', 'email', 'phone', 'postcode', 'residency_status'],
  },
  { id: 'income', title: 'Employment & income', names: ['employment_status', 'annual_income'] },
  { id: 'loan', title: 'Loan', names: ['loan_amount', 'deposit', 'loan_term'] },
]

/**
 * Whether a trade-in's valuation is also saved with POST /api/miscellaneous (spec section 7, "some brands"): the make
 * of the car being bought decides, else the traded car's; compared without case.
 * @example savesValuation(['Toyota'], { buying: null, tradeIn: 'toyota' }) // true
 */
export function savesValuation(
  makes: readonly string[],
  car: { buying: string | null | undefined; tradeIn: string | null | undefined },
): boolean {
  const make = (car.buying || car.tradeIn || '').trim().toLowerCase()
  return make !== '' && makes.some((candidate) => candidate.trim().toLowerCase() === make)
}

/**
 * The date of an appointment slot: the day whose times hold it, or ''.
 * @example slotDate([{ date: '2026-11-02', times: [{ value: '2026-11-01T23:00:00.000Z' }] }], '2026-11-01T23:00:00.000Z') // '2026-11-02'
 */
export function slotDate(
  days: readonly { date: string; times: readonly { value: string }[] }[],
  slot: string,
): string {
  return days.find((day) => day.times.some((time) => time.value === slot))?.date ?? ''
}
