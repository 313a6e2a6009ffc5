import type { AdfCar, AdfDealership } from '../adf'
import type { AdfLead } from '../adf-lead'

/**
 * A lead as a site stores it: what ADF reads, and the store's own fields, which the renderer leaves alone.
 * @example const lead: StoredLead = storedLead({ carId: null })
 */
export interface StoredLead extends AdfLead {
  tenant: string
  idempotencyKey: string
  carId: number | null
  updatedAt: Date
}

/**
 * A stored lead for tests: a new-car enquiry from Jo Citizen unless overridden.
 * @example storedLead({ form: 'test-drive', payload: { name: 'Sam', email: 'sam@example.com' } })
 */
export function storedLead(overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    id: '7f1c2a9e-4b7d-4f0e-9a51-2d3c4b5a6f70',
    tenant: 'wattle-bay-kia',
    idempotencyKey: 'key-1',
    form: 'enquiry',
    category: 'New Vehicle Enquiry',
    subcategory: null,
    carId: 4021,
    payload: {
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      postcode: '2250',
      message: 'Is it still available?',
      opt_in: true,
      source: 'Website',
      url: 'https://www.wattlebaykia.example/cars/2024-kia-sportage-sx-4021',
      lead_attributes: { visited_pages: ['/search', '/cars/2024-kia-sportage-sx-4021'] },
      stock_number: 'WBK4021',
      car_type: 'new',
    },
    steps: {},
    formCompleted: true,
    offerAccepted: false,
    createdAt: new Date('2026-11-01T09:30:00.000Z'),
    updatedAt: new Date('2026-11-01T09:30:00.000Z'),
    ...overrides,
  }
}

/**
 * A new Kia from the stock feed, as the lead's car.
 * @example renderAdf({ lead: storedLead(), car: sportage, dealership: wattleBayKia, provider })
 */
export const sportage: AdfCar = {
  id: 4021,
  year: 2024,
  make: 'Kia',
  model: 'Sportage',
  badge: 'SX',
  series: 'NQ5 MY24',
  vin: 'KNAPU81BMR7123456',
  stocknum: 'WBK4021',
  km: 10,
  price: 38990,
  colour: 'Snow White Pearl',
  car_type: 'new',
}

/**
 * The dealership of the fixtures' Wattle Bay Kia.
 * @example renderAdf({ lead: storedLead(), car: null, dealership: wattleBayKia, provider })
 */
export const wattleBayKia: AdfDealership = {
  id: 301,
  name: 'Wattle Bay Kia',
  email: 'wattle-bay-kia@wattlebaykia.example',
  phone: '02 4300 5500',
  url: 'https://www.wattlebaykia.example/locations/wattle-bay-kia',
  address: { street: '240 Manns Road', city: 'Gosford', state: 'NSW', postcode: '2250' },
}
