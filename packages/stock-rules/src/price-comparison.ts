import type { AutogaugeResponse } from './types/content.js'
import { isMissing } from './missing.js'

/** Price comparison thresholds (spec section 9, "Vehicle page"). */
export const priceComparison = {
  /** Fill below this is a good deal, otherwise a great deal. */
  greatDealFill: 0.65,
  /** Colour band boundaries. */
  colourBands: [0.3, 0.6],
  /** Confidence must be above this. */
  minimumConfidence: 0.2,
  /** The gauge never fills less than this percentage. */
  minimumGaugePercent: 20,
  /** Count-up animation length. */
  countUpMs: 2000,
} as const

/**
 * Whether the price comparison block shows (spec section 5): hidden when any of fill, listing_price,
 * market range or confidence is missing, when confidence is 0.2 or below, or when the range maximum
 * is below the listing price.
 * @example isPriceComparisonVisible({ fill: 0.5, listing_price: 20000, market_range_min: 18000, market_range_max: 22000, confidence: 0.8 }) // true
 */
export function isPriceComparisonVisible(gauge: AutogaugeResponse | null | undefined): boolean {
  if (!gauge) return false
  const { fill, listing_price, market_range_min, market_range_max, confidence } = gauge
  if (
    isMissing(fill) ||
    isMissing(listing_price) ||
    isMissing(market_range_min) ||
    isMissing(market_range_max)
  )
    return false
  if (isMissing(confidence) || confidence <= priceComparison.minimumConfidence) return false
  return market_range_max >= listing_price
}

/** The deal label of the price comparison block. */
export type DealLabel = 'good deal' | 'great deal'

/**
 * Deal label (spec section 9): good deal below fill 0.65, otherwise great deal.
 * @example dealLabel(0.64) // 'good deal'
 */
export function dealLabel(fill: number): DealLabel {
  return fill < priceComparison.greatDealFill ? 'good deal' : 'great deal'
}

/** Colour band of the gauge: below 0.3, below 0.6, or from 0.6. */
export type GaugeColourBand = 'low' | 'medium' | 'high'

/**
 * Colour band of a fill (spec section 9: colour bands at 0.3 and 0.6). Reading: each boundary
 * belongs to the band above it.
 * @example gaugeColourBand(0.3) // 'medium'
 */
export function gaugeColourBand(fill: number): GaugeColourBand {
  const [low, high] = priceComparison.colourBands
  if (fill < low) return 'low'
  return fill < high ? 'medium' : 'high'
}

/**
 * Gauge fill in percent (spec section 9: minimum fill 20 percent); fill is a fraction, capped at 100.
 * @example gaugeFillPercent(0.1) // 20
 */
export function gaugeFillPercent(fill: number): number {
  return Math.min(100, Math.max(priceComparison.minimumGaugePercent, fill * 100))
}
