import { describe, expect, it } from 'vitest'
import { defaultEnquiryCategories } from './categories.js'
import { formDefinition } from './form-definition.js'
import { formNames, type FormContext, type FormField, type FormName } from './form-types.js'
import type { LeadCar } from './lead-car.js'

const names = (fields: FormField[]) => fields.map((field) => field.name)
const required = (fields: FormField[]) => fields.filter((field) => field.required).map((field) => field.name)
const fieldOf = (form: FormName, name: string, context: FormContext = {}) =>
  formDefinition(form, context).fields.find((field) => field.name === name)

const usedCar: LeadCar = {
  id: 42,
  make: 'Toyota',
  model: 'HiLux',
  car_type: 'used',
  status: 'in_stock',
  dealership_slug: 'south',
}

describe('each form\'s fields in order, and which are required (spec §3 "Enquiry form fields", "Trade-in form fields", "Test drive form", "Request Photos form")', () => {
  it.each<[FormName, string[], string[]]>([
    [
      'enquiry',
      ['name', 'email', 'phone', 'message', 'opt_in', 'page_id'],
      ['name', 'email', 'phone', 'message'],
    ],
    [
      'test-drive',
      ['name', 'email', 'phone', 'booking_date', 'booking_slot', 'message', 'opt_in', 'page_id'],
      ['name', 'email', 'phone'],
    ],
    [
      'request-photos',
      ['name', 'email', 'phone', 'message', 'default_message', 'opt_in', 'page_id'],
      ['name', 'email', 'phone'],
    ],
    [
      'trade-in',
      ['name', 'last_name', 'postcode', 'phone', 'email', 'car_id', 'terms_conditions'],
      ['name', 'last_name', 'postcode', 'phone', 'email', 'terms_conditions'],
    ],
    [
      'finance-enquiry',
      ['name', 'email', 'phone', 'postcode', 'vehicle_price_budget', 'message', 'opt_in', 'page_id'],
      ['name', 'email', 'phone'],
    ],
    [
      'finance-pre-approval',
      [
        'name',
        'last_name',
        'email',
        'phone',
        'postcode',
        'residency_status',
        'employment_status',
        'annual_income',
        'loan_amount',
        'deposit',
        'loan_term',
        'message',
        'opt_in',
        'page_id',
      ],
      [
        'name',
        'last_name',
        'email',
        'phone',
        'postcode',
        'residency_status',
        'employment_status',
        'annual_income',
        'loan_amount',
      ],
    ],
    [
      'sell-my-car',
      [
        'name',
        'email',
        'phone',
        'postcode',
        'rego',
        'state',
        'make',
        'model',
        'year',
        'km',
        'details',
        'opt_in',
        'page_id',
      ],
      ['name', 'email', 'phone', 'rego', 'state', 'make', 'model', 'year', 'km'],
    ],
    [
      'service-booking',
      [
        'name',
        'email',
        'phone',
        'rego',
        'make_model',
        'preferred_date',
        'service_type',
        'message',
        'opt_in',
        'page_id',
      ],
      ['name', 'email', 'phone', 'make_model', 'preferred_date', 'service_type'],
    ],
    [
      'contact',
      ['name', 'email', 'phone', 'rego', 'message', 'location_id', 'opt_in', 'page_id'],
      ['name', 'email', 'phone', 'message'],
    ],
    [
      'location',
      ['name', 'email', 'phone', 'rego', 'message', 'location_id', 'opt_in', 'page_id'],
      ['name', 'email', 'phone', 'message'],
    ],
    [
      'model-quote',
      [
        'name',
        'email',
        'phone',
        'postcode',
        'message',
        'model_id',
        'model_name',
        'vehicle',
        'opt_in',
        'page_id',
      ],
      ['name', 'email', 'phone', 'postcode'],
    ],
    ['reserve', ['name', 'email', 'phone', 'postcode'], ['name', 'email', 'phone', 'postcode']],
  ])('%s', (form, expectedNames, expectedRequired) => {
    const { fields } = formDefinition(form, {})
    expect(names(fields)).toEqual(expectedNames)
    expect(required(fields)).toEqual(expectedRequired)
  })

  it('covers every form name', () => {
    for (const form of formNames) expect(formDefinition(form).form).toBe(form)
  })

  it('field names are unique within each form, whatever the context', () => {
    const context: FormContext = {
      general: true,
      termsCheckbox: true,
      locations: [{ id: 1, name: 'North' }],
      dealerships: [
        { slug: 'north', name: 'North' },
        { slug: 'south', name: 'South' },
      ],
    }
    for (const form of formNames) {
      const formNamesList = names(formDefinition(form, context).fields)
      expect(new Set(formNamesList).size).toBe(formNamesList.length)
    }
  })
})

describe('"Enquiry form: comments required unless the site option disables it (default required)"', () => {
  it.each<[FormName, FormContext, boolean]>([
    ['enquiry', {}, true],
    ['enquiry', { commentsRequired: true }, true],
    ['enquiry', { commentsRequired: false }, false],
    ['contact', {}, true],
    ['contact', { commentsRequired: false }, false],
    ['location', { commentsRequired: false }, false],
    ['test-drive', {}, false],
    ['request-photos', {}, false],
  ])('%s with %j → required %s', (form, context, expected) => {
    const field = fieldOf(form, 'message', context)
    expect(field).toMatchObject({ kind: 'textarea', label: 'Comments', required: expected, maxLength: 2000 })
  })
})

describe('"category select required when general enquiry"', () => {
  it.each<[FormContext, boolean]>([
    [{}, false],
    [{ general: false }, false],
    [{ general: true }, true],
  ])('%j → category shown %s', (context, shown) => {
    const field = fieldOf('enquiry', 'category', context)
    if (!shown) return expect(field).toBeUndefined()
    expect(field).toMatchObject({ kind: 'select', required: true, options: defaultEnquiryCategories })
  })

  it("takes the tenant's categories when given", () => {
    const categories = [{ value: 'Sales', label: 'Sales' }]
    expect(fieldOf('enquiry', 'category', { general: true, categories })?.options).toEqual(categories)
  })
})

describe('"location select required when shown"', () => {
  const locations = [
    { id: 7, name: 'Brisbane North' },
    { id: 9, name: 'Gold Coast' },
  ]

  it.each<FormName>(['enquiry', 'test-drive', 'request-photos', 'contact', 'service-booking', 'model-quote'])(
    '%s shows a required location select when the site gives locations',
    (form) => {
      expect(fieldOf(form, 'location', { locations })).toEqual({
        name: 'location',
        label: 'Location',
        kind: 'select',
        required: true,
        options: [
          { value: '7', label: 'Brisbane North' },
          { value: '9', label: 'Gold Coast' },
        ],
      })
      expect(fieldOf(form, 'location', { locations: [] })).toBeUndefined()
      expect(fieldOf(form, 'location')).toBeUndefined()
    },
  )

  it.each<[FormContext, string | undefined]>([
    [{ locations: [{ id: 7, name: 'Brisbane North' }] }, '7'],
    [{ locations, locationId: 9 }, '9'],
    [{ locations, locationId: 'unknown' }, undefined],
    [{ locations }, undefined],
  ])("preselects the only or the page's location: %j → %j", (context, expected) => {
    expect(fieldOf('enquiry', 'location', context)?.defaultValue).toBe(expected)
  })

  it("the location form has the page's location, so no select, and never the trade-in form", () => {
    expect(fieldOf('location', 'location', { locations })).toBeUndefined()
    expect(fieldOf('trade-in', 'location', { locations })).toBeUndefined()
  })
})

describe('"preferred dealership select required when the site has more than one dealership and it is not removed"', () => {
  const two = [
    { slug: 'north', name: 'North Motors' },
    { slug: 'south', name: 'South Motors' },
  ]

  it.each<[string, FormContext, boolean]>([
    ['no dealerships', {}, false],
    ['one dealership', { dealerships: [{ slug: 'north', name: 'North Motors' }] }, false],
    ['two dealerships', { dealerships: two }, true],
    ['two dealerships, removed', { dealerships: two, removePreferredDealership: true }, false],
    ['two dealerships, not removed', { dealerships: two, removePreferredDealership: false }, true],
  ])('%s → shown %s', (_, context, shown) => {
    const field = fieldOf('enquiry', 'dealership_slug', context)
    if (!shown) return expect(field).toBeUndefined()
    expect(field).toMatchObject({
      label: 'Preferred dealership',
      kind: 'select',
      required: true,
      options: [
        { value: 'north', label: 'North Motors' },
        { value: 'south', label: 'South Motors' },
      ],
    })
  })

  it("preselects the car's dealership when it is one of the options", () => {
    expect(fieldOf('enquiry', 'dealership_slug', { dealerships: two, car: usedCar })?.defaultValue).toBe(
      'south',
    )
    const elsewhere = { ...usedCar, dealership_slug: 'west' }
    expect(
      fieldOf('enquiry', 'dealership_slug', { dealerships: two, car: elsewhere })?.defaultValue,
    ).toBeUndefined()
  })
})

describe('"opt-in optional"; "some sites show \'You must agree to the terms of use before submitting the form\'"', () => {
  it.each(formNames.filter((form) => form !== 'trade-in' && form !== 'reserve'))(
    '%s has an optional opt_in',
    (form) => {
      expect(fieldOf(form, 'opt_in')).toMatchObject({ kind: 'checkbox', required: false })
    },
  )

  it.each(formNames.filter((form) => form !== 'trade-in'))(
    '%s gets a required terms checkbox only when asked',
    (form) => {
      expect(fieldOf(form, 'terms_conditions')).toBeUndefined()
      expect(fieldOf(form, 'terms_conditions', { termsCheckbox: false })).toBeUndefined()
      expect(fieldOf(form, 'terms_conditions', { termsCheckbox: true })).toMatchObject({
        kind: 'checkbox',
        required: true,
      })
    },
  )

  it('the terms checkbox comes last of the fields a shopper sees', () => {
    const fields = formDefinition('test-drive', { termsCheckbox: true }).fields
    expect(fields.filter((field) => field.kind !== 'hidden').at(-1)?.name).toBe('terms_conditions')
  })
})

describe('"Trade-in form fields: name (First Name), last_name, postcode, phone (Mobile Number), email (Email Address), a hidden field, Disclaimer checkbox"', () => {
  it('has the spec\'s labels and "max length 4" on the postcode', () => {
    const fields = formDefinition('trade-in', { car: usedCar, termsCheckbox: true }).fields
    expect(fields.map((field) => [field.name, field.label, field.kind])).toEqual([
      ['name', 'First Name', 'text'],
      ['last_name', 'Last Name', 'text'],
      ['postcode', 'Postcode', 'postcode'],
      ['phone', 'Mobile Number', 'tel'],
      ['email', 'Email Address', 'email'],
      ['car_id', 'car_id', 'hidden'],
      ['terms_conditions', 'Disclaimer', 'checkbox'],
    ])
    expect(fields[2]?.maxLength).toBe(4)
    expect(fields[5]?.defaultValue).toBe('42')
  })
})

describe('"Test drive form: enquiry details, optional message, optional \'Test Drive Booking Date\'"', () => {
  it('has an optional booking date field', () => {
    expect(fieldOf('test-drive', 'booking_date')).toMatchObject({
      label: 'Test Drive Booking Date',
      kind: 'date',
      required: false,
    })
  })
})

describe('"Request Photos form: optional message, hidden default \'Please send photos for this car\'"', () => {
  it('has the hidden default', () => {
    expect(fieldOf('request-photos', 'default_message')).toMatchObject({
      kind: 'hidden',
      required: false,
      defaultValue: 'Please send photos for this car',
    })
  })
})

describe('"Default form state qld"', () => {
  it.each<[FormContext, string]>([
    [{}, 'QLD'],
    [{ defaultState: 'NSW' }, 'NSW'],
  ])('%j → %s', (context, expected) => {
    const state = fieldOf('sell-my-car', 'state', context)
    expect(state?.defaultValue).toBe(expected)
    expect(state?.options?.map((option) => option.value)).toEqual([
      'QLD',
      'NSW',
      'VIC',
      'TAS',
      'SA',
      'WA',
      'NT',
      'ACT',
    ])
  })
})

describe('hidden fields from the page: "hidden location_id on location forms", "page_id"; /models/order-now model_id, model_name, vehicle', () => {
  it.each<[FormName, string, FormContext, string | undefined]>([
    ['location', 'location_id', { locationId: 12 }, '12'],
    ['contact', 'location_id', { locationId: 'abc' }, 'abc'],
    ['contact', 'location_id', {}, undefined],
    ['model-quote', 'model_id', { model: { id: 'ranger' } }, 'ranger'],
    ['model-quote', 'model_name', { model: { name: 'Ranger' } }, 'Ranger'],
    ['model-quote', 'vehicle', { model: { vehicle: 'Ranger XLT 2.0' } }, 'Ranger XLT 2.0'],
    ['trade-in', 'car_id', {}, undefined],
    ['enquiry', 'page_id', { pageId: 'vdp' }, 'vdp'],
    ['location', 'page_id', { pageId: 'locations' }, 'locations'],
    ['service-booking', 'page_id', {}, undefined],
  ])('%s %s with %j → %j', (form, name, context, expected) => {
    const field = fieldOf(form, name, context)
    expect(field?.kind).toBe('hidden')
    expect(field?.defaultValue).toBe(expected)
  })
})

describe('submit label, category and subcategory', () => {
  it.each<[FormName, FormContext, string, string, string | null]>([
    ['enquiry', {}, 'Send Enquiry', 'General Enquiry', null],
    ['enquiry', { car: usedCar }, 'Send Enquiry', 'Vehicle Enquiry', 'Used Vehicle'],
    [
      'test-drive',
      { car: { ...usedCar, car_type: 'new' } },
      'Book a Test Drive',
      'Test Drive',
      'New Vehicle',
    ],
    [
      'request-photos',
      { car: { ...usedCar, car_type: 'demo' } },
      'Request Photos',
      'Request Photos',
      'Demo Vehicle',
    ],
    ['trade-in', { car: usedCar }, 'Value My Car', 'Trade-In', '1. Lead'],
    ['finance-enquiry', {}, 'Get Finance Now', 'Finance Enquiry', null],
    ['finance-pre-approval', {}, 'Apply for Pre-Approval', 'Finance Pre-Approval', null],
    ['sell-my-car', {}, 'Get an Offer', 'Sell My Car', null],
    ['service-booking', {}, 'Book a Service', 'Service Booking', null],
    ['contact', {}, 'Send Enquiry', 'Contact Us', null],
    ['location', {}, 'Send Enquiry', 'Location Enquiry', null],
    ['model-quote', {}, 'Get a Quote', 'Model Quote', 'New Vehicle'],
    ['reserve', { car: usedCar }, 'Reserve Now', 'Reservation', 'Used Vehicle'],
  ])('%s with %j → %s / %s / %s', (form, context, submitLabel, category, subcategory) => {
    expect(formDefinition(form, context)).toMatchObject({ submitLabel, category, subcategory })
  })
})

describe('browser autofill', () => {
  it.each<[FormName, string, string]>([
    ['enquiry', 'name', 'name'],
    ['enquiry', 'email', 'email'],
    ['enquiry', 'phone', 'tel'],
    ['trade-in', 'name', 'given-name'],
    ['trade-in', 'last_name', 'family-name'],
    ['trade-in', 'postcode', 'postal-code'],
  ])('%s %s → autocomplete %s', (form, name, token) => {
    expect(fieldOf(form, name)?.autoComplete).toBe(token)
  })
})

describe('"card data is NOT a lead field" (reserve)', () => {
  it('has no card fields', () => {
    expect(names(formDefinition('reserve', { termsCheckbox: true }).fields)).toEqual([
      'name',
      'email',
      'phone',
      'postcode',
      'terms_conditions',
    ])
  })
})

describe('"Enquiry form fields: … category, Rego, location …, page_id"', () => {
  it.each<[string, FormName, FormContext, boolean]>([
    ["a general enquiry (service, parts: the shopper's own car)", 'enquiry', { general: true }, true],
    ['an enquiry about a listed car', 'enquiry', { car: usedCar }, false],
    ['the contact form', 'contact', {}, true],
    ["a location's form", 'location', { locationId: 3 }, true],
  ])('%s: an optional Rego field %s', (_case, form, context, shown) => {
    const rego = fieldOf(form, 'rego', context)
    expect(rego ? { label: rego.label, required: rego.required } : null).toEqual(
      shown ? { label: 'Rego', required: false } : null,
    )
  })

  it('neither the trade-in flow nor a reservation carries page_id (their fields are listed apart)', () => {
    expect(fieldOf('trade-in', 'page_id', { pageId: 'vdp' })).toBeUndefined()
    expect(fieldOf('reserve', 'page_id', { pageId: 'vdp' })).toBeUndefined()
  })
})
