import { describe, expect, it } from 'vitest'
import type { LeadCar } from './lead-car.js'
import { buildLeadPayload, type LeadPage } from './lead-payload.js'

const page: LeadPage = {
  url: 'https://dealer.example/cars/2021-toyota-hilux-sr5',
  userAgent: 'Mozilla/5.0 (iPhone)',
  visitedPages: ['/', '/search/used-cars', '/cars/2021-toyota-hilux-sr5'],
  linkedQueryParams: { utm_source: 'google', gclid: 'abc' },
}

const car: LeadCar = {
  id: 42,
  make: 'Toyota',
  model: 'HiLux',
  car_type: 'used',
  status: 'in_stock',
  tag: null,
  stocknum: 'U1234',
  dealership_id: 7,
  dealership_slug: 'brisbane-toyota',
  manufacturer_slug: 'toyota',
}

describe('"Lead payload: category, subcategory, url, source (Website), user_agent, car_id, car_dealership_id, lead_attributes (visited_pages, linked_query_params), opt_in, message, dealership_slug, manufacturer_slug, stock_number, Vehicle Make, Vehicle Model, car_type, vehicle_status, autogauge_enabled"', () => {
  it('has every key of the spec, then the form fields', () => {
    const payload = buildLeadPayload({
      form: 'enquiry',
      values: {
        name: 'Jo Citizen',
        email: 'jo@example.com',
        phone: '+61412345678',
        message: 'Hi',
        opt_in: true,
      },
      car,
      page,
      autogaugeEnabled: true,
    })
    expect(payload).toEqual({
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '+61412345678',
      category: 'Vehicle Enquiry',
      subcategory: 'Used Vehicle',
      url: page.url,
      source: 'Website',
      user_agent: 'Mozilla/5.0 (iPhone)',
      car_id: 42,
      car_dealership_id: 7,
      lead_attributes: {
        visited_pages: ['/', '/search/used-cars', '/cars/2021-toyota-hilux-sr5'],
        linked_query_params: { utm_source: 'google', gclid: 'abc' },
      },
      opt_in: true,
      message: 'Hi',
      dealership_slug: 'brisbane-toyota',
      manufacturer_slug: 'toyota',
      stock_number: 'U1234',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'HiLux',
      car_type: 'used',
      vehicle_status: 'in_stock',
      autogauge_enabled: true,
    })
  })

  it('without a car the car keys are null and the opt-in false', () => {
    const payload = buildLeadPayload({
      form: 'contact',
      values: { name: 'Jo', location_id: '3' },
      page,
      autogaugeEnabled: false,
    })
    expect(payload).toMatchObject({
      category: 'Contact Us',
      subcategory: null,
      car_id: null,
      car_dealership_id: null,
      opt_in: false,
      message: null,
      dealership_slug: null,
      manufacturer_slug: null,
      stock_number: null,
      'Vehicle Make': null,
      'Vehicle Model': null,
      car_type: null,
      vehicle_status: null,
      autogauge_enabled: false,
      location_id: '3',
    })
  })
})

describe('readings', () => {
  const base = { page, autogaugeEnabled: false } as const

  it.each<[string, Parameters<typeof buildLeadPayload>[0], Record<string, unknown>]>([
    [
      "a general enquiry's chosen category is the lead category",
      { ...base, form: 'enquiry', values: { category: 'Service' } },
      { category: 'Service', subcategory: null },
    ],
    [
      'an enquiry without a chosen category is a General Enquiry',
      { ...base, form: 'enquiry', values: {} },
      { category: 'General Enquiry' },
    ],
    [
      "a category field cannot change a car enquiry's category",
      { ...base, form: 'enquiry', values: { category: 'Forged' }, car },
      { category: 'Vehicle Enquiry' },
    ],
    [
      "request photos: the message falls back to the hidden default 'Please send photos for this car'",
      {
        ...base,
        form: 'request-photos',
        values: { default_message: 'Please send photos for this car' },
        car,
      },
      { message: 'Please send photos for this car', category: 'Request Photos' },
    ],
    [
      "request photos: the shopper's message wins",
      { ...base, form: 'request-photos', values: { message: 'Engine bay?', default_message: 'x' }, car },
      { message: 'Engine bay?' },
    ],
    [
      "the preferred dealership wins over the car's",
      { ...base, form: 'test-drive', values: { dealership_slug: 'gold-coast-toyota' }, car },
      { dealership_slug: 'gold-coast-toyota' },
    ],
    [
      'manufacturer_slug is the make slugified when the car has none',
      {
        ...base,
        form: 'enquiry',
        values: {},
        car: { ...car, make: 'Mercedes-Benz', manufacturer_slug: null },
      },
      { manufacturer_slug: 'mercedes-benz' },
    ],
    [
      'an empty stock number is null',
      { ...base, form: 'enquiry', values: {}, car: { ...car, stocknum: '' } },
      { stock_number: null },
    ],
    [
      'trade-in: the hidden car_id is the car id when the server has no car',
      { ...base, form: 'trade-in', values: { car_id: '42' } },
      { car_id: '42', subcategory: '1. Lead', category: 'Trade-In' },
    ],
    [
      'spec keys cannot be overwritten by form fields',
      { ...base, form: 'reserve', values: { source: 'Forged', url: 'x', autogauge_enabled: true }, car },
      { source: 'Website', url: page.url, autogauge_enabled: false },
    ],
  ])('%s', (_, input, expected) => {
    expect(buildLeadPayload(input)).toMatchObject(expected)
  })

  it('"Form submit … additional_services list": the ticked services go as a list', () => {
    const payload = buildLeadPayload({
      form: 'service-booking',
      values: { name: 'Jo', additional_services: 'Wheel alignment\nCar wash' },
      car: null,
      page,
      autogaugeEnabled: false,
    })
    expect(payload.additional_services).toEqual(['Wheel alignment', 'Car wash'])
  })

  it('does not repeat the hidden default as a field of its own', () => {
    const payload = buildLeadPayload({ ...base, form: 'request-photos', values: { default_message: 'x' } })
    expect(payload).not.toHaveProperty('default_message')
  })

  it('copies the visit lists, so later changes do not leak into a sent payload', () => {
    const visited = ['/']
    const payload = buildLeadPayload({
      ...base,
      page: { ...page, visitedPages: visited },
      form: 'contact',
      values: {},
    })
    visited.push('/later')
    expect(payload.lead_attributes.visited_pages).toEqual(['/'])
  })
})
