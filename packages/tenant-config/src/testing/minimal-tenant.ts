import type { TenantInput } from '../parse-tenant.js'

/**
 * The smallest valid tenant file, for tests: every option left to its default.
 * @example parseTenant(minimalTenant(), 'minimal.json')
 */
export function minimalTenant(): TenantInput {
  return {
    slug: 'test-motors',
    template: 'classic',
    name: 'Test Motors',
    domains: ['test-motors.example'],
    logo: { url: '/images/logos/test-motors.svg', alt: 'Test Motors' },
    theme: {
      colors: {
        primary: '#0b3d91',
        primaryContrast: '#ffffff',
        secondary: '#1f2937',
        accent: '#f59e0b',
        background: '#ffffff',
        surface: '#f3f4f6',
        text: '#111827',
        muted: '#4b5563',
        border: '#d1d5db',
        success: '#15803d',
        danger: '#b91c1c',
      },
      fonts: { heading: 'Inter, sans-serif', body: 'Inter, sans-serif' },
      radius: { small: '4px', medium: '8px', large: '16px' },
      spacing: [0, 4, 8, 16, 24, 32],
    },
    contact: {
      phone: '07 4600 0000',
      email: 'sales@test-motors.example',
      address: { street: '1 Test St', city: 'Toowoomba', state: 'QLD', postcode: '4350' },
      facebook_url: null,
      instagram_url: null,
    },
    dealership_group: 'Test Motors',
    dealerships: [
      {
        id: 1,
        name: 'Test Motors Toowoomba',
        slug: 'test-motors-toowoomba',
        make: 'Toyota',
        url: null,
        logo: null,
        phone: '07 4600 0000',
        email: 'sales@test-motors.example',
        address: { city: 'Toowoomba', state: 'QLD', postcode: '4350' },
        manufacturer_name: 'Toyota',
        finance_provider: null,
        service_booking_url: null,
      },
    ],
    locations: [{ id: 10, name: 'Test Motors Toowoomba - Sales', dealership_id: 1, location_type: 'sales' }],
    search: { appId: 'FORECOURT', apiKey: 'test-motors-public' },
  }
}
