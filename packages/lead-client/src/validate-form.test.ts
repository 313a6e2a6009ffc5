import { describe, expect, it } from 'vitest'
import { formDefinition } from './form-definition.js'
import { formNames, type FormContext, type FormName, type FormValues } from './form-types.js'
import { messages } from './messages.js'
import { errorSummary, formSchema, validateForm } from './validate-form.js'

const person = { name: 'Jo Citizen', email: 'jo@example.com.au', phone: '0412 345 678' }
const today = '2025-06-10'

/** Values each form accepts with an empty context. */
const validValues: Record<FormName, FormValues> = {
  enquiry: { ...person, message: 'Is it still available?' },
  'test-drive': { ...person, booking_date: '2025-06-12' },
  'request-photos': person,
  'trade-in': {
    name: 'Jo',
    last_name: 'Citizen',
    postcode: '4000',
    phone: '0412 345 678',
    email: 'jo@example.com',
    terms_conditions: true,
  },
  'finance-enquiry': { ...person, vehicle_price_budget: '$35,000' },
  'finance-pre-approval': {
    ...person,
    last_name: 'Citizen',
    postcode: '2000',
    residency_status: 'Australian Citizen',
    employment_status: 'Full-time',
    annual_income: '$85,000',
    loan_amount: '$30,000',
  },
  'sell-my-car': {
    ...person,
    rego: 'abc 123',
    state: 'QLD',
    make: 'Toyota',
    model: 'Corolla',
    year: '2018',
    km: '85,000 kms',
  },
  'service-booking': {
    ...person,
    make_model: 'Mazda CX-5',
    preferred_date: '2025-06-20',
    service_type: 'Logbook Service',
  },
  contact: { ...person, message: 'Opening hours on Sunday?' },
  location: { ...person, message: 'Do you do servicing?' },
  'model-quote': { ...person, postcode: '3000' },
  reserve: { ...person, postcode: '6000' },
}

describe('"Validation runs before sending": each form accepts valid values', () => {
  it.each(formNames)('%s', (form) => {
    const result = validateForm(form, validValues[form], { today })
    expect(result).toMatchObject({ ok: true })
  })

  it.each(formNames)(
    '%s: what passed passes again unchanged (the server re-validates the same data)',
    (form) => {
      const first = validateForm(form, validValues[form], { today })
      if (!first.ok) throw new Error('expected valid values')
      const again = validateForm(form, JSON.parse(JSON.stringify(first.data)), { today })
      expect(again).toEqual(first)
    },
  )
})

describe("each form's required fields: empty values give one error per required field, in field order", () => {
  it.each(formNames)('%s', (form) => {
    const result = validateForm(form, {})
    const expected = formDefinition(form)
      .fields.filter((field) => field.required)
      .map((field) => field.name)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors)).toEqual(expected)
  })

  it.each<[FormName, string, string]>([
    ['enquiry', 'name', 'Full Name is required.'],
    ['enquiry', 'email', 'Email Address is required.'],
    ['enquiry', 'phone', 'Phone Number is required.'],
    ['enquiry', 'message', 'Comments is required.'],
    ['trade-in', 'name', 'First Name is required.'],
    ['trade-in', 'last_name', 'Last Name is required.'],
    ['trade-in', 'postcode', 'Invalid postcode. Please enter a 4-digit number.'],
    ['trade-in', 'phone', 'Mobile Number is required.'],
    ['trade-in', 'terms_conditions', '*You must agree to the terms of use before submitting.'],
    ['sell-my-car', 'rego', 'Rego is required.'],
    ['sell-my-car', 'year', 'Year is required.'],
    ['sell-my-car', 'km', 'Kilometres is required.'],
    ['service-booking', 'preferred_date', 'Preferred Date is required.'],
    ['service-booking', 'service_type', 'Service Type is required.'],
    ['finance-pre-approval', 'loan_amount', 'Loan Amount is required.'],
  ])('%s %s → %j', (form, name, message) => {
    expect(validateForm(form, {})).toMatchObject({ ok: false, errors: { [name]: message } })
  })

  it('non-object values are read as an empty form', () => {
    expect(validateForm('reserve', null)).toEqual(validateForm('reserve', {}))
    expect(validateForm('reserve', 'name=Jo')).toEqual(validateForm('reserve', {}))
  })
})

describe('every validation message', () => {
  it.each<[string, FormName, FormValues, FormContext, string, string]>([
    ['name letters', 'enquiry', { name: 'R2-D2' }, {}, 'name', messages.nameInvalid],
    ['name length', 'enquiry', { name: 'A'.repeat(61) }, {}, 'name', messages.nameTooLong],
    ['email', 'enquiry', { email: 'jo@example' }, {}, 'email', messages.emailInvalid],
    [
      'email length',
      'enquiry',
      { email: `${'a'.repeat(60)}@${'b'.repeat(200)}.com` },
      {},
      'email',
      messages.emailTooLong,
    ],
    ['phone', 'enquiry', { phone: '1300 123 456' }, {}, 'phone', messages.phoneInvalid],
    ['mobile', 'trade-in', { phone: '07 3123 4567' }, {}, 'phone', messages.mobileInvalid],
    ['mobile not a number', 'trade-in', { phone: 'none' }, {}, 'phone', messages.mobileInvalid],
    [
      '"Trade-in postcode: exactly 4 digits"',
      'trade-in',
      { postcode: '400' },
      {},
      'postcode',
      messages.tradeInPostcode,
    ],
    [
      'trade-in postcode too long',
      'trade-in',
      { postcode: '40000' },
      {},
      'postcode',
      messages.tradeInPostcode,
    ],
    ['trade-in postcode letters', 'trade-in', { postcode: 'QLD1' }, {}, 'postcode', messages.tradeInPostcode],
    [
      'optional postcode when filled',
      'finance-enquiry',
      { postcode: '12' },
      {},
      'postcode',
      messages.tradeInPostcode,
    ],
    [
      '"Disclaimer checkbox: required"',
      'trade-in',
      { terms_conditions: false },
      {},
      'terms_conditions',
      messages.tradeInDisclaimer,
    ],
    [
      'enquiry terms',
      'enquiry',
      { terms_conditions: 'off' },
      { termsCheckbox: true },
      'terms_conditions',
      messages.enquiryTerms,
    ],
    [
      'test-drive terms',
      'test-drive',
      {},
      { termsCheckbox: true },
      'terms_conditions',
      messages.enquiryTerms,
    ],
    ['category', 'enquiry', { category: 'Bribes' }, { general: true }, 'category', messages.optionInvalid],
    ['category required', 'enquiry', {}, { general: true }, 'category', 'Category is required.'],
    [
      'location',
      'enquiry',
      { location: '99' },
      { locations: [{ id: 1, name: 'A' }] },
      'location',
      messages.optionInvalid,
    ],
    [
      'location required',
      'enquiry',
      {},
      { locations: [{ id: 1, name: 'A' }] },
      'location',
      'Location is required.',
    ],
    [
      'dealership',
      'enquiry',
      {},
      {
        dealerships: [
          { slug: 'a', name: 'A' },
          { slug: 'b', name: 'B' },
        ],
      },
      'dealership_slug',
      'Preferred dealership is required.',
    ],
    ['date', 'test-drive', { booking_date: '2025-02-30' }, {}, 'booking_date', messages.dateInvalid],
    ['date format', 'test-drive', { booking_date: '12/06/2025' }, {}, 'booking_date', messages.dateInvalid],
    [
      'past date',
      'test-drive',
      { booking_date: '2025-06-09' },
      { today },
      'booking_date',
      messages.dateInPast,
    ],
    [
      'past service date',
      'service-booking',
      { preferred_date: '2024-01-01' },
      { today },
      'preferred_date',
      messages.dateInPast,
    ],
    ['amount', 'finance-pre-approval', { loan_amount: 'lots' }, {}, 'loan_amount', messages.amountInvalid],
    [
      'amount low',
      'finance-pre-approval',
      { loan_amount: '$999' },
      {},
      'loan_amount',
      'Cannot be less than $1,000 or more than $250,000',
    ],
    [
      'amount high',
      'finance-pre-approval',
      { loan_amount: '250,001' },
      {},
      'loan_amount',
      'Cannot be less than $1,000 or more than $250,000',
    ],
    ['number', 'sell-my-car', { km: 'heaps' }, {}, 'km', messages.numberInvalid],
    ['year range', 'sell-my-car', { year: '1899' }, {}, 'year', 'Please enter a number from 1900 to 2100.'],
    [
      'year after next',
      'sell-my-car',
      { year: '2027' },
      { today },
      'year',
      'Please enter a number from 1900 to 2026.',
    ],
    ['rego', 'sell-my-car', { rego: 'ABC#123' }, {}, 'rego', messages.regoInvalid],
    ['state', 'sell-my-car', { state: 'NZ' }, {}, 'state', messages.optionInvalid],
    ['comments length', 'enquiry', { message: 'x'.repeat(2001) }, {}, 'message', messages.tooLong(2000)],
    ['text length', 'sell-my-car', { make: 'x'.repeat(101) }, {}, 'make', messages.tooLong(100)],
    ['rego length', 'service-booking', { rego: 'x'.repeat(13) }, {}, 'rego', messages.tooLong(12)],
  ])('%s', (_, form, values, context, name, message) => {
    const result = validateForm(form, values, context)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[name]).toBe(message)
  })

  it('a booking on today is fine', () => {
    expect(validateForm('test-drive', { ...person, booking_date: today }, { today }).ok).toBe(true)
  })
})

describe('clean data', () => {
  it('trims strings, normalises phone, rego and amounts, and collapses spaces in names', () => {
    const result = validateForm('sell-my-car', {
      ...validValues['sell-my-car'],
      name: '  Jo   Citizen ',
      email: ' jo@example.com ',
      phone: '+61 (0)412 345 678',
      details: '  one owner  ',
    })
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Jo Citizen',
        email: 'jo@example.com',
        phone: '+61412345678',
        rego: 'ABC123',
        state: 'QLD',
        make: 'Toyota',
        model: 'Corolla',
        year: '2018',
        km: '85000',
        details: 'one owner',
        opt_in: false,
      },
    })
  })

  it('"Unknown fields are dropped", the honeypot and card data included', () => {
    const result = validateForm('reserve', {
      ...validValues.reserve,
      website: 'http://spam.example',
      card_number: '4242424242424242',
      source: 'Forged',
      category: 'Forged',
    })
    expect(result).toEqual({
      ok: true,
      data: { name: 'Jo Citizen', email: 'jo@example.com.au', phone: '+61412345678', postcode: '6000' },
    })
  })

  it('leaves empty optional fields out and keeps checkboxes as booleans', () => {
    const result = validateForm('enquiry', { ...validValues.enquiry, opt_in: 'on' }, { termsCheckbox: true })
    expect(result).toMatchObject({ ok: false, errors: { terms_conditions: messages.enquiryTerms } })
    const accepted = validateForm('test-drive', { ...person, message: '   ', opt_in: true })
    expect(accepted).toEqual({
      ok: true,
      data: { name: 'Jo Citizen', email: 'jo@example.com.au', phone: '+61412345678', opt_in: true },
    })
  })

  it('hidden fields take their default when nothing is sent, and keep what is sent', () => {
    expect(validateForm('request-photos', person)).toMatchObject({
      ok: true,
      data: { default_message: 'Please send photos for this car' },
    })
    const contact = validateForm('contact', { ...validValues.contact, location_id: '5' }, { locationId: 3 })
    expect(contact).toMatchObject({ ok: true, data: { location_id: '5' } })
    const page = validateForm('contact', validValues.contact, { locationId: 3 })
    expect(page).toMatchObject({ ok: true, data: { location_id: '3' } })
  })

  it('accepts numbers where text is expected (a JSON body may carry them)', () => {
    expect(validateForm('model-quote', { ...person, postcode: 3000 })).toMatchObject({
      ok: true,
      data: { postcode: '3000' },
    })
  })

  it('"first error per field": one message per field even when several rules fail', () => {
    const result = validateForm('enquiry', { ...validValues.enquiry, name: `${'!'.repeat(70)}` })
    expect(result).toEqual({ ok: false, errors: { name: messages.nameTooLong } })
  })
})

describe('formSchema', () => {
  it('is a zod schema with the same rules', () => {
    const schema = formSchema('trade-in', {})
    const parsed = schema.safeParse({ postcode: '40000' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.find((issue) => issue.path[0] === 'postcode')?.message).toBe(
      messages.tradeInPostcode,
    )
    expect(schema.parse(validValues['trade-in'])).toMatchObject({
      phone: '+61412345678',
      terms_conditions: true,
    })
  })

  it.each(formNames)('agrees with validateForm on the %s form, valid, empty and wrong', (form) => {
    const context = { general: true, termsCheckbox: true }
    const inputs: unknown[] = [
      validValues[form],
      {},
      null,
      { ...validValues[form], email: 'not an email', phone: '1300 000 000', postcode: '12', website: 'x' },
    ]
    for (const input of inputs) {
      const parsed = formSchema(form, context).safeParse(input)
      const validated = validateForm(form, input, context)
      expect(validated.ok).toBe(parsed.success)
      if (parsed.success && validated.ok) expect(validated.data).toEqual(parsed.data)
      if (!parsed.success && !validated.ok) {
        const firstIssues = Object.fromEntries(
          [...parsed.error.issues].reverse().map((issue) => [String(issue.path[0]), issue.message]),
        )
        expect(validated.errors).toEqual(firstIssues)
      }
    }
  })
})

describe('"Enquiry form fields: … additional_services": the services ticked when booking a service', () => {
  const additionalServices = ['Wheel alignment', 'Tyre rotation', 'Car wash']
  const booking = (ticked: string) =>
    validateForm(
      'service-booking',
      { ...validValues['service-booking'], additional_services: ticked },
      {
        today,
        additionalServices,
      },
    )

  it('a tenant with additional services shows them as checkboxes after the service type', () => {
    const { fields } = formDefinition('service-booking', { additionalServices })
    const index = fields.findIndex((field) => field.name === 'additional_services')
    expect(fields[index - 1]?.name).toBe('service_type')
    expect(fields[index]).toMatchObject({
      kind: 'checkboxes',
      label: 'Additional Services',
      required: false,
      options: additionalServices.map((service) => ({ value: service, label: service })),
    })
    expect(formDefinition('service-booking').fields.map((field) => field.name)).not.toContain(
      'additional_services',
    )
  })

  it.each([
    [
      'ticked in another order, and one twice',
      'Car wash\nWheel alignment\nCar wash',
      'Wheel alignment\nCar wash',
    ],
    ['none ticked', '', undefined],
  ])('keeps the options order: %s', (_name, ticked, kept) => {
    const result = booking(ticked)
    expect(result.ok ? result.data.additional_services : 'refused').toBe(kept)
  })

  it('refuses a service the tenant does not offer', () => {
    const result = booking('Wheel alignment\nFree car')
    expect(result.ok ? null : result.errors.additional_services).toBe(messages.optionInvalid)
  })
})

describe('"Error summary header \'Please fix the following errors:\' plus a list"', () => {
  it('lists errors in field order with labels', () => {
    const { fields } = formDefinition('trade-in')
    const summary = errorSummary(fields, {
      terms_conditions: messages.tradeInDisclaimer,
      postcode: messages.tradeInPostcode,
    })
    expect(summary).toEqual({
      header: 'Please fix the following errors:',
      items: [
        { name: 'postcode', label: 'Postcode', message: messages.tradeInPostcode },
        { name: 'terms_conditions', label: 'Disclaimer', message: messages.tradeInDisclaimer },
      ],
    })
  })

  it('keeps server errors for fields the form does not show, after the others', () => {
    const summary = errorSummary(formDefinition('reserve').fields, {
      car: 'Car is no longer available',
      name: 'x',
    })
    expect(summary?.items.map((item) => item.name)).toEqual(['name', 'car'])
  })

  it('is null without errors', () => {
    expect(errorSummary(formDefinition('reserve').fields, {})).toBeNull()
  })
})
