import {
  carTransmission,
  formatPhone,
  isAvailable,
  isPromoNodeLive,
  sortLocations,
  telHref,
  vehicleCard,
} from '@forecourt/stock-rules'
import {
  cardTagOptionsFor,
  brandLogoUrl,
  imageCdnFor,
  imageUrl,
  priceDisplayOptionsFor,
  tenantServiceBookingHref,
} from '@forecourt/tenant-config'
import type { HomePage } from '../../site/site-types'
import { defaultSearchLink } from './stock-search'
import type { TenantData } from '@forecourt/site-server'

const brandGroupLabels = {
  car: 'Cars',
  motorcycle: 'Motorcycles',
  truck: 'Trucks',
  'own-brand': 'Our own brand',
} as const
const latestStockCount = 12
const postCount = 3

/**
 * The home page's blocks for a tenant: live promotions, the feature banner, the brand grid and statistics banner
 * where configured, the latest available stock, locations and the newest blog posts.
 * @example buildHome(data, new Date(), { offers: true }).latestStock.cards.length // 12
 */
export function buildHome(data: TenantData, now: Date, { offers }: { offers: boolean }): HomePage {
  const { tenant, content, cars } = data
  const grid = tenant.options.brandGrid
  const cdn = imageCdnFor(tenant)
  const cardOptions = { tags: cardTagOptionsFor(tenant), prices: priceDisplayOptionsFor(tenant), images: cdn }
  const searchHref = defaultSearchLink(tenant)
  const latest = cars
    .filter((car) => isAvailable(car) && car.show_on_dealer_website !== false)
    .toSorted((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''))
    .slice(0, latestStockCount)
  return {
    promotions: content.promotions
      .filter((promo) => isPromoNodeLive(promo, now))
      .toSorted((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity))
      .map(({ node }) => ({
        image: {
          src: imageUrl(node.image, { width: 1280 }, cdn),
          srcSet: [640, 1280, 1920]
            .map((width) => `${imageUrl(node.image, { width }, cdn)} ${width}w`)
            .join(', '),
          alt: node.title,
          width: 1920,
          height: 540,
        },
        href: node.href,
        heading: node.title,
        ...(node.text ? { text: node.text } : {}),
      })),
    featureBanner: [
      ...(offers
        ? [
            {
              heading: 'Latest offers',
              text: 'Drive-away deals across new and demo stock.',
              href: '/special-offers',
              linkLabel: 'See offers',
              icon: 'offers' as const,
            },
          ]
        : []),
      {
        heading: 'Book a service',
        text: 'Factory-trained technicians and genuine parts.',
        href: tenantServiceBookingHref(tenant),
        linkLabel: 'Book now',
        icon: 'service' as const,
      },
      {
        heading: 'Sell your car',
        text: 'A fair offer on your car, valued online in minutes.',
        href: '/sell-my-car',
        linkLabel: 'Value my car',
        icon: 'sell' as const,
      },
    ],
    brandGrid: grid
      ? {
          heading: 'Our brands',
          groups: (Object.keys(brandGroupLabels) as (keyof typeof brandGroupLabels)[])
            .map((kind) => ({
              label: brandGroupLabels[kind],
              logos: grid.logos
                .filter((logo) => logo.kind === kind)
                .map((logo) => ({
                  name: logo.name,
                  src: brandLogoUrl(logo.logo, cdn),
                  href: logo.href,
                })),
            }))
            .filter((group) => group.logos.length > 0),
        }
      : null,
    stats: grid?.statistics
      ? {
          stats: [
            { value: grid.statistics.locations, label: 'Locations' },
            { value: grid.statistics.brands, label: 'Brands' },
            { value: grid.statistics.years, label: 'Years' },
          ],
          disclaimer: grid.disclaimer,
        }
      : null,
    whyBuy: content.whyBuyFromUs ?? null,
    latestStock: {
      heading: 'Latest arrivals',
      cards: latest.map((car) =>
        vehicleCard({ ...car, transmission: carTransmission(car) }, now, cardOptions),
      ),
      ...(searchHref ? { viewAllHref: searchHref } : {}),
    },
    locationsTitle: tenant.options.locations.carouselTitle,
    // The carousel leads to the location pages: without them (features.locationPages) it is not shown.
    locations: sortLocations(
      tenant.locations.filter(
        (location) => tenant.options.features.locationPages && location.visible !== false,
      ),
    ).map((location) => {
      const phone = location.contact_detail?.phone ?? location.phone
      return {
        name: location.name,
        href: `/locations/${location.slug}`,
        address: [
          location.address?.street,
          location.address?.city,
          location.address?.state,
          location.address?.postcode,
        ]
          .filter(Boolean)
          .join(', '),
        ...(phone ? { phone: { text: formatPhone(phone), href: telHref(phone) } } : {}),
      }
    }),
    posts: content.blogPosts
      .toSorted((a, b) => b.date.localeCompare(a.date))
      .slice(0, postCount)
      .map((post) => ({
        href: `/blog/${post.slug}`,
        heading: post.heading,
        image: { src: imageUrl(post.image, { width: 640 }, cdn), alt: '' },
        date: post.date,
      })),
  }
}
