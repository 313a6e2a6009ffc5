/**
 * The car a lead is about: the few fields of the stock `Car` (spec §3) that the lead payload, the
 * category and the analytics event read. A `Car` of `@forecourt/stock-rules` fits as it is.
 * @example const car: LeadCar = { id: 42, make: 'Toyota', model: 'HiLux', car_type: 'used', status: 'in_stock' }
 */
export interface LeadCar {
  id: number | string
  slug?: string
  name?: string
  year?: number
  make: string
  model: string
  /** new, used or demo. */
  car_type: 'new' | 'used' | 'demo' | (string & {})
  /** in_stock, sold, coming_soon or another feed value. */
  status: string
  /** Custom tag, e.g. 'Test Drive Only'. */
  tag?: string | null
  stocknum?: string | null
  dealership_id?: number | string | null
  dealership_slug?: string | null
  /** The manufacturer's slug; the make, slugified, when absent. */
  manufacturer_slug?: string | null
  primary_image_url?: string | null
}
