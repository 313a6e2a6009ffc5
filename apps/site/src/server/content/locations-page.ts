import {
  contactUsSlug,
  departmentOpeningHours,
  departments,
  formatPhone,
  hoursOnDate,
  openingHoursTable,
  sortByDistance,
  sortLocations,
  telHref,
  visibleReviews,
  weeklyHoursSummary,
  type DepartmentHours,
  type HolidayHoursRow,
  type LatLng,
  type LocationCardData,
  type LocationDetailsData,
  type LocationGroupData,
  type LocationPanelData,
  type ReviewItem,
} from '@forecourt/stock-rules'
import { dealershipById, locationsOf, type TenantLocation } from '@forecourt/tenant-config'
import type {
  DealerLocatorData,
  DealerLocatorQuery,
  LocationBlockData,
  LocationPage,
  LocationRoute,
  LocationsPageData,
} from '../../site/locations-types'
import { stockSearchLink } from './stock-search'
import {
  embeddedGeocoder,
  geocodeOrThrow,
  type Geocoder,
  InvalidPostcodeError,
  invalidPostcodeMessage,
  locatorMap,
  type TenantData,
} from '@forecourt/site-server'

/** Department names of the tabs and the department selector. */
const departmentLabels: Record<string, string> = {
  sales: 'Sales',
  used: 'Used',
  service: 'Service',
  parts: 'Parts',
  'service-and-parts': 'Service & Parts',
}

/** What the locations pages need beyond the tenant's data. */
export interface LocationPagesOptions {
  /** A Google Maps Embed API key (from the env variable the tenant's locations.googleMapsKeyEnv names), or null. */
  googleMapsKey?: string | null
  /** Turns postcodes into places for the dealer locator. @defaultValue the embedded postcode table */
  geocoder?: Geocoder
}

const holidayFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

function coordinates(location: TenantLocation): LatLng | null {
  const lat = location.address?.lat
  const lng = location.address?.long
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null
}

/** e.g. 'Gosford NSW 2250'. */
function suburbState(location: TenantLocation): string {
  return [location.address?.city, location.address?.state, location.address?.postcode]
    .filter(Boolean)
    .join(' ')
}

function phoneOf(location: TenantLocation): { text: string; href: string } | null {
  const phone = location.contact_detail?.phone ?? location.phone
  return phone ? { text: formatPhone(phone), href: telHref(phone) } : null
}

function ratingOf(location: TenantLocation): { average: number; count: number } | null {
  const average = location.reviews?.average_rating ?? location.average_rating
  const count = location.reviews?.count ?? location.review_count
  return typeof average === 'number' && typeof count === 'number' && count > 0 ? { average, count } : null
}

function directionsHref(point: LatLng | null): string | null {
  return point ? `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}` : null
}

/** Where a location's pages live: its own slug (or id when it has none). */
function locationSlug(location: TenantLocation): string {
  return location.slug ?? String(location.id)
}

/**
 * A location's own page, where a vehicle page without its map sends the shopper to find the car.
 * @example locationPagePath(gosford) // '/our-location/wattle-bay-kia-gosford'
 */
export function locationPagePath(location: TenantLocation): string {
  return `/our-location/${locationSlug(location)}`
}

/** Departments sharing an address: the same dealership, street and postcode. */
function sameSite(a: TenantLocation, b: TenantLocation): boolean {
  return (
    a.dealership_id === b.dealership_id &&
    (a.address?.street ?? '') === (b.address?.street ?? '') &&
    (a.address?.postcode ?? '') === (b.address?.postcode ?? '')
  )
}

/** Upcoming special and holiday hours of a location, from `today` (YYYY-MM-DD), soonest first. */
function holidayRows(location: TenantLocation | undefined, today: string): HolidayHoursRow[] {
  const special = location?.special_hours ?? []
  const regular = location?.contact_detail?.opening_hours ?? []
  return [...new Set(special.map((entry) => entry.date.slice(0, 10)))]
    .filter((date) => date >= today)
    .sort()
    .map((date) => ({
      date,
      label: holidayFormat.format(new Date(`${date}T00:00:00Z`)),
      hours: hoursOnDate(date, regular, special).hours,
    }))
}

/**
 * The tenant's locations pages, composed from its tenant file (locations, dealerships, options) and content
 * (reviews by location_id). Maps are the inline locator map unless the tenant has configured a Google Maps key.
 * @example const pages = locationPages(data, now); pages.page('our-location', 'wattle-bay-kia-gosford')
 */
export function locationPages(data: TenantData, now: Date, options: LocationPagesOptions = {}) {
  const { tenant, content } = data
  const today = now.toISOString().slice(0, 10)
  const visible = sortLocations(locationsOf(tenant))
  // Without location pages (features.locationPages) nothing links to one and none answers.
  const pagesShown = tenant.options.features.locationPages
  const pageHref = (location: TenantLocation) => (pagesShown ? locationPagePath(location) : null)
  const geocoder = options.geocoder ?? embeddedGeocoder
  const reviewOptions = {
    minimumRating: tenant.options.reviews.minimumRating,
    limit: tenant.options.reviews.fullQuantity,
    hiddenTitles: tenant.options.reviews.hiddenTitles,
  }

  const embedSrc = (point: LatLng | null): string | null =>
    options.googleMapsKey && point
      ? `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(options.googleMapsKey)}&q=${point.lat},${point.lng}`
      : null

  const mapOf = (location: TenantLocation) => {
    const point = coordinates(location)
    if (!point) return null
    const others = visible
      .filter((other) => other.id !== location.id && !sameSite(other, location))
      .flatMap((other) => {
        const at = coordinates(other)
        return at ? [{ ...at, label: other.name }] : []
      })
    return locatorMap({ ...point, label: location.name }, others)
  }

  const imageOf = (location: TenantLocation) =>
    location.image?.url ? { src: location.image.url, alt: location.name } : null

  const card = (location: TenantLocation, withMap: boolean): LocationCardData => {
    const point = coordinates(location)
    const type = location.location_type ?? ''
    const image = imageOf(location)
    return {
      id: location.id,
      name: location.name,
      href: pageHref(location),
      type,
      primary: location.primary === true,
      street: location.address?.street ?? '',
      suburbState: suburbState(location),
      phone: phoneOf(location),
      hours: weeklyHoursSummary(location.contact_detail?.opening_hours ?? []),
      dealerLicence: location.dealer_license_number ?? null,
      rating: ratingOf(location),
      image,
      directionsHref: directionsHref(point),
      placeHref: location.address?.place_url ?? null,
      stockHref:
        ['', 'sales', 'used'].includes(type) && location.slug
          ? stockSearchLink(tenant, `/search/${location.slug}`)
          : null,
      map: withMap ? mapOf(location) : null,
      googleEmbedSrc: withMap ? embedSrc(point) : null,
    }
  }

  const panel = (location: TenantLocation): LocationPanelData => {
    const dealership =
      location.dealership_id === undefined ? undefined : dealershipById(tenant, location.dealership_id)
    const point = coordinates(location)
    const image = imageOf(location)
    const logo = dealership?.logo?.url ? { src: dealership.logo.url, alt: dealership.name } : null
    const map = image ? null : mapOf(location)
    return {
      id: location.id,
      name: location.name,
      href: pageHref(location),
      type: location.location_type ?? '',
      street: location.address?.street ?? '',
      postcode: location.address?.postcode ?? '',
      suburbState: suburbState(location),
      phone: phoneOf(location),
      hours: weeklyHoursSummary(location.contact_detail?.opening_hours ?? []),
      website: dealership?.url ?? null,
      dealerLicence: location.dealer_license_number ?? null,
      repairerLicence: location.motor_vehicle_repairer ?? null,
      visual:
        map || embedSrc(point)
          ? { kind: 'map', map, googleEmbedSrc: embedSrc(point) }
          : image
            ? { kind: 'image', ...image }
            : logo
              ? { kind: 'logo', ...logo }
              : null,
    }
  }

  const groups = (): LocationGroupData[] =>
    tenant.dealerships
      .map((dealership) => ({
        key: dealership.slug,
        name: dealership.name,
        locations: visible.filter((location) => location.dealership_id === dealership.id).map(panel),
      }))
      .filter((group) => group.locations.length > 0)

  const reviewsOf = (location: TenantLocation): ReviewItem[] => {
    const entry = content.reviews.find((candidate) => candidate.location_id === location.id)
    return visibleReviews(entry?.reviews ?? [], reviewOptions).map((review) => ({
      id: review.id,
      author: review.customer_name,
      rating: review.rating,
      text: review.text,
      date: review.review_date ?? null,
      dateTime: review.review_date?.split('/').reverse().join('-') ?? null,
      ago: review.created_at_time_ago_in_words ?? null,
      reply: review.reply_text ? { text: review.reply_text, date: review.reply_date ?? null } : null,
    }))
  }

  const details = (location: TenantLocation, name: string): LocationDetailsData => {
    const site = visible.filter((other) => sameSite(other, location))
    const group = site.length > 0 ? site : [location]
    const departmentHours: DepartmentHours[] = departments(group).map((type) => ({
      type,
      label: departmentLabels[type] ?? type,
      rows: openingHoursTable(departmentOpeningHours(group, type)),
      holidays: holidayRows(
        group.find((member) => (member.location_type || 'sales') === type),
        today,
      ),
    }))
    const point = coordinates(location)
    const summary = content.reviews.find((candidate) => candidate.location_id === location.id)
    const rating =
      ratingOf(location) ??
      (summary && summary.count > 0
        ? { average: Number(summary.average_rating), count: summary.count }
        : null)
    return {
      name,
      street: location.address?.street ?? '',
      suburbState: suburbState(location),
      phone: phoneOf(location),
      directionsHref: directionsHref(point),
      rating,
      departments: departmentHours,
      department: location.location_type || 'sales',
      reviews: reviewsOf(location),
      image: imageOf(location),
      map: mapOf(location),
      googleEmbedSrc: embedSrc(point),
      dealerLicence: location.dealer_license_number ?? null,
      repairerLicence: location.motor_vehicle_repairer ?? null,
    }
  }

  const detailsPage = (location: TenantLocation, path: string, name: string): LocationPage => ({
    kind: 'details',
    head: {
      path,
      title: name,
      description: `${name}, ${[location.address?.street, suburbState(location)].filter(Boolean).join(', ')}: opening hours, directions, phone and reviews.`,
    },
    locationId: location.id,
    details: details(location, name),
    formTitle: location.location_type === 'parts' ? 'Parts Enquiry' : 'Contact Us',
  })

  const block = (locations: readonly TenantLocation[]): LocationBlockData => ({
    title: 'Our Locations',
    layout: tenant.options.locations.blockLayout,
    locations: locations.map((location) => card(location, true)),
  })

  return {
    /** The locations page of the whole tenant (/contact): every dealership's locations in tabs. */
    locations: (): LocationsPageData => ({ groups: groups() }),

    /** A page of /locations/{slug}, /our-location/{slug} or /contact-us/{slug}; null when there is none. */
    page: (route: LocationRoute, slug: string): LocationPage | null => {
      if (!pagesShown) return null
      if (route === 'contact-us') {
        const location = visible.find((candidate) => contactUsSlug(candidate.name) === slug)
        if (!location) return null
        const suffix = [' - Sales', ' - Service', ' - Parts'].find((ending) => location.name.endsWith(ending))
        return detailsPage(
          location,
          `/contact-us/${slug}`,
          suffix ? location.name.slice(0, -suffix.length) : location.name,
        )
      }
      const location = visible.find((candidate) => locationSlug(candidate) === slug)
      if (location) return detailsPage(location, `/${route}/${slug}`, location.name)
      if (route !== 'locations') return null
      const dealership = tenant.dealerships.find((candidate) => candidate.slug === slug)
      const members = dealership
        ? visible.filter((candidate) => candidate.dealership_id === dealership.id)
        : []
      if (!dealership || members.length === 0) return null
      return {
        kind: 'dealership',
        head: {
          path: `/locations/${slug}`,
          title: `${dealership.name} Locations`,
          description: `${dealership.name}: addresses, opening hours, phone numbers and directions for sales, service and parts.`,
        },
        name: dealership.name,
        groupKey: dealership.slug,
        page: { groups: groups().filter((group) => group.key === dealership.slug) },
        block: block(members),
      }
    },

    /**
     * The dealer locator: every location, nearest first from a postcode (the bundled postcode table) or a position.
     * Input comes from the URL, so it is checked here: a postcode must be four digits the table knows, a position
     * two finite coordinates in range; anything else is 'Invalid postcode' or ignored. Null where the tenant has
     * no location pages.
     */
    dealerLocator: async (query: DealerLocatorQuery): Promise<DealerLocatorData | null> => {
      if (!pagesShown) return null
      const unsorted = visible.map((location) => ({ location: card(location, false), distanceKm: null }))
      const sorted = (origin: LatLng) =>
        sortByDistance(visible, origin).map((entry) => ({
          location: card(entry.location, false),
          distanceKm: entry.distanceKm === null ? null : Math.round(entry.distanceKm * 10) / 10,
        }))
      const postcode = query.postcode?.trim() ?? ''
      if (postcode) {
        try {
          const place = await geocodeOrThrow(geocoder, postcode.slice(0, 10))
          return { results: sorted(place), postcode, origin: 'postcode', error: null }
        } catch (error) {
          if (!(error instanceof InvalidPostcodeError)) throw error
          return {
            results: unsorted,
            postcode: postcode.slice(0, 10),
            origin: null,
            error: invalidPostcodeMessage,
          }
        }
      }
      const lat = Number(query.lat)
      const lng = Number(query.lng)
      if (
        query.lat &&
        query.lng &&
        Number.isFinite(lat) &&
        Number.isFinite(lng) &&
        Math.abs(lat) <= 90 &&
        Math.abs(lng) <= 180
      )
        return { results: sorted({ lat, lng }), postcode: null, origin: 'position', error: null }
      return { results: unsorted, postcode: null, origin: null, error: null }
    },
  }
}

/** The tenant's locations pages (see {@link locationPages}). */
export type LocationPages = ReturnType<typeof locationPages>
