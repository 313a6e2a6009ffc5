import type { StoredLead } from '@forecourt/site-storage'

/**
 * A stored lead for tests: a new-car enquiry from Jo Citizen unless overridden.
 * @example storedLead({ form: 'test-drive', payload: { name: 'Sam', email: 'sam@example.com' } })
 */
export function storedLead(overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    id: '7f1c2a9e-4b7d-4f0e-9a51-2d3c4b5a6f70',
    tenant: 'wattle-bay-kia',
    idempotencyKey: 'key-1',
    requestFingerprint: null,
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
