import { describe, expect, it } from 'vitest'
import { customerOf, detailLines, isAustralianMobile, labelOf, tradeInOf } from './lead-fields'
import { storedLead } from './testing/leads'

describe('detailLines', () => {
  it('writes scalars, lists and nested objects as labelled lines, skipping empty values', () => {
    expect(
      detailLines({
        opt_in: false,
        additional_services: ['Tint', 'Mats'],
        empty: '  ',
        nothing: null,
        lead_attributes: { visited_pages: ['/a'], linked_query_params: { utm_source: 'google' } },
        'Test Drive Booking Date': '2026-11-07',
      }),
    ).toEqual([
      'Opt-in: No',
      'Additional services: Tint, Mats',
      'Visited pages: /a',
      'Linked query params › Utm source: google',
      'Test Drive Booking Date: 2026-11-07',
    ])
  })

  it('leaves out the keys it is told to skip', () => {
    expect(detailLines({ a: 1, b: 2 }, new Set(['a']))).toEqual(['B: 2'])
  })
})

describe('labelOf', () => {
  it('spells out snake and camel case; keeps known labels and keys already in words', () => {
    expect(['url', 'regoState', 'page_id', 'visitedPages', 'Vehicle Make'].map(labelOf)).toEqual([
      'Page',
      'Rego state',
      'Page id',
      'Visited pages',
      'Vehicle Make',
    ])
  })
})

describe('customerOf', () => {
  it('takes the last word of a full name as the last name', () => {
    const customer = customerOf(storedLead({ payload: { name: ' Mary Jane  Smith ' } }))
    expect([customer.first, customer.last]).toEqual(['Mary Jane', 'Smith'])
  })

  it('uses last_name when the form has one, and one word as the first name', () => {
    expect(customerOf(storedLead({ payload: { name: 'Jo', last_name: 'Citizen' } }))).toMatchObject({
      first: 'Jo',
      last: 'Citizen',
    })
    expect(customerOf(storedLead({ payload: { name: 'Cher' } }))).toMatchObject({ first: 'Cher', last: null })
  })

  it('reads the message from message or comments', () => {
    expect(customerOf(storedLead({ payload: { comments: 'Hi' } })).message).toBe('Hi')
  })
})

describe('isAustralianMobile', () => {
  it.each([
    ['0412 345 678', true],
    ['+61 412 345 678', true],
    ['61412345678', true],
    ['02 4300 5500', false],
    ['1300 286 927', false],
  ])('%s → %s', (phone, mobile) => {
    expect(isAustralianMobile(phone)).toBe(mobile)
  })
})

describe('tradeInOf', () => {
  it('is null for a lead that is not a trade-in', () => {
    expect(tradeInOf(storedLead())).toBeNull()
  })

  it('prefers the rego lookup, then the valuation, then the form fields', () => {
    const tradeIn = tradeInOf(
      storedLead({
        form: 'enquiry',
        payload: { year: 2001, make: 'Typed', odometer: '150000', Rego: 'typed' },
        steps: {
          rego: { rego: '561PHJ', state: 'QLD', make: 'Mazda' },
          valuation: { year: 2017, offer_price: '$16,500', colour: 'Red' },
          photos: 3,
        },
      }),
    )
    expect(tradeIn).toEqual({
      interest: 'trade-in',
      year: '2017',
      make: 'Mazda',
      model: null,
      variant: null,
      vin: null,
      km: '150000',
      rego: '561PHJ',
      regoState: 'QLD',
      offer: 16500,
      details: ['Colour: Red', 'Photos: 3'],
    })
  })
})
