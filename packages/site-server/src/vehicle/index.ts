// Vehicle page services of the site server: postcode geocoding, delivery estimates, valuation (autogauge), the
// vehicle PDF and the locator map. Each outside service is an interface with an embedded default and a real adapter
// chosen from the environment (DESIGN.md, "Outside services").
export { geocodePostcode, isPostcode, parsePostcodeTable, postcodeCount } from './postcodes'
export { embeddedGeocoder, geocodeOrThrow, InvalidPostcodeError, invalidPostcodeMessage } from './geocoding'
export {
  defaultDeliveryTariff,
  deliveryEstimatorFromEnv,
  deliveryPrice,
  embeddedDeliveryEstimator,
  httpDeliveryEstimator,
} from './delivery'
export {
  comparableCars,
  confidenceFor,
  defaultComparableRules,
  embeddedValuation,
  gaugeFill,
  gaugeFromComparables,
  httpValuation,
  percentile,
  valuationFromEnv,
} from './valuation'
export { commentsText, vehicleKeyFacts, vehiclePdf } from './vehicle-pdf'
export { clearLocatorMapCache, locatorMap, locatorMapCacheSize } from './locator-map'

export type { PostcodePlace } from './postcodes'
export type { GeocodedPostcode, Geocoder } from './geocoding'
export type {
  DeliveryEstimator,
  DeliveryOrigin,
  DeliveryTariff,
  EmbeddedDeliveryOptions,
  HttpDeliveryOptions,
} from './delivery'
export type {
  ComparableRules,
  EmbeddedValuationOptions,
  HttpValuationOptions,
  Valuation,
  ValuationCar,
} from './valuation'
export type { VehiclePdfFact, VehiclePdfInput, VehiclePdfTexts } from './vehicle-pdf'
export type { LocatorMap, LocatorMapOptions, LocatorMapPin, MapPoint } from './locator-map'
