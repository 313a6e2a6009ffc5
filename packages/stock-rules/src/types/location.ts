import type { ImageUpload, IsoDateString, UrlRef } from './shared.js'

/** A vehicle manufacturer (brand). */
export interface Manufacturer {
  id: number
  name: string
  slug: string
  logo?: UrlRef | null
}

/** Location type (spec section 3); an empty or missing type is shown as sales. */
export type LocationType = 'sales' | 'used' | 'service' | 'parts' | 'service-and-parts' | ''

/** Whether a department is open on a weekday or special date. */
export type OpeningStatus = 'Open' | 'Closed'

/** Street address of a location, with its map coordinates. */
export interface Address {
  id?: number
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
  lat?: number | null
  long?: number | null
  place_id?: string | null
  place_url?: string | null
  map_key?: string | null
}

/** Regular hours of one weekday; `weekday` 0 is Sunday, 6 is Saturday. */
export interface OpeningHourEntry {
  weekday: number
  status: OpeningStatus
  formated_hours?: string | null
  open?: string | null
  close?: string | null
}

/** Hours that replace the regular hours on one date (holidays). */
export interface SpecialHoursEntry {
  /** The day, `YYYY-MM-DD`. */
  date: IsoDateString
  status: OpeningStatus
  location_id?: number
  start_hour?: string | null
  end_hour?: string | null
  hours?: { begin?: string | null; end?: string | null }
}

/** Phones and opening hours of a location. */
export interface ContactDetail {
  phone?: string | null
  landline_phone?: string | null
  opening_hours?: OpeningHourEntry[]
}

/** Review summary of a location. */
export interface LocationReviews {
  count: number
  average_rating: number
}

/** A dealership site or department (spec section 3, "Location"). */
export interface Location {
  id: number
  name: string
  slug?: string
  dealership_id?: number
  dealership_slug?: string
  location_type?: LocationType | null
  /** e.g. 'buying'. */
  location_subtype?: string | null
  visible?: boolean
  primary?: boolean
  manufacturers?: Manufacturer[]
  address?: Address | null
  contact_detail?: ContactDetail | null
  image?: ImageUpload | null
  dealer_license_number?: string | null
  motor_vehicle_repairer?: string | null
  reviews?: LocationReviews | null
  average_rating?: number | null
  review_count?: number | null
  distribution_locations?: Location[]
  phone?: string | null
  special_hours?: SpecialHoursEntry[]
}
