import { describe, expect, it } from 'vitest'
import { leadPageId } from './page-id'

describe('"Enquiry form fields: … page_id": the page an enquiry is sent from', () => {
  it.each([
    ['a vehicle page', '/cars/$slug', '/cars/2025-mazda-cx-5-brg000001', 'vdp'],
    ['the home page', '/', '/', 'home'],
    ['a form page', '/contact', '/contact', 'contact'],
    [
      'a location page',
      '/locations/$slug',
      '/locations/bunya-range-mazda-sales/',
      'locations/bunya-range-mazda-sales',
    ],
    ['a model page', '/models/$slug', '/models/cx-5', 'models/cx-5'],
    ['the trade-in page under /cars', '/cars/trade-in', '/cars/trade-in', 'cars/trade-in'],
  ])('%s: %s at %s → %s', (_case, routeId, pathname, expected) => {
    expect(leadPageId(routeId, pathname)).toBe(expected)
  })
})
