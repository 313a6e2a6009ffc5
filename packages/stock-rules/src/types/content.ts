import type { CarStatus, CarType } from './car.js'
import type { IsoDateString } from './shared.js'

/** A facet value with its hit count. */
export interface FacetItem {
  label: string
  value: string
  count: number
}

/**
 * A promotional card to insert into search results. `display` switches it on; `strictDisplay`
 * means "only between start and expiry"; `node` is the content to render.
 */
export interface PromoNode<TNode = unknown> {
  start?: IsoDateString | null | undefined
  expiry?: IsoDateString | null | undefined
  position?: number | null | undefined
  display?: boolean | undefined
  strictDisplay?: boolean | undefined
  node: TNode
}

/** A blog card. */
export interface BlogCard {
  href: string
  heading: string
  image: string
  date: IsoDateString
}

/** A delivery estimate: price and region name. */
export interface DeliveryEstimate {
  price: number
  name: string
}

/** Valuation gauge data for the price comparison block; every field may be missing. */
export interface AutogaugeResponse {
  fill?: number | null | undefined
  listing_price?: number | null | undefined
  market_range_min?: number | null | undefined
  market_range_max?: number | null | undefined
  confidence?: number | null | undefined
  description?: string | null | undefined
}

/** A car the shopper viewed, stored locally. */
export interface ViewedCarRecord {
  id: number
  stocknum?: string | null | undefined
  make: string
  model: string
  body?: string | null | undefined
  simple_body?: string | null | undefined
}

/** A favourited car, stored locally. */
export interface Favourite {
  id: number
  name: string
  slug: string
  make: string
  model: string
  primary_image_url?: string | null | undefined
}

/** A watchlist entry. */
export interface WatchlistEntry {
  id: number
}

/** A service-booking link. */
export interface ServiceBookingLink {
  name: string
  make: string
  url: string
}

/** The fields of a search-index hit that rules read (spec section 3, "Search index hit fields"). */
export interface SearchIndexHit {
  price: number
  status: CarStatus
  /** Unix seconds. */
  sold_date_timestamp?: number | null | undefined
  show_on_dealer_website: boolean
  make: string
  simple_body?: string | null | undefined
  car_type?: CarType | undefined
  stocknum?: string | undefined
}
