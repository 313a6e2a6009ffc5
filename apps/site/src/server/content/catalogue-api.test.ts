import { describe, expect, it } from 'vitest'
import { buildBlogList } from './blog-pages'
import { catalogueApi, cataloguePaths, withSalesCounter } from './catalogue-api'
import { bodyLabel, buildModelPage, buildModelsPage } from './models-page'
import { buildOffersPage } from './offers-page'
import { demoTenantData } from '../testing/demo-tenant-data'

const tenant = demoTenantData()

const now = new Date('2026-11-20T02:00:00Z')

describe('/models listing', () => {
  it('lists every model with its body, the bodies once each', () => {
    const page = buildModelsPage(tenant('bunya-range-motor-group'))
    expect(page.models.map((model) => model.href)).toContain('/models/hilux')
    expect(page.bodies).toEqual([
      { value: 'ute', label: 'Ute' },
      { value: 'hatch', label: 'Hatch' },
      { value: 'suv', label: 'SUV' },
      { value: 'cab-chassis', label: 'Cab Chassis' },
      { value: 'sedan', label: 'Sedan' },
    ])
  })

  it.each([
    ['suv', 'SUV'],
    ['people-mover', 'People Mover'],
    ['cab_chassis', 'Cab Chassis'],
  ])('body %s is labelled %s', (body, label) => {
    expect(bodyLabel(body)).toBe(label)
  })
})

describe('model page', () => {
  it('an unknown slug has no page', () => {
    expect(buildModelPage(tenant('wattle-bay-kia'), 'no-such-model')).toBeNull()
  })

  it('"the model-level link carries only model_id and model_name"; variant links add vehicle', () => {
    const page = buildModelPage(tenant('bunya-range-motor-group'), 'hilux')
    expect(page?.quoteHref).toBe('/models/order-now?model_id=hilux&model_name=HiLux')
    expect(page?.variants[0]?.quoteHref).toBe(
      '/models/order-now?model_id=hilux&model_name=HiLux&vehicle=Toyota%20HiLux%20Workmate%20Dual%20Cab%20Pick-up',
    )
    expect(page?.makeModel).toBe('Toyota HiLux')
    expect(page?.quoteButtonText).toBe('Get a Quote')
  })

  it('"Model coming_soon: quote button hidden" and the title has \'ALL-NEW\'', () => {
    const page = buildModelPage(tenant('wattle-bay-kia'), 'tasman')
    expect(page?.comingSoon).toBe(true)
    expect(page?.title).toBe('ALL-NEW Kia Tasman')
    expect(page?.quoteHref).toBeNull()
    expect(page?.variants.every((variant) => variant.quoteHref === null)).toBe(true)
  })

  it('"Series order for one brand: duo, city, sport" (brands.seriesOrder), other makes as listed', () => {
    const data = tenant('red-gum-caravans-and-motorcycles')
    expect(data.tenant.options.brands.seriesOrder).toEqual({ Jayco: ['duo', 'city', 'sport'] })
    const swan = data.content.models.find((model) => model.slug === 'swan')!
    expect(swan.model_variants.map((variant) => variant.series)).toEqual(['Sport', 'Duo', 'City'])
    expect(buildModelPage(data, 'swan')?.variants.map((variant) => [variant.name, variant.series])).toEqual([
      ['Touring', 'Duo'],
      ['Family', 'City'],
      ['Outback', 'Sport'],
    ])
    const asOtherMake = {
      ...data,
      content: { ...data.content, models: [{ ...swan, manufacturer: 'Coromal' }] },
    }
    expect(buildModelPage(asOtherMake, 'swan')?.variants.map((variant) => variant.series)).toEqual([
      'Sport',
      'Duo',
      'City',
    ])
  })

  it("the tenant's quote button text (models.quoteButtonText)", () => {
    expect(buildModelPage(tenant('wattle-bay-kia'), 'sportage')?.quoteButtonText).toBe(
      'Get a Drive-Away Quote',
    )
  })

  it('sanitises the variant features (HTML strings)', () => {
    const page = buildModelPage(tenant('wattle-bay-kia'), 'sportage')
    const features = page?.variants.flatMap((variant) => variant.sanitisedFeatures) ?? []
    expect(features).toContain(
      '<strong>8-inch</strong> touchscreen with wireless Apple CarPlay® and Android Auto™',
    )
    expect(features.join('')).not.toMatch(/<script|onerror|javascript:/i)
  })

  it('gives the colour viewer its colours with variant and body type', () => {
    const page = buildModelPage(tenant('bunya-range-motor-group'), 'hilux')
    expect(page?.colourVariants).toEqual(['Workmate', 'SR'])
    expect(page?.colours[0]).toMatchObject({ name: 'Deep Crystal Blue', hexCode: '#1f3a68', bodyType: 'ute' })
  })
})

describe('/special-offers', () => {
  it('shows the live offers, never the expired EOFY one, when the tenant shows offers', () => {
    const page = buildOffersPage(tenant('wattle-bay-kia'), now)
    expect(page.offers.map((offer) => offer.heading)).toEqual(['Drive-away deals', 'Sell your car to us'])
  })

  it('"only when offers count > 0": otherwise the refresh path (the default search when that is this page)', () => {
    const data = tenant('bunya-range-motor-group')
    const page = buildOffersPage({ ...data, content: { ...data.content, promotions: [] } }, now)
    expect(page.offers).toEqual([])
    expect(page.redirectTo).toBe('/search/new-used-and-demo-cars')
  })

  it('a tenant whose menu has no Offers item still has the page its own promotions link to', () => {
    const data = tenant('bunya-range-motor-group')
    expect(data.tenant.options.chrome.showOffers).toBe(false)
    expect(data.content.promotions.some((promo) => promo.node.href === '/special-offers')).toBe(true)
    expect(buildOffersPage(data, now).offers.length).toBeGreaterThan(0)
  })

  it('"End-of-financial-year promos expire 2025-06-15 16:00 (+10:00)"', () => {
    const data = tenant('wattle-bay-kia')
    const before = buildOffersPage(data, new Date('2025-06-15T05:59:59Z'))
    const after = buildOffersPage(data, new Date('2025-06-15T06:00:00Z'))
    expect(before.offers.map((offer) => offer.heading)).toContain('EOFY Sale')
    expect(after.offers.map((offer) => offer.heading)).not.toContain('EOFY Sale')
  })
})

describe('/blog', () => {
  it('lists the posts newest first as blog cards', () => {
    const posts = buildBlogList(tenant('red-gum-caravans-and-motorcycles')).posts
    expect(posts).toHaveLength(6)
    expect(posts[0]).toMatchObject({ href: '/blog/how-to-choose-the-right-towing-setup', date: '2026-10-27' })
    expect(posts.map((post) => post.date)).toEqual(
      posts
        .map((post) => post.date)
        .toSorted()
        .reverse(),
    )
  })
})

describe("'Sales this Month' counter", () => {
  it('is on the home page only for tenants with chrome.salesCounter', () => {
    const home = { posts: [] } as unknown as Parameters<typeof withSalesCounter>[0]
    // 20 November 12:00 Brisbane: 19 full days of 192 and 96 steps of 450 seconds today.
    expect(withSalesCounter(home, tenant('bunya-range-motor-group'), now).salesCounter).toEqual({
      value: 19 * 192 + 96,
      at: '2026-11-20T02:00:00.000Z',
    })
    expect(withSalesCounter(home, tenant('wattle-bay-kia'), now).salesCounter).toBeUndefined()
  })
})

describe('catalogue API', () => {
  it('answers models, a model, offers and the blog; sitemap paths', async () => {
    const api = catalogueApi(tenant('wattle-bay-kia'), () => now)
    expect((await api.models()).models).toHaveLength(10)
    expect((await api.model('picanto'))?.variants).toHaveLength(2)
    expect(await api.model('hilux')).toBeNull()
    expect(await api.model('picanto')).toBe(await api.model('picanto'))
    expect((await api.offers()).offers.length).toBeGreaterThan(0)
    expect((await api.blog()).posts).toHaveLength(6)
    const paths = cataloguePaths(tenant('wattle-bay-kia'), now)
    expect(paths).toEqual(expect.arrayContaining(['/models', '/models/tasman', '/special-offers', '/blog']))
    expect(cataloguePaths(tenant('bunya-range-motor-group'), now)).toContain('/special-offers')
  })
})
