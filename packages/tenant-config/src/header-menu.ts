import { brandLogoUrl, imageCdnFor, tenantServiceBookingHref } from './accessors.js'
import type { Tenant } from './parse-tenant.js'

/**
 * One entry of the header menu: a link, a dropdown of links, or both; the shape `@forecourt/components`'
 * `SiteHeader` takes as `menu`.
 * @example const item: HeaderMenuItem = { label: 'Stock', children: [{ label: 'New cars', href: '/search/new-cars' }] }
 */
export interface HeaderMenuItem {
  label: string
  href?: string
  /** Drawn as a call to action (the tenant's emphasised items: by default Sell My Car and Finance). */
  emphasised?: boolean
  children?: HeaderMenuItem[]
  /** The brand mega menu's logo links, where the tenant turns it on. */
  megaMenu?: { logos: { src: string; alt: string; href: string }[] }
}

/**
 * What the menu shows that is not configuration: the tenant's content and offers at this moment.
 * @example const content: HeaderMenuContent = { models: [], pageTitles: new Map([['/about-us', 'About Us']]), liveOffers: false }
 */
export interface HeaderMenuContent {
  /** The new models, in the order the New Vehicles dropdown lists them; none leaves the dropdown out. */
  models: readonly { name: string; slug: string }[]
  /** The content pages the tenant has, by path, with their titles (e.g. '/warranty' → 'Warranty'). */
  pageTitles: ReadonlyMap<string, string>
  /** Whether any promotion is live now: Offers shows only then ("only when offers count > 0"). */
  liveOffers: boolean
}

type MenuKey = Tenant['options']['chrome']['menu'][number]

const link = (label: string, href: string): HeaderMenuItem => ({ label, href })

/**
 * The tenant's header menu: its items in its order (`chrome.menu`), emphasised where it says, New Vehicles with its
 * models (and the brand mega menu where turned on), Stock where the tenant has stock search pages, Offers only with live offers and `showOffers`, Service
 * with the booking link and the service pages it has, About Us with its pages, Our Locations where location pages
 * are on, and Contact Us.
 * @example headerMenu(tenant, { models: [], pageTitles: new Map(), liveOffers: false })[0] // { label: 'Home', href: '/' }
 */
export function headerMenu(tenant: Tenant, content: HeaderMenuContent): HeaderMenuItem[] {
  const { chrome, features } = tenant.options
  const logos = tenant.options.brandGrid?.logos ?? []
  const cdn = imageCdnFor(tenant)
  const pages = (paths: readonly string[]) =>
    paths.flatMap((path) => {
      const title = content.pageTitles.get(path)
      return title ? [link(title, path)] : []
    })
  const items: Record<MenuKey, HeaderMenuItem | null> = {
    home: link('Home', '/'),
    'new-vehicles': content.models.length
      ? {
          label: 'New Vehicles',
          children: [
            ...content.models.map((model) => link(model.name, `/models/${model.slug}`)),
            link('All models', '/models'),
          ],
          ...(chrome.brandMegaMenu && logos.length
            ? {
                megaMenu: {
                  logos: logos.map((logo) => ({
                    src: brandLogoUrl(logo.logo, cdn),
                    alt: logo.name,
                    href: logo.href,
                  })),
                },
              }
            : {}),
        }
      : null,
    // A tenant without stock search pages (features.search) has nothing for the Stock dropdown to lead to.
    stock: features.search
      ? {
          label: 'Stock',
          children: [
            link('All stock', '/search/new-used-and-demo-cars'),
            link('New cars', '/search/new-cars'),
            link('Used cars', '/search/used-cars'),
            link('Demo cars', '/search/demo-cars'),
            link('Shop by price', '/price-range'),
          ],
        }
      : null,
    offers: chrome.showOffers && content.liveOffers ? link('Offers', '/special-offers') : null,
    service: {
      label: 'Service',
      children: [
        link('Book a Service', tenantServiceBookingHref(tenant)),
        ...pages([
          '/vehicle-parts-and-accessories',
          '/pages/capped-price-servicing',
          '/warranty',
          '/new-vehicle-warranty',
          '/roadside-assist',
        ]),
      ],
    },
    'about-us': {
      label: 'About Us',
      children: [
        ...pages(['/about-us']),
        ...(features.locationPages ? [link('Our Locations', '/dealer-locator')] : []),
        ...pages(['/careers', '/fleet', '/faqs']),
        link('Contact Us', '/contact'),
      ],
    },
    'sell-my-car': link('Sell My Car', '/sell-my-car'),
    finance: link('Finance', '/finance'),
  }
  const emphasised = new Set(chrome.emphasisedMenuItems)
  return chrome.menu.flatMap((key) => {
    const item = items[key]
    return item ? [{ ...item, ...(emphasised.has(key) ? { emphasised: true } : {}) }] : []
  })
}
