import { isEofyPromoActive, isPromoNodeLive } from '@forecourt/stock-rules'
import { imageCdnFor, imageUrl } from '@forecourt/tenant-config'
import type { OffersPage } from '../../site/catalogue-types'
import { hasLiveOffers } from './shell'
import type { TenantData } from '@forecourt/site-server'

const offersPath = '/special-offers'
const isEofyPath = (href: string) => href === '/eofy' || href.startsWith('/pages/eofy-')

/**
 * /special-offers: the live promotions as promo cards, ordered by position; end-of-financial-year promos only until
 * 2025-06-15 16:00 (+10:00). The page exists only while the tenant has live offers, whether or not its menu shows
 * the Offers item; otherwise it sends shoppers to the tenant's refresh path, or to the default search path when the
 * refresh path is this page itself (home, for a tenant without stock search pages).
 * @example buildOffersPage(data, new Date()).offers.length // 2
 */
export function buildOffersPage(data: TenantData, now: Date): OffersPage {
  const { search, features } = data.tenant.options
  const cdn = imageCdnFor(data.tenant)
  const redirectTo = !features.search
    ? '/'
    : search.refreshPath === offersPath
      ? search.defaultPath
      : search.refreshPath
  if (!hasLiveOffers(data, now)) return { offers: [], redirectTo }
  const offers = data.content.promotions
    .filter(
      (promo) => isPromoNodeLive(promo, now) && (!isEofyPath(promo.node.href) || isEofyPromoActive(now)),
    )
    .toSorted((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity))
    .map(({ node }) => ({
      heading: node.title,
      ...(node.text ? { text: node.text } : {}),
      href: node.href,
      image: { src: imageUrl(node.image, { width: 800 }, cdn), alt: '' },
    }))
  return { offers, redirectTo }
}

/**
 * '/special-offers' for sitemap.xml while the page exists.
 * @example offersPaths(data, new Date()) // ['/special-offers']
 */
export function offersPaths(data: TenantData, now: Date): string[] {
  return buildOffersPage(data, now).offers.length ? [offersPath] : []
}
