import { formDefinition, type FormField } from '@forecourt/lead-client'
import { describe, expect, it } from 'vitest'
import {
  fillBlanks,
  pageValues,
  preApprovalSteps,
  financeQueryValues,
  queryAmount,
  savesValuation,
  slotDate,
  splitIntoSteps,
  startingValues,
  withLocationDealership,
} from './form-values'
import { financeQuery } from './finance-query'

describe('starting values', () => {
  it("are the fields' defaults and what the page gives, only for the form's fields", () => {
    const fields: FormField[] = [
      { name: 'loan_term', label: 'Loan Term', kind: 'select', required: false, defaultValue: '5' },
      { name: 'vehicle_price_budget', label: 'Budget', kind: 'money', required: false },
      { name: 'name', label: 'Name', kind: 'text', required: true },
    ]
    expect(startingValues(fields, { vehicle_price_budget: '30000', other: 'x' })).toEqual({
      loan_term: '5',
      vehicle_price_budget: '30000',
    })
  })

  it('remembered details fill only the blanks, never what was typed (nothing typed is lost)', () => {
    const typed = { name: 'Jo Citizen', email: '', phone: '' }
    expect(fillBlanks(typed, { name: 'Sam', email: 'sam@example.com', opt_in: true })).toEqual({
      name: 'Jo Citizen',
      email: 'sam@example.com',
      phone: '',
    })
    expect(fillBlanks(typed, { name: 'Sam' })).toBe(typed)
  })

  it('hidden fields follow the page the form moved to (location_id, page_id); what was typed stays', () => {
    const south = formDefinition('location', { locationId: 2, pageId: 'locations/south' }).fields
    const onNorth = {
      name: 'Jo Citizen',
      message: 'Do you stock brake pads?',
      location_id: '1',
      page_id: 'locations/north',
    }
    expect(pageValues(onNorth, south)).toEqual({
      name: 'Jo Citizen',
      message: 'Do you stock brake pads?',
      location_id: '2',
      page_id: 'locations/south',
    })
    const stayed = { ...onNorth, location_id: '2', page_id: 'locations/south' }
    expect(pageValues(stayed, south)).toBe(stayed)
  })

  it("a hidden field the page gives no value keeps its own (a test drive's chosen slot)", () => {
    const fields = formDefinition('test-drive', {}).fields
    const chosen = { booking_slot: '2026-03-16T23:00:00.000Z' }
    expect(pageValues(chosen, fields)).toBe(chosen)
  })
})

describe('the /finance query (spec section 2)', () => {
  it('keeps the five parameters of the spec, trimmed, and drops the rest', () => {
    expect(
      financeQuery({
        preferredDealership: ' bunya-range-mazda ',
        vehiclePriceBudget: '45000',
        car_id: '1000001',
        car_type: 'used',
        vin: 'JM0XLD1H4SN606106',
        utm_source: 'google',
        page: '',
      }),
    ).toEqual({
      preferredDealership: 'bunya-range-mazda',
      vehiclePriceBudget: '45000',
      car_id: '1000001',
      car_type: 'used',
      vin: 'JM0XLD1H4SN606106',
    })
  })

  it('reads a budget written as money', () => {
    expect(queryAmount('$45,990')).toBe(45990)
    expect(queryAmount('30000.40')).toBe(30000)
    expect(queryAmount('lots')).toBeNull()
    expect(queryAmount('0')).toBeNull()
    expect(queryAmount(undefined)).toBeNull()
  })

  it('prefills the dealership when it is a choice of the form, and the budget as a plain amount', () => {
    expect(
      financeQueryValues({ preferredDealership: 'north', vehiclePriceBudget: '$30,000' }, ['north'], false),
    ).toEqual({ dealership_slug: 'north', vehicle_price_budget: '30000' })
    expect(financeQueryValues({ preferredDealership: 'elsewhere' }, ['north'], false)).toEqual({})
  })

  it('names the car type and VIN in the comments when no car was found for the query', () => {
    expect(financeQueryValues({ car_type: 'used', vin: 'ABC123' }, [], false).message).toBe(
      "I'd like finance for a used car (VIN ABC123).",
    )
    expect(financeQueryValues({ car_type: 'used', vin: 'ABC123' }, [], true).message).toBeUndefined()
  })
})

describe('the location select presets the preferred dealership', () => {
  const locations = [
    { id: 7, dealershipSlug: 'north' },
    { id: 8, dealershipSlug: null },
  ]

  it("to the chosen location's dealership when none is chosen", () => {
    expect(
      withLocationDealership({ location: '' }, { location: '7', dealership_slug: '' }, locations, [
        'north',
        'south',
      ]),
    ).toEqual({ location: '7', dealership_slug: 'north' })
  })

  it("never over the shopper's own choice, nor to a dealership the form does not offer", () => {
    const chosen = { location: '7', dealership_slug: 'south' }
    expect(withLocationDealership({ location: '' }, chosen, locations, ['north', 'south'])).toBe(chosen)
    const next = { location: '7', dealership_slug: '' }
    expect(withLocationDealership({ location: '' }, next, locations, [])).toBe(next)
    expect(withLocationDealership({ location: '' }, { location: '8' }, locations, ['north'])).toEqual({
      location: '8',
    })
  })
})

describe('a form split into steps (finance pre-approval: your details, employment and income, loan)', () => {
  const plan = preApprovalSteps

  it("puts every field in a step, those no step names in the last, in the form's order", () => {
    const fields = formDefinition('finance-pre-approval', {
      termsCheckbox: true,
      dealerships: [
        { slug: 'a', name: 'A' },
        { slug: 'b', name: 'B' },
      ],
    }).fields
    const steps = splitIntoSteps(fields, plan)
    expect(steps.map((step) => step.fields.map((field) => field.name))).toEqual([
      ['name', 'last_name', 'email', 'phone', 'postcode', 'residency_status'],
      ['employment_status', 'annual_income'],
      [
        'loan_amount',
        'deposit',
        'loan_term',
        'dealership_slug',
        'message',
        'opt_in',
        'terms_conditions',
        'page_id',
      ],
    ])
    expect(steps.flatMap((step) => step.fields)).toHaveLength(fields.length)
  })

  it('drops a step left without fields', () => {
    const fields: FormField[] = [{ name: 'name', label: 'Name', kind: 'text', required: true }]
    expect(splitIntoSteps(fields, plan).map((step) => step.id)).toEqual(['details'])
    expect(splitIntoSteps(fields, [])).toEqual([])
  })
})

describe('valuation save (spec section 7, POST /api/miscellaneous for some brands)', () => {
  it("follows the make of the car being bought, else the traded car's, without case", () => {
    expect(savesValuation(['Toyota'], { buying: 'Toyota', tradeIn: 'Mazda' })).toBe(true)
    expect(savesValuation(['Toyota'], { buying: 'Mazda', tradeIn: 'Toyota' })).toBe(false)
    expect(savesValuation(['Toyota'], { buying: null, tradeIn: 'toyota' })).toBe(true)
    expect(savesValuation([], { buying: 'Toyota', tradeIn: null })).toBe(false)
    expect(savesValuation(['Toyota'], { buying: undefined, tradeIn: '' })).toBe(false)
  })
})

describe('an appointment slot', () => {
  it('falls on the day whose times hold it', () => {
    const days = [
      { date: '2026-11-02', times: [{ value: '2026-11-01T23:00:00.000Z' }] },
      { date: '2026-11-03', times: [{ value: '2026-11-02T23:00:00.000Z' }] },
    ]
    expect(slotDate(days, '2026-11-02T23:00:00.000Z')).toBe('2026-11-03')
    expect(slotDate(days, 'nope')).toBe('')
  })
})
