import { describe, expect, it } from 'vitest'
import { demoTenantData, withFeatures } from '../testing/demo-tenant-data'
import { SitePages } from './pages'

const tenant = demoTenantData()
const now = new Date('2025-05-01T00:00:00+10:00')

describe("the tenant's information pages", () => {
  it.each<[string, boolean, boolean]>([
    ['shown where the tenant switches it on and has prices', true, true],
    ['absent where the tenant leaves it off, whatever prices it has', false, false],
  ])('"/pages/capped-price-servicing" (features.cappedPriceServicing): %s', (_case, shown, expected) => {
    const pages = new SitePages(withFeatures(tenant('wattle-bay-kia'), { cappedPriceServicing: shown }), now)
    expect(pages.get('/pages/capped-price-servicing') !== null).toBe(expected)
  })

  it.each<[string, string[], string[]]>([
    ['every page the tenant lists', ['/eofy', '/pages/eofy-toyota'], ['/eofy', '/pages/eofy-toyota']],
    ['only the pages the tenant lists', ['/eofy'], ['/eofy']],
    ['none where the tenant lists none', [], []],
  ])('"/eofy and dealer-specific /pages/eofy-*" (features.eofyPaths): %s', (_case, eofyPaths, expected) => {
    const pages = new SitePages(withFeatures(tenant('bunya-range-motor-group'), { eofyPaths }), now)
    expect(pages.paths().filter((path) => path === '/eofy' || path.startsWith('/pages/eofy-'))).toEqual(
      expected,
    )
  })
})

describe('an end-of-financial-year page past its expiry', () => {
  it("says the offer ended and links current stock at the tenant's default search path", () => {
    const data = tenant('bunya-range-motor-group')
    const options = data.tenant.options
    const usedFirst = {
      ...data,
      tenant: {
        ...data.tenant,
        options: { ...options, search: { ...options.search, defaultPath: '/search/used-cars' } },
      },
    }
    const html = new SitePages(usedFirst, new Date('2026-11-20T02:00:00Z'))
      .get('/eofy')
      ?.sections.map((section) => section.sanitisedHtml)
      .join('')
    expect(html).toContain('offer ended on')
    expect(html).toContain('<a href="/search/used-cars">current stock</a>')
  })
})
