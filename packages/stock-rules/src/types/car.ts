import type { FinanceLenderData } from '@forecourt/finance-math'
import type { Location } from './location.js'
import type { ImageUpload, IsoDateString, SpecValue, UrlRef } from './shared.js'

/** Stock condition (spec section 3: car_type new, used, demo). */
export type CarType = 'new' | 'used' | 'demo'

/**
 * Stock status (spec section 3: in_stock, sold, coming_soon, others). Feeds send other values too,
 * so any string is accepted; only `in_stock` and `coming_soon` count as available.
 */
export type CarStatus = 'in_stock' | 'sold' | 'coming_soon' | (string & {})

/** Simplified fuel (spec section 3: Electric, Hybrid, PHEV, others). */
export type SimpleFuel = 'Electric' | 'Hybrid' | 'PHEV' | (string & {})

/** One picture of a car: `image.url` and `image.thumb.url`. */
export interface CarImage {
  image: ImageUpload
}

/** One video of a car: `video.url`. */
export interface CarVideo {
  video: UrlRef
}

/** A point of a hotspot on one frame of the spin viewer. */
export interface HotspotPosition {
  x: number
  y: number
}

/** A hotspot: an id, a description and its position lists keyed by spin angle (frame). */
export interface Hotspot {
  id: string | number
  description: string
  positions: Record<string, HotspotPosition[]>
}

/** Exterior and interior hotspot lists. */
export interface CarHotspots {
  exterior: Hotspot[]
  interior: Hotspot[]
}

/** Caravan specifications (spec section 3). */
export interface CaravanSpecifications {
  body_width?: SpecValue
  body_length?: SpecValue
  tare_weight?: SpecValue
  axle_type?: SpecValue
  sleeps?: SpecValue
  aggregate_trailer_mass?: SpecValue
}

/** Variant technical data (spec section 3, "Variant (technical)"). */
export interface Variant {
  cylinders?: SpecValue
  enginesize?: SpecValue
  enginesize_litres?: SpecValue
  induction?: SpecValue
  fuelconsumptioncombined?: SpecValue
  fuelcapacity?: SpecValue
  grossvehiclemass?: SpecValue
  vehiclelength?: SpecValue
  vehicleheight?: SpecValue
  vehiclewidth?: SpecValue
  towingcapacitybraked?: SpecValue
  bodyconfiguration?: SpecValue
  torque?: SpecValue
  ancaprating?: SpecValue
  geartype?: SpecValue
}

/**
 * Finance figures of one lender for one car (spec section 3, "Finance lender data"): the type belongs to
 * @forecourt/finance-math, whose display rules read it.
 */
export type { FinanceLenderData } from '@forecourt/finance-math'

/** Finance lender data keyed by provider. */
export type FinanceLenders = Record<string, FinanceLenderData>

/** Market prices from the valuation service. */
export interface AutograbData {
  state_average_market_price?: number | null
  average_market_price?: number | null
}

/** A finance quote returned by the quote service. */
export interface YouxQuote {
  weeklyRepaymentAmount: number
  advertisedRate: number
  comparisonRate: number
}

/** The history-report file of a car. */
export type CarFile = UrlRef

/**
 * A vehicle in stock (spec section 3, "Car"). Field names are the stock API's, snake_case where it
 * uses snake_case. Only the fields every feed sends are required.
 */
export interface Car {
  id: number
  slug: string
  path?: string
  name: string
  year: number
  make: string
  model: string
  badge?: string | null
  series?: string | null
  colour?: string | null
  interior_colour?: string | null
  /** Advertised price in dollars; 10 or less means "no price". */
  price: number
  before_price?: number | null
  subscription_price?: number | null
  offer_price?: number | null
  /** Text shown in place of a price for pre-order cars. */
  preorder?: string | null
  price_type?: string | null
  car_type: CarType
  status: CarStatus
  reserved?: boolean
  /** Custom tag, e.g. 'Test Drive Only', 'SOLD', 'runout sale'. */
  tag?: string | null
  certified?: boolean
  created_at?: IsoDateString
  updated_at?: IsoDateString
  km?: number | null
  stocknum?: string
  vin?: string | null
  nvic?: string | null
  has_nvic?: boolean
  regplate?: string | null
  rego_expiry?: IsoDateString | null
  build_date?: IsoDateString | null
  compliance_date?: IsoDateString | null
  drive?: string | null
  seats?: number | null
  doors?: number | null
  engine_size?: SpecValue
  engine_size_litres?: SpecValue
  gearnum?: number | null
  trans?: string | null
  fuel?: string | null
  simple_fuel?: SimpleFuel | null
  simple_body?: string | null
  simple_transmission?: string | null
  simple_drive?: string | null
  body?: string | null
  bodyconfiguration?: string | null
  views?: number
  photos_count?: number
  show_on_dealer_website?: boolean
  sold?: boolean
  /** Unix seconds when the car was sold, as the search index stores it. */
  sold_date_timestamp?: number | null
  item_type?: string | null
  private_suburb?: string | null
  private_postcode?: string | null
  /** History report. */
  file?: CarFile | null
  images?: CarImage[]
  thumbnails?: string[]
  primary_image_url?: string | null
  video_url?: string | null
  external_video_url?: string | null
  videos?: CarVideo[]
  walkaround_videos?: CarVideo[]
  spin_images?: string[]
  spin_code?: string | null
  spin_interior_image?: string | null
  hotspots?: CarHotspots | null
  standardEquipment?: string[]
  dealercomments?: string | null
  carsales_title?: string | null
  location?: Location | null
  location_name?: string | null
  dealership_id?: number
  dealership_slug?: string
  city?: string | null
  state?: string | null
  specifications?: CaravanSpecifications | null
  variant?: Variant | null
  finance_lenders?: FinanceLenders | null
  autograb_data?: AutograbData | null
  youxQuote?: YouxQuote | null
}
