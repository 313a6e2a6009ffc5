import type { ImageUpload, IsoDateString, UrlRef } from './shared.js'

/** A vehicle manufacturer (brand). */
export interface Manufacturer {
  id: number
  name: string
  slug: string
  logo?: UrlRef | null | undefined
}

/** Location type (spec section 3); an empty or missing type is shown as sales. */
export type LocationType = 'sales' | 'used' | 'service' | 'parts' | 'service-and-parts' | ''

/** Whether a department is open on a weekday or special date. */
export type OpeningStatus = 'Open' | 'Closed'

/** Street address of a location, with its map coordinates. */
export interface Address {
  id?: number | undefined
  street?: string | null | undefined
  city?: string | null | undefined
  state?: string | null | undefined
  postcode?: string | null | undefined
  lat?: number | null | undefined
  long?: number | null | undefined
  place_id?: string | null | undefined
  place_url?: string | null | undefined
  map_key?: string | null | undefined
}

/** Regular hours of one weekday; `weekday` 0 is Sunday, 6 is Saturday. */
export interface OpeningHourEntry {
  weekday: number
  status: OpeningStatus
  formated_hours?: string | null | undefined
  open?: string | null | undefined
  close?: string | null | undefined
}

/** Hours that replace the regular hours on one date (holidays). */
export interface SpecialHoursEntry {
  /** The day, `YYYY-MM-DD`. */
  date: IsoDateString
  status: OpeningStatus
  location_id?: number | undefined
  start_hour?: string | null | undefined
  end_hour?: string | null | undefined
  hours?: { begin?: string | null | undefined; end?: string | null | undefined } | undefined
}

/** Phones and opening hours of a location. */
export interface ContactDetail {
  phone?: string | null | undefined
  landline_phone?: string | null | undefined
  opening_hours?: OpeningHourEntry[] | undefined
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
  slug?: string | undefined
  dealership_id?: number | undefined
  dealership_slug?: string | undefined
  location_type?: LocationType | null | undefined
  /** e.g. 'buying'. */
  location_subtype?: string | null | undefined
  visible?: boolean | undefined
  primary?: boolean | undefined
  manufacturers?: Manufacturer[] | undefined
  address?: Address | null | undefined
  contact_detail?: ContactDetail | null | undefined
  image?: ImageUpload | null | undefined
  dealer_license_number?: string | null | undefined
  motor_vehicle_repairer?: string | null | undefined
  reviews?: LocationReviews | null | undefined
  average_rating?: number | null | undefined
  review_count?: number | null | undefined
  distribution_locations?: Location[] | undefined
  phone?: string | null | undefined
  special_hours?: SpecialHoursEntry[] | undefined
}
