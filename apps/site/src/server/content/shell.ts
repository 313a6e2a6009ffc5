import type { FormsConfig } from '@forecourt/lead-client'
import { formatPhone, isPromoNodeLive, telHref } from '@forecourt/stock-rules'
import {
  gatedPagesOf,
  headerMenu,
  imageCdnFor,
  imageUrl,
  locationsOf,
  storageKey,
  tenantServiceBookingHref,
  themeStyle,
  themeTokensFor,
} from '@forecourt/tenant-config'
import type { LinkItem, SiteShell } from '../../site/site-types'
import type { SitePages } from './pages'
import { defaultSearchLink } from './stock-search'
import { canonicalOrigin, type TenantData } from '@forecourt/site-server'

const carTypeLabels = { new: 'New cars', used: 'Used cars', demo: 'Demo cars' } as const

function link(label: string, href: string): LinkItem {
  return { label, href }
}

/**
 * Whether the tenant currently has live offers: /special-offers exists only then ("only when offers count > 0"),
 * whether or not its menu names the page (`chrome.showOffers`), since its own promotions may link to it.
 */
export function hasLiveOffers({ content }: TenantData, now: Date): boolean {
  return content.promotions.some((promo) => isPromoNodeLive(promo, now))
}

/**
 * The tenant's form options as the browser needs them: the preferred-dealership select only with more than one
 * dealership (and not removed), visible locations, and site-specific storage keys.
 * @example formsConfig(tenant).dealerships // [] for a single-dealership group
 */
export function formsConfig(tenant: TenantData['tenant']): FormsConfig {
  const forms = tenant.options.forms
  const dealershipById = new Map(tenant.dealerships.map((dealership) => [dealership.id, dealership.slug]))
  return {
    commentsRequired: forms.commentsRequired,
    termsCheckbox: { ...forms.termsCheckbox },
    defaultState: forms.defaultState,
    ...(forms.additionalServices.length ? { additionalServices: [...forms.additionalServices] } : {}),
    dealerships:
      tenant.dealerships.length > 1 && !forms.removePreferredDealership
        ? tenant.dealerships.map((dealership) => ({ slug: dealership.slug, name: dealership.name }))
        : [],
    locations: locationsOf(tenant).map((location) => ({
      id: location.id,
      name: location.name,
      dealershipSlug:
        location.dealership_id === undefined ? null : (dealershipById.get(location.dealership_id) ?? null),
    })),
    storageKeys: {
      outbox: storageKey(tenant, 'lead-outbox'),
      details: storageKey(tenant, 'details'),
      favourites: storageKey(tenant, 'favourites'),
      viewed: storageKey(tenant, 'viewed-cars'),
      compare: storageKey(tenant, 'compare'),
      success: storageKey(tenant, 'enquiry-success'),
    },
    reserve: { ...tenant.options.reserve },
    accountPages: {
      garage: tenant.options.features.garage,
      brandGaragePaths: [...tenant.options.gatedPages.brandGaragePaths],
      spinToWin: tenant.options.features.spinToWin,
    },
  }
}

/**
 * Everything around a tenant's pages: name, canonical origin, logo, theme, header menu, announcement and footer.
 * @example buildShell(data, pages, new Date()).menu[0] // { label: 'Home', href: '/' }
 */
export function buildShell(data: TenantData, pages: SitePages, now: Date): SiteShell {
  const { tenant, content } = data
  const chrome = tenant.options.chrome
  const towns = [...new Set(tenant.locations.map((location) => location.address?.city).filter(Boolean))]
  const phones = chrome.footerPhonesByCarType
  const year = now.getFullYear()
  const searchHref = defaultSearchLink(tenant)
  const cdn = imageCdnFor(tenant)
  return {
    tenantSlug: tenant.slug,
    name: tenant.name,
    origin: canonicalOrigin(tenant),
    description: `New, used and demo vehicles from ${tenant.name}${towns.length ? ` in ${towns.slice(0, 3).join(', ')}` : ''}. Search stock, book a test drive, value your trade-in and apply for finance.`,
    logo: {
      src: imageUrl(tenant.logo.url, { width: 320, quality: 90 }, cdn),
      alt: tenant.logo.alt,
      width: 160,
      height: 48,
    },
    themeCss: themeStyle(themeTokensFor(tenant.theme)),
    menu: headerMenu(data.tenant, {
      models: data.content.models,
      pageTitles: pages.titles(),
      liveOffers: hasLiveOffers(data, now),
    }),
    forms: formsConfig(tenant),
    gatedPages: gatedPagesOf(tenant),
    announcement: chrome.announcement ? { message: chrome.announcement } : null,
    phone: tenant.contact.phone
      ? { label: formatPhone(tenant.contact.phone), href: telHref(tenant.contact.phone) }
      : null,
    footer: {
      groups: [
        {
          heading: 'Models',
          links: content.models.slice(0, 8).map((model) => link(model.name, `/models/${model.slug}`)),
        },
        {
          heading: 'Buyer Tools',
          links: [
            ...(searchHref ? [link('Search stock', searchHref)] : []),
            link('Finance', '/finance'),
            link('Value my trade-in', '/trade-in'),
            link('Sell My Car', '/sell-my-car'),
          ],
        },
        {
          heading: 'Servicing and Parts',
          links: [
            link('Book a Service', tenantServiceBookingHref(tenant)),
            ...pages.linksTo([
              '/vehicle-parts-and-accessories',
              '/pages/capped-price-servicing',
              '/warranty',
              '/roadside-assist',
            ]),
          ],
        },
        {
          heading: tenant.dealership_group ?? tenant.name,
          links: [
            ...pages.linksTo(['/about-us', '/careers', '/faqs', '/privacy-policy', '/terms-and-conditions']),
            link('Contact Us', '/contact'),
          ],
        },
      ].filter((group) => group.links.length > 0),
      phoneNumbers: phones
        ? (['new', 'used', 'demo'] as const).map((type) => ({
            label: carTypeLabels[type],
            phone: formatPhone(phones[type]),
            href: telHref(phones[type]),
          }))
        : [],
      legal: `© ${year} ${tenant.dealership_group ?? tenant.name}. All prices are drive-away unless stated otherwise.`,
      paymentLogos: chrome.paymentLogos,
      social: {
        ...(tenant.contact.facebook_url ? { facebook: tenant.contact.facebook_url } : {}),
        ...(tenant.contact.instagram_url ? { instagram: tenant.contact.instagram_url } : {}),
      },
    },
    searchHref,
    imageCdn: cdn,
    helpfulLinks: [
      link('Home', '/'),
      ...(searchHref ? [link('Search all stock', searchHref)] : []),
      ...(tenant.options.features.locationPages ? [link('Our locations', '/dealer-locator')] : []),
      link('Contact us', '/contact'),
    ],
  }
}
