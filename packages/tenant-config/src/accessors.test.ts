import { describe, expect, it } from 'vitest'
import {
  brandLogoUrl,
  financeOptionsFor,
  isGatedPage,
  locationsOf,
  newCarWarrantyYears,
  reservePath,
  searchIndexFor,
  serviceBookingHref,
  tenantServiceBookingHref,
  storageKey,
} from './accessors.js'
import { parseTenant } from './parse-tenant.js'
import { minimalTenant } from './testing/minimal-tenant.js'

const base = minimalTenant()
const tenant = parseTenant(
  {
    ...base,
    dealerships: [
      ...base.dealerships,
      {
        ...base.dealerships[0]!,
        id: 2,
        slug: 'test-motors-kia',
        make: 'Kia',
        service_booking_url: 'https://service.example/kia',
        finance: { frequency: 'monthly', termRange: 'short', quickPicks: 'premium' },
      },
    ],
    locations: [...base.locations, { id: 11, name: 'Hidden', dealership_id: 2, visible: false }],
    search: { ...base.search, replicas: { 'price-asc': 'Car_production_price_asc' } },
    options: {
      reserve: { path: 'buy-online' },
      gatedPages: { finance: true },
      brands: { externalServiceBookingMakes: ['Kia'], newCarWarrantyYears: { Kia: 7 } },
      features: { storageKeyPrefix: 'tm' },
    },
  },
  'accessors.json',
)

describe('financeOptionsFor', () => {
  it('applies a dealership override and keeps the rest of the tenant options', () => {
    const options = financeOptionsFor(tenant, 2)
    expect([options.frequency, options.termRange, options.quickPicks, options.interestRange]).toEqual([
      'monthly',
      'short',
      'premium',
      'standard',
    ])
  })

  it.each([[undefined], [1], [404]])('returns the tenant options for dealership %j', (id) => {
    expect(financeOptionsFor(tenant, id)).toEqual(tenant.options.finance)
  })
})

describe('accessors', () => {
  it.each<[string, unknown, unknown]>([
    ['reservePath', reservePath(tenant, 'abc'), '/cars/abc/buy-online'],
    ['isGatedPage my-garage (always)', isGatedPage(tenant, 'my-garage'), true],
    ['isGatedPage online-payment (always)', isGatedPage(tenant, 'online-payment'), true],
    ['isGatedPage finance (switched on)', isGatedPage(tenant, 'finance'), true],
    ['isGatedPage checkout (default off)', isGatedPage(tenant, 'checkout'), false],
    ['searchIndexFor a replica', searchIndexFor(tenant, 'price-asc'), 'Car_production_price_asc'],
    ['searchIndexFor the main index', searchIndexFor(tenant, 'latest'), 'Car_production'],
    ['storageKey', storageKey(tenant, 'phone'), 'tm:phone'],
    [
      'serviceBookingHref external make',
      serviceBookingHref(tenant, tenant.dealerships[1]!),
      'https://service.example/kia',
    ],
    ['serviceBookingHref other make', serviceBookingHref(tenant, tenant.dealerships[0]!), '/service'],
    [
      'tenantServiceBookingHref: dealerships book in different places',
      tenantServiceBookingHref(tenant),
      '/service',
    ],
    [
      'tenantServiceBookingHref: every dealership books on one external page',
      tenantServiceBookingHref({ ...tenant, dealerships: [tenant.dealerships[1]!] }),
      'https://service.example/kia',
    ],
    ['newCarWarrantyYears configured', newCarWarrantyYears(tenant, 'Kia'), 7],
    ['newCarWarrantyYears standard', newCarWarrantyYears(tenant, 'Toyota'), 3],
    ['locationsOf skips hidden locations', locationsOf(tenant).map((location) => location.id), [10]],
    ['locationsOf one dealership', locationsOf(tenant, 1).map((location) => location.id), [10]],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected)
  })
})

describe('brandLogoUrl: one size for the brand grid and the mega menu', () => {
  it.each([
    ['the site pipeline', null, '/images/brands/kia.svg?w=160&q=90'],
    [
      'an image CDN',
      {
        template: 'https://dealer.imgix.net{path}?w={width}&q={quality}',
        origin: 'https://www.dealer.example',
      },
      'https://dealer.imgix.net/images/brands/kia.svg?w=160&q=90',
    ],
  ])('through %s', (_, cdn, expected) => {
    expect(brandLogoUrl('/images/brands/kia.svg', cdn)).toBe(expected)
  })
})
