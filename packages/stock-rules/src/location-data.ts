// What the location pages show, as plain data with every text already formatted: the site's server builds it from
// the tenant's locations and reviews (with the rules of this package), and @forecourt/components' location
// components render it. Types only; they live here so the server needs no React package to name them.

/**
 * A row of opening hours as shown: the days it covers and their hours.
 * @example const row: HoursRow = { label: 'Mon–Fri', hours: '08:30 - 17:30' }
 */
export interface HoursRow {
  label: string
  hours: string
}

/**
 * A day of special (holiday) hours.
 * @example const day: HolidayHoursRow = { date: '2026-12-25', label: 'Friday 25 December 2026', hours: 'Closed' }
 */
export interface HolidayHoursRow {
  /** `YYYY-MM-DD`. */
  date: string
  /** As shown, e.g. 'Friday 25 December 2026'. */
  label: string
  /** e.g. 'Closed' or '09:00 - 13:00'. */
  hours: string
}

/**
 * The opening hours of one department (location type) of a location.
 * @example const sales: DepartmentHours = { type: 'sales', label: 'Sales', rows: [row], holidays: [day] }
 */
export interface DepartmentHours {
  /** e.g. 'sales'. */
  type: string
  /** e.g. 'Sales'. */
  label: string
  /** Monday to Sunday. */
  rows: HoursRow[]
  /** Upcoming special and holiday hours. */
  holidays: HolidayHoursRow[]
}

/**
 * A review as shown: texts already chosen by the server (minimum rating, at most 12).
 * @example const review: ReviewItem = { id: 1, author: 'Jo', rating: 5, text: 'Great service', ago: '7 months ago' }
 */
export interface ReviewItem {
  id: string | number
  author: string
  rating: number
  text: string
  /** As shown, e.g. '05/04/2026'. */
  date?: string | null | undefined
  /** Machine-readable date `YYYY-MM-DD`, for `<time>`. */
  dateTime?: string | null | undefined
  /** e.g. '7 months ago'. */
  ago?: string | null | undefined
  reply?: { text: string; date?: string | null } | null
}

/**
 * A pin in the map's own coordinates (the viewBox's units).
 * @example const pin: VehicleMapPin = { x: 200, y: 150, label: 'Wattle Bay Kia Gosford', primary: true }
 */
export interface VehicleMapPin {
  x: number
  y: number
  /** The place's name; not shown on the map, which is one image to assistive technology. */
  label: string
  /** The car's location (drawn larger, in the theme's primary colour); other pins are the dealer's other sites. */
  primary: boolean
}

/**
 * Plain data for the inline map, as the site server's locator map makes it: `landPath` is drawn inside `viewBox`
 * (the rest is sea), then the pins.
 * @example const map: VehicleMapData = { viewBox: '0 0 400 300', landPath: 'M0 0h400v300H0z', pins: [pin] }
 */
export interface VehicleMapData {
  /** e.g. '0 0 400 300'. */
  viewBox: string
  /** An SVG path of the land in view (even-odd fill). */
  landPath: string
  pins: VehicleMapPin[]
}

/**
 * A location as the location card, block and dealer locator show it: plain data, texts already formatted.
 * @example const card: LocationCardData = { id: 7, name: 'Gosford - Sales', href: '/our-location/gosford-sales', street: '240 Manns Road', suburbState: 'Gosford NSW 2250', hours: [row] }
 */
export interface LocationCardData {
  id: number
  name: string
  /** The location details page (View Details); null where the tenant has no location pages. */
  href: string | null
  /** Location type; blank counts as sales (for the block's filters). */
  type?: string | null | undefined
  primary?: boolean | undefined
  /** e.g. '240 Manns Road'. */
  street: string
  /** Suburb and state, e.g. 'Gosford NSW 2250'. */
  suburbState: string
  /** As displayed, with its tel: link. */
  phone?: { text: string; href: string } | null
  /** Weekly summary (Mon–Fri, Sat, Sun). */
  hours: HoursRow[]
  dealerLicence?: string | null | undefined
  rating?: { average: number; count: number } | null
  image?: { src: string; alt: string } | null
  /** Get Directions (Google Maps directions), opened in a new tab. */
  directionsHref?: string | null | undefined
  /** View Location: the place on a map site, opened in a new tab. */
  placeHref?: string | null | undefined
  /** View Our Stock: the location's stock search. */
  stockHref?: string | null | undefined
  /** The inline map, shown when there is no image (and always on a large card). */
  map?: VehicleMapData | null | undefined
  /** A Google Maps embed, only when the tenant has configured a key. */
  googleEmbedSrc?: string | null | undefined
}

/**
 * A location in a tab of the locations page.
 * @example const panel: LocationPanelData = { id: 7, name: 'Gosford - Sales', href: '/our-location/gosford-sales', type: 'sales', street: '240 Manns Road', postcode: '2250', suburbState: 'Gosford NSW 2250', hours: [row] }
 */
export interface LocationPanelData {
  id: number
  name: string
  /** The location details page; null where the tenant has no location pages. */
  href: string | null
  /** sales, used, service, parts, service-and-parts, or blank (shown as sales). */
  type: '' | 'sales' | 'used' | 'service' | 'parts' | 'service-and-parts'
  street: string
  postcode: string
  /** e.g. 'Gosford NSW 2250'. */
  suburbState: string
  phone?: { text: string; href: string } | null
  /** Weekly summary. */
  hours: HoursRow[]
  /** Visit Website: the dealership's site. */
  website?: string | null | undefined
  /** DL#. */
  dealerLicence?: string | null | undefined
  /** MVR#. */
  repairerLicence?: string | null | undefined
  /** A map, the location image or the brand logo, in that order of what the server found. */
  visual?:
    | { kind: 'map'; map: VehicleMapData | null; googleEmbedSrc?: string | null }
    | { kind: 'image'; src: string; alt: string }
    | { kind: 'logo'; src: string; alt: string }
    | null
}

/**
 * A location group (dealership) of the locations page.
 * @example const group: LocationGroupData = { key: 'wattle-bay-kia', name: 'Wattle Bay Kia', locations: [panel] }
 */
export interface LocationGroupData {
  /** e.g. the dealership's slug. */
  key: string
  name: string
  locations: LocationPanelData[]
}

/**
 * Plain data of the location details page.
 * @example const details: LocationDetailsData = { name: 'Gosford - Sales', street: '240 Manns Road', suburbState: 'Gosford NSW 2250', departments: [sales], reviews: [] }
 */
export interface LocationDetailsData {
  name: string
  street: string
  /** e.g. 'Gosford NSW 2250'. */
  suburbState: string
  phone?: { text: string; href: string } | null
  /** Google Maps directions, opened in a new tab. */
  directionsHref?: string | null | undefined
  rating?: { average: number; count: number } | null
  /** One per department of the location group; the selector shows when there are several. */
  departments: DepartmentHours[]
  /** The department shown first (the page's own location type). */
  department?: string | undefined
  reviews: ReviewItem[]
  image?: { src: string; alt: string } | null
  map?: VehicleMapData | null | undefined
  googleEmbedSrc?: string | null | undefined
  dealerLicence?: string | null | undefined
  repairerLicence?: string | null | undefined
}

/**
 * A location of the dealer locator with its distance from the shopper (null before a search, or without coordinates).
 * @example const nearest: LocatorResult = { location: card, distanceKm: 4.2 }
 */
export interface LocatorResult {
  location: LocationCardData
  distanceKm: number | null
}
