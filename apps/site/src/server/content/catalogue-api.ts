import { salesCount } from '@forecourt/stock-rules'
import type { ModelPageData } from '../../site/catalogue-types'
import type { SiteApi } from '../../site/site-api'
import type { HomePage } from '../../site/site-types'
import { blogPaths, buildBlogList } from './blog-pages'
import { buildModelPage, buildModelsPage, modelPaths } from './models-page'
import { buildOffersPage, offersPaths } from './offers-page'
import type { TenantData } from '@forecourt/site-server'

/** The model, offers and blog questions of the site API, answered from a tenant's data. */
export type CatalogueApi = Pick<SiteApi, 'models' | 'model' | 'offers' | 'blog'>

/**
 * The model, offers and blog part of a tenant's SiteApi. Models and posts do not change while the server runs, so
 * they are composed once (a model page when it is first asked for, keeping sanitising off the server's start);
 * offers depend on the day (promotions start and expire), so they are composed per question.
 * @example const api = { ...otherQuestions, ...catalogueApi(data, clock) }
 */
export function catalogueApi(data: TenantData, clock: () => Date): CatalogueApi {
  const modelsPage = buildModelsPage(data)
  const blogList = buildBlogList(data)
  const modelPages = new Map<string, ModelPageData>()
  const modelPage = (slug: string) => {
    const known = modelPages.get(slug)
    if (known) return known
    const built = buildModelPage(data, slug)
    if (built) modelPages.set(slug, built)
    return built
  }
  return {
    models: () => Promise.resolve(modelsPage),
    model: (slug) => Promise.resolve(modelPage(slug)),
    offers: () => Promise.resolve(buildOffersPage(data, clock())),
    blog: () => Promise.resolve(blogList),
  }
}

/**
 * The home page with the 'Sales this Month' counter where the tenant shows it (chrome option salesCounter), counted
 * at `now` (the home page is composed once a day; the counter moves every 450 seconds).
 * @example withSalesCounter(home, data, new Date()).salesCounter?.value
 */
export function withSalesCounter(home: HomePage, { tenant }: TenantData, now: Date): HomePage {
  if (!tenant.options.chrome.salesCounter) return home
  return { ...home, salesCounter: { value: salesCount(now).value, at: now.toISOString() } }
}

/**
 * The model, offers and blog paths for sitemap.xml.
 * @example cataloguePaths(data, new Date()) // ['/models', '/models/hilux', …, '/blog']
 */
export function cataloguePaths(data: TenantData, now: Date): string[] {
  return [...modelPaths(data), ...offersPaths(data, now), ...blogPaths(data)]
}
