import { renderAdf } from '@forecourt/adf'

/**
 * A shopper's enquiry about a new car as the ADF document a dealer's CRM takes (the document below).
 * @example enquiryAdf().startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>') // true
 */
export function enquiryAdf(): string {
  return renderAdf({
    lead: {
      id: '7f1c2a9e-4b7d-4f0e-9a51-2d3c4b5a6f70',
      form: 'enquiry',
      category: 'New Vehicle Enquiry',
      subcategory: null,
      payload: {
        name: 'Jo Citizen',
        email: 'jo@example.com',
        phone: '0412 345 678',
        postcode: '2250',
        message: 'Is it still available?',
        opt_in: true,
      },
      steps: {},
      formCompleted: true,
      offerAccepted: false,
      createdAt: new Date('2026-11-01T09:30:00Z'),
    },
    car: {
      id: 4021,
      year: 2024,
      make: 'Kia',
      model: 'Sportage',
      badge: 'SX',
      stocknum: 'HSK4021',
      price: 38990,
      car_type: 'new',
    },
    dealership: { name: 'Harbourside Kia', phone: '02 4300 5500' },
    provider: { name: 'Forecourt', url: 'https://www.harbourside-kia.example' },
  })
}
