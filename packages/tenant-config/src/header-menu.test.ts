import { describe, expect, it } from 'vitest'
import { headerMenu, type HeaderMenuContent } from './header-menu.js'
import { parseTenant } from './parse-tenant.js'
import { minimalTenant } from './testing/minimal-tenant.js'

const tenantWith = (options: Record<string, unknown> = {}) =>
  parseTenant({ ...minimalTenant(), options }, 't.json')
const nothing: HeaderMenuContent = { models: [], pageTitles: new Map(), liveOffers: false }
const labels = (tenant = tenantWith(), content = nothing) =>
  headerMenu(tenant, content).map((item) => item.label)

describe('the header menu (headerMenu)', () => {
  it.each<[string, Record<string, unknown>, HeaderMenuContent, string[]]>([
    [
      'the default order, without models or offers',
      {},
      nothing,
      ['Home', 'Stock', 'Service', 'About Us', 'Sell My Car', 'Finance'],
    ],
    [
      'New Vehicles appears with the models',
      {},
      { ...nothing, models: [{ name: 'Sportage', slug: 'sportage' }] },
      ['Home', 'New Vehicles', 'Stock', 'Service', 'About Us', 'Sell My Car', 'Finance'],
    ],
    [
      'Offers only when enabled, and only with offers: enabled, but none live',
      { chrome: { showOffers: true } },
      nothing,
      ['Home', 'Stock', 'Service', 'About Us', 'Sell My Car', 'Finance'],
    ],
    [
      'Offers only when enabled, and only with offers: enabled, with live offers',
      { chrome: { showOffers: true } },
      { ...nothing, liveOffers: true },
      ['Home', 'Stock', 'Offers', 'Service', 'About Us', 'Sell My Car', 'Finance'],
    ],
    [
      'Stock only where the tenant has stock search pages (features.search)',
      { features: { search: false } },
      nothing,
      ['Home', 'Service', 'About Us', 'Sell My Car', 'Finance'],
    ],
    [
      "the tenant's own order and items",
      { chrome: { menu: ['stock', 'finance', 'home'] } },
      nothing,
      ['Stock', 'Finance', 'Home'],
    ],
  ])('%s', (_name, options, content, expected) => {
    expect(labels(tenantWith(options), content)).toEqual(expected)
  })

  it('emphasises Sell My Car and Finance by default, or what the tenant names', () => {
    const emphasised = (tenant = tenantWith()) =>
      headerMenu(tenant, nothing).flatMap((item) => (item.emphasised ? [item.label] : []))
    expect(emphasised()).toEqual(['Sell My Car', 'Finance'])
    expect(emphasised(tenantWith({ chrome: { emphasisedMenuItems: ['home'] } }))).toEqual(['Home'])
  })

  it('links only the pages the tenant has, by their titles; Our Locations only with location pages', () => {
    const content = {
      ...nothing,
      pageTitles: new Map([
        ['/warranty', 'Warranty'],
        ['/about-us', 'About Us'],
      ]),
    }
    const [, , service, about] = headerMenu(tenantWith(), content)
    expect(service?.children?.map((item) => item.href)).toEqual(['/service', '/warranty'])
    expect(about?.children?.map((item) => item.label)).toEqual(['About Us', 'Our Locations', 'Contact Us'])
    const withoutLocations = headerMenu(tenantWith({ features: { locationPages: false } }), content)[3]
    expect(withoutLocations?.children?.map((item) => item.label)).toEqual(['About Us', 'Contact Us'])
  })
})
