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
