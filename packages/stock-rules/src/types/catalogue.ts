import type { Address, Location } from './location.js'
export type { Manufacturer } from './location.js'
import type { UrlRef } from './shared.js'

/** A dealership of a dealer group (spec section 3, "Dealership"). */
export interface Dealership {
  id: number
  name: string
  slug: string
  make?: string | null | undefined
  url?: string | null | undefined
  logo?: UrlRef | null | undefined
  average_rating?: number | null | undefined
  review_count?: number | null | undefined
  dealership_group?: string | null | undefined
  phone?: string | null | undefined
  email?: string | null | undefined
  address?: Address | null | undefined
  manufacturer_name?: string | null | undefined
  finance_provider?: string | null | undefined
  service_booking_url?: string | null | undefined
  messaging_api_token?: string | null | undefined
  chatbot_enabled?: boolean | undefined
  locations?: Location[] | undefined
  dealerships?: Dealership[] | undefined
}

/** A colour of a new model; `oem_id` carries the body type. */
export interface ModelColour {
  id: number
  name: string
  photo_url: string
  hexCode: string
  oem_id?: string | null | undefined
  model_variant_name?: string | null | undefined
}

/** A variant of a new model; `features` are HTML strings. */
export interface ModelVariant {
  id: number
  full_name: string
  name: string
  features: string[]
  series?: string | null | undefined
  image?: UrlRef | null | undefined
  dap_min_price?: number | null | undefined
  dap_max_price?: number | null | undefined
}

/** Model status; `coming_soon` hides the quote button and drives the 'ALL-NEW' prefix. */
export type ModelStatus = 'coming_soon' | (string & {})

/** A new-vehicle model page (spec section 3, "Model"). */
export interface Model {
  name: string
  slug: string
  status?: ModelStatus | null | undefined
  model_variants: ModelVariant[]
  manufacturer?: string | null | undefined
  manufacturer_body?: string | null | undefined
  manufacturer_body2?: string | null | undefined
  manufacturer_body3?: string | null | undefined
  body?: string | null | undefined
  image_url?: string | null | undefined
  cloudfront_new_image_url?: string | null | undefined
  short_description?: string | null | undefined
  colours?: ModelColour[] | undefined
}
