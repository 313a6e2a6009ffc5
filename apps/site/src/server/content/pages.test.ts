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

describe('a campaign page\'s model blocks: "filtered blocks keep only named variants and colours"', () => {
  it("Wattle Bay Kia's /pages/niro-hybrid shows the Niro cut to its hybrid variants in three colours", () => {
    const niro = new SitePages(tenant('wattle-bay-kia'), now).get('/pages/niro-hybrid')?.models?.[0]
    expect(niro?.makeModel).toBe('Kia Niro')
    expect(niro?.variants.map((variant) => variant.name)).toEqual(['S Hybrid', 'GT-Line Hybrid'])
    expect(new Set(niro?.colours.map((colour) => colour.name))).toEqual(
      new Set(['Soul Red', 'Silver Sky', 'Sandstone Beige']),
    )
    expect(niro?.colours.every((colour) => colour.variantName?.endsWith('Hybrid'))).toBe(true)
  })

  it('a block naming a model the tenant does not list, or no variant it has, shows nothing', () => {
    const data = tenant('wattle-bay-kia')
    const campaign = {
      path: '/pages/campaign',
      title: 'Campaign',
      body: '<p>Offer.</p>',
      models: [{ model: 'Corolla' }, { model: 'Niro', variants: ['GT'] }, { model: 'sportage' }],
    }
    const withCampaign = { ...data, content: { ...data.content, pages: [...data.content.pages, campaign] } }
    const models = new SitePages(withCampaign, now).get('/pages/campaign')?.models
    expect(models?.map((model) => model.slug)).toEqual(['sportage'])
  })
})
