import { describe, expect, it } from 'vitest'
import { formContextFor, type FormsConfig } from './form-context.js'
import type { LeadCar } from './lead-car.js'

const forms: FormsConfig = {
  commentsRequired: false,
  termsCheckbox: { enquiry: true, testDrive: false },
  defaultState: 'NSW',
  dealerships: [{ slug: 'wattle-bay-kia', name: 'Wattle Bay Kia' }],
  locations: [{ id: 7, name: 'Gosford - Sales', dealershipSlug: 'wattle-bay-kia' }],
  storageKeys: {
    outbox: 'o',
    details: 'd',
    favourites: 'f',
    viewed: 'v',
    compare: 'c',
    success: 's',
  },
  reserve: { enabled: true, path: 'checkout', priceLabel: '$200', holdHours: 48 },
}

const car: LeadCar = { id: 12, make: 'Kia', model: 'Sportage', car_type: 'used', status: 'in_stock' }

describe('formContextFor: the same form context in the browser and on the server', () => {
  it('makes an enquiry without a car a general one, with the tenant terms checkbox', () => {
    expect(formContextFor(forms, 'enquiry')).toEqual({
      commentsRequired: false,
      termsCheckbox: true,
      general: true,
      dealerships: [{ slug: 'wattle-bay-kia', name: 'Wattle Bay Kia' }],
      defaultState: 'NSW',
    })
  })

  it('makes an enquiry about a car a car enquiry', () => {
    expect(formContextFor(forms, 'enquiry', { car })).toMatchObject({ general: false, car })
  })

  it('asks a test drive without a car for a location, with the test-drive terms switch', () => {
    expect(formContextFor(forms, 'test-drive', { today: '2026-03-14' })).toEqual({
      commentsRequired: false,
      termsCheckbox: false,
      general: false,
      dealerships: [{ slug: 'wattle-bay-kia', name: 'Wattle Bay Kia' }],
      defaultState: 'NSW',
      locations: [{ id: 7, name: 'Gosford - Sales' }],
      today: '2026-03-14',
    })
  })

  it("gives the tenant's additional services to the service booking only", () => {
    const offering = { ...forms, additionalServices: ['Wheel alignment', 'Car wash'] }
    expect(formContextFor(offering, 'service-booking').additionalServices).toEqual([
      'Wheel alignment',
      'Car wash',
    ])
    expect(formContextFor(offering, 'enquiry')).not.toHaveProperty('additionalServices')
    expect(formContextFor(forms, 'service-booking')).not.toHaveProperty('additionalServices')
  })

  it('passes the location and model of the page on', () => {
    const model = { id: 'sportage', name: 'Sportage', vehicle: 'Sportage S' }
    expect(formContextFor(forms, 'model-quote', { locationId: 7, model })).toMatchObject({
      termsCheckbox: true,
      locationId: 7,
      model,
    })
  })
})
