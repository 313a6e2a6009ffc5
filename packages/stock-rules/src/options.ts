import type { UnavailableCarOptions } from './availability.js'
import { defaultRegionalSuffixes, type BodyNameOptions, type ModelNumberOptions } from './body-types.js'
import type { PurchaseOptions, ShortlistButtonOptions } from './buttons.js'
import { defaultCardTagOptions, type CardTagOptions } from './card-tag.js'
import {
  defaultPlaceholderImageMarkers,
  type ImagePlaceholderOptions,
  type ViewerOptions,
  type VideoPosition,
} from './media.js'
import type { PriceDisplayOptions } from './price.js'
import type { PromoPlacementOptions } from './promotions.js'
import type { CertifiedInfoOptions, RegoExpiryOptions } from './rego.js'
import { defaultReviewOptions, type ReviewOptions } from './reviews.js'
import { defaultStockFilterOptions, type StockFilterOptions } from './stock-filter.js'

/**
 * Every per-tenant option of the stock rules in one object, grouped by rule. Tenant configuration
 * fills it; each rule takes its own group.
 */
export interface StockRuleOptions {
  unavailableCar: Required<UnavailableCarOptions>
  cardTag: Required<CardTagOptions>
  stockFilter: Required<StockFilterOptions>
  priceDisplay: Required<PriceDisplayOptions>
  purchase: Required<PurchaseOptions>
  shortlistButtons: Required<ShortlistButtonOptions>
  viewer: Required<ViewerOptions> & { videoPosition: VideoPosition }
  imagePlaceholder: Required<ImagePlaceholderOptions>
  regoExpiry: Required<RegoExpiryOptions>
  certifiedInfo: Required<CertifiedInfoOptions>
  reviews: Required<ReviewOptions>
  bodyNames: Required<BodyNameOptions>
  modelNumbers: Required<ModelNumberOptions>
  promotions: Required<PromoPlacementOptions>
}

/**
 * The spec's defaults for every per-tenant option: what a tenant gets when its configuration says
 * nothing.
 * @example cardTag(car, now, defaultStockRuleOptions.cardTag)
 */
export const defaultStockRuleOptions: StockRuleOptions = {
  unavailableCar: { noStockOption: false },
  cardTag: defaultCardTagOptions,
  stockFilter: defaultStockFilterOptions,
  priceDisplay: { noPriceText: 'Enquire for price.' },
  purchase: { reservationEnabled: false, onlinePurchaseEnabled: false },
  shortlistButtons: { enabled: true, requirePriceAndImage: false, usedCarsOnly: false },
  viewer: { defaultViewerMode: 'spinner', videoPosition: 'second' },
  imagePlaceholder: { placeholderImageMarkers: defaultPlaceholderImageMarkers },
  regoExpiry: { unregisteredBrands: [], timeZone: 'Australia/Brisbane' },
  certifiedInfo: { certifiedManufacturer: null },
  reviews: defaultReviewOptions,
  bodyNames: { regionalSuffixes: defaultRegionalSuffixes },
  modelNumbers: { modelNumberPrefixes: {} },
  promotions: { every: null, positions: [], alwaysShowPromos: false },
}
