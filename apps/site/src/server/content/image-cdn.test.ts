import type { TenantData } from '@forecourt/site-server'
import { describe, expect, it } from 'vitest'
import { demoTenantData } from '../testing/demo-tenant-data'
import { buildBlogList } from './blog-pages'
import { carSummary } from './car-summary'
import { buildHome } from './home'
import { buildModelPage, buildModelsPage } from './models-page'
import { buildOffersPage } from './offers-page'
import { SitePages } from './pages'
import { buildSearchConfig } from './search-config'
import { buildShell } from './shell'
import { vehiclePage } from './vehicle-page'

const tenant = demoTenantData()
const cdnTemplate = 'https://dealer.imgix.net{path}?w={width}&q={quality}&auto=format'

function withCdn(data: TenantData): TenantData {
  const { options } = data.tenant
  return {
    ...data,
    tenant: { ...data.tenant, options: { ...options, images: { ...options.images, cdnTemplate } } },
  }
}

/** Every picture address a tenant's pages, cards and search configuration give the browser. */
function pictureUrls(data: TenantData): string[] {
  const now = new Date(`${(data as TenantData & { referenceDate: string }).referenceDate}T02:00:00Z`)
  const car = data.cars.find((candidate) => (candidate.images?.length ?? 0) > 0)!
  const spinning = data.cars.find((candidate) => (candidate.spin_images?.length ?? 0) > 0)!
  const built = [
    buildHome(data, now, { offers: true }),
    buildShell(data, new SitePages(data, now), now),
    buildSearchConfig(data, now),
    vehiclePage(data, car, now),
    vehiclePage(data, spinning, now),
    carSummary(data, car, now, false),
    buildModelsPage(data),
    ...data.content.models.map((model) => buildModelPage(data, model.slug)),
    buildOffersPage(data, now),
    buildBlogList(data),
  ]
  const urls: string[] = []
  JSON.stringify(built, (key, value: unknown) => {
    // The car's own field, carried as stock data into the lead and the watchlist record the spec defines.
    if (key === 'primary_image_url') return undefined
    if (typeof value === 'string' && /\.(jpe?g|png|webp|avif|svg)\b/.test(value))
      urls.push(...value.split(', ').map((candidate) => candidate.split(' ')[0]!))
    return value
  })
  return urls
}

describe('images.cdnTemplate: "a tenant names an image CDN URL template and the site only builds URLs"', () => {
  it.each(['bunya-range-motor-group', 'wattle-bay-kia', 'red-gum-caravans-and-motorcycles'])(
    '%s: every sized picture goes through the CDN, none through the site pipeline',
    (slug) => {
      const urls = pictureUrls(withCdn(tenant(slug)))
      const sized = urls.filter((url) => url.includes('w='))
      expect(sized.length).toBeGreaterThan(10)
      expect(sized.filter((url) => !url.startsWith('https://dealer.imgix.net/images/'))).toEqual([])
      expect(sized).toContain(
        `https://dealer.imgix.net${tenant(slug).tenant.logo.url.split('?')[0]}?w=320&q=90&auto=format`,
      )
    },
  )

  it.each(['bunya-range-motor-group', 'wattle-bay-kia', 'red-gum-caravans-and-motorcycles'])(
    "%s without a template: the site's own image pipeline (/images/…?w=&q=)",
    (slug) => {
      const sized = pictureUrls(tenant(slug)).filter((url) => url.includes('w='))
      expect(sized.length).toBeGreaterThan(10)
      // Relative, or absolute on the tenant's own origin where an address must be absolute (JSON-LD).
      const own = /^(https:\/\/www\.[a-z.]+)?\/images\/[^?]+\?(frame=\d+&)?w=\d+&q=\d+$/
      expect(sized.filter((url) => !own.test(url))).toEqual([])
    },
  )

  it("the browser's result cards take the CDN with their options", () => {
    expect(buildSearchConfig(withCdn(tenant('wattle-bay-kia')), new Date()).cards.images).toEqual({
      template: cdnTemplate,
      origin: 'https://www.wattlebaykia.example',
    })
  })
})
