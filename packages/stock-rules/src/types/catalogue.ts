import type { Address, Location } from './location.js'
export type { Manufacturer } from './location.js'
import type { UrlRef } from './shared.js'

/** A dealership of a dealer group (spec section 3, "Dealership"). */
export interface Dealership {
  id: number
  name: string
  slug: string
  make?: string | null
  url?: string | null
  logo?: UrlRef | null
  average_rating?: number | null
  review_count?: number | null
  dealership_group?: string | null
  phone?: string | null
  email?: string | null
  address?: Address | null
  manufacturer_name?: string | null
  finance_provider?: string | null
  service_booking_url?: string | null
  messaging_api_token?: string | null
  chatbot_enabled?: boolean
  locations?: Location[]
  dealerships?: Dealership[]
}

/** A colour of a new model; `oem_id` carries the body type. */
export interface ModelColour {
  id: number
  name: string
  photo_url: string
  hexCode: string
  oem_id?: string | null
  model_variant_name?: string | null
}

/** A variant of a new model; `features` are HTML strings. */
export interface ModelVariant {
  id: number
  full_name: string
  name: string
  features: string[]
  series?: string | null
  image?: UrlRef | null
  dap_min_price?: number | null
  dap_max_price?: number | null
}

/** Model status; `coming_soon` hides the quote button and drives the 'ALL-NEW' prefix. */
export type ModelStatus = 'coming_soon' | (string & {})

/** A new-vehicle model page (spec section 3, "Model"). */
export interface Model {
  name: string
  slug: string
  status?: ModelStatus | null
  model_variants: ModelVariant[]
  manufacturer?: string | null
  manufacturer_body?: string | null
  manufacturer_body2?: string | null
  manufacturer_body3?: string | null
  body?: string | null
  image_url?: string | null
  cloudfront_new_image_url?: string | null
  short_description?: string | null
  colours?: ModelColour[]
}
