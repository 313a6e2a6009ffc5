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
  body_width?: SpecValue | undefined
  body_length?: SpecValue | undefined
  tare_weight?: SpecValue | undefined
  axle_type?: SpecValue | undefined
  sleeps?: SpecValue | undefined
  aggregate_trailer_mass?: SpecValue | undefined
}

/** Variant technical data (spec section 3, "Variant (technical)"). */
export interface Variant {
  cylinders?: SpecValue | undefined
  enginesize?: SpecValue | undefined
  enginesize_litres?: SpecValue | undefined
  induction?: SpecValue | undefined
  fuelconsumptioncombined?: SpecValue | undefined
  fuelcapacity?: SpecValue | undefined
  grossvehiclemass?: SpecValue | undefined
  vehiclelength?: SpecValue | undefined
  vehicleheight?: SpecValue | undefined
  vehiclewidth?: SpecValue | undefined
  towingcapacitybraked?: SpecValue | undefined
  bodyconfiguration?: SpecValue | undefined
  torque?: SpecValue | undefined
  ancaprating?: SpecValue | undefined
  geartype?: SpecValue | undefined
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
  state_average_market_price?: number | null | undefined
  average_market_price?: number | null | undefined
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
  path?: string | undefined
  name: string
  year: number
  make: string
  model: string
  badge?: string | null | undefined
  series?: string | null | undefined
  colour?: string | null | undefined
  interior_colour?: string | null | undefined
  /** Advertised price in dollars; 10 or less means "no price". */
  price: number
  before_price?: number | null | undefined
  subscription_price?: number | null | undefined
  offer_price?: number | null | undefined
  /** Text shown in place of a price for pre-order cars. */
  preorder?: string | null | undefined
  price_type?: string | null | undefined
  car_type: CarType
  status: CarStatus
  reserved?: boolean | undefined
  /** Custom tag, e.g. 'Test Drive Only', 'SOLD', 'runout sale'. */
  tag?: string | null | undefined
  certified?: boolean | undefined
  created_at?: IsoDateString | undefined
  updated_at?: IsoDateString | undefined
  km?: number | null | undefined
  stocknum?: string | undefined
  vin?: string | null | undefined
  nvic?: string | null | undefined
  has_nvic?: boolean | undefined
  regplate?: string | null | undefined
  rego_expiry?: IsoDateString | null | undefined
  build_date?: IsoDateString | null | undefined
  compliance_date?: IsoDateString | null | undefined
  drive?: string | null | undefined
  seats?: number | null | undefined
  doors?: number | null | undefined
  engine_size?: SpecValue | undefined
  engine_size_litres?: SpecValue | undefined
  gearnum?: number | null | undefined
  trans?: string | null | undefined
  fuel?: string | null | undefined
  simple_fuel?: SimpleFuel | null | undefined
  simple_body?: string | null | undefined
  simple_transmission?: string | null | undefined
  simple_drive?: string | null | undefined
  body?: string | null | undefined
  bodyconfiguration?: string | null | undefined
  views?: number | undefined
  photos_count?: number | undefined
  show_on_dealer_website?: boolean | undefined
  sold?: boolean | undefined
  /** Unix seconds when the car was sold, as the search index stores it. */
  sold_date_timestamp?: number | null | undefined
  item_type?: string | null | undefined
  private_suburb?: string | null | undefined
  private_postcode?: string | null | undefined
  /** History report. */
  file?: CarFile | null | undefined
  images?: CarImage[] | undefined
  thumbnails?: string[] | undefined
  primary_image_url?: string | null | undefined
  video_url?: string | null | undefined
  external_video_url?: string | null | undefined
  videos?: CarVideo[] | undefined
  walkaround_videos?: CarVideo[] | undefined
  spin_images?: string[] | undefined
  spin_code?: string | null | undefined
  spin_interior_image?: string | null | undefined
  hotspots?: CarHotspots | null | undefined
  standardEquipment?: string[] | undefined
  dealercomments?: string | null | undefined
  carsales_title?: string | null | undefined
  location?: Location | null | undefined
  location_name?: string | null | undefined
  dealership_id?: number | undefined
  dealership_slug?: string | undefined
  city?: string | null | undefined
  state?: string | null | undefined
  specifications?: CaravanSpecifications | null | undefined
  variant?: Variant | null | undefined
  finance_lenders?: FinanceLenders | null | undefined
  autograb_data?: AutograbData | null | undefined
  youxQuote?: YouxQuote | null | undefined
}
