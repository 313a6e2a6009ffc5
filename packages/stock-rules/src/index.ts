export { availableStatuses, isAvailable, isSold, sidebarMode } from './availability.js'
export { cardTag, defaultCardTagOptions, isNewArrival } from './card-tag.js'
export { collapseSoldRuns } from './sold-runs.js'
export { facetClause, facetValue } from './algolia-filter.js'
export {
  defaultStockFilterOptions,
  includeSoldCarsDaysChoices,
  stockFilter,
  stockFilterString,
} from './stock-filter.js'
export {
  isAutograbEligible,
  isBelowMarket,
  minimumDisplayedPrice,
  priceDisplay,
  reducedPrice,
} from './price.js'
export {
  dealLabel,
  gaugeColourBand,
  gaugeFillPercent,
  isPriceComparisonVisible,
  priceComparison,
} from './price-comparison.js'
export {
  isEligibleForPurchase,
  showHistoryReportButton,
  showOnlinePurchaseButton,
  showReserveButton,
  showSaveButton,
  showShortlistButtons,
  showTradeInButton,
} from './buttons.js'
export { collapseList, isSpecValueShown, vehicleListLimits, visibleSpecRows } from './vehicle-lists.js'
export {
  dealerCommentLimit,
  dealerComments,
  emptyDealerCommentsText,
  financeDisclaimer,
  financeDisclaimerLimit,
  truncateText,
} from './text.js'
export {
  availableViewerModes,
  defaultPlaceholderImageMarkers,
  initialViewerMode,
  insertVideo,
  isPriorityImage,
  needsImagePlaceholder,
  priorityImageCount,
  showThumbnails,
  thumbnailImageThreshold,
} from './media.js'
export { regoExpiryText, showCertifiedInfo } from './rego.js'
export { pickSimilarCars, similarCarsLimits, similarCarsQuery } from './similar-cars.js'
export {
  carFuelConsumption,
  defaultFuelCostInput,
  fuelCost,
  parseCalculatorInput,
  showFuelCalculator,
} from './fuel-cost.js'
export {
  contactUsSlug,
  departmentSuffixes,
  distanceKm,
  earthRadiusKm,
  filterLocations,
  locationTabs,
  locationTypeOrder,
  sortByDistance,
  sortLocations,
} from './locations.js'
export { locationBlockLayout, locationBlockLocations, locationGridThresholds } from './location-block.js'
export { formatPhone, maskPhone, telHref } from './phone.js'
export {
  departmentOpeningHours,
  departments,
  hoursOnDate,
  hoursText,
  openingHoursTable,
  shortWeekdayNames,
  weekdayNames,
  weeklyHoursSummary,
} from './opening-hours.js'
export { defaultReviewOptions, starIcons, visibleReviews } from './reviews.js'
export {
  bodyTypeRank,
  bodyTypeRanks,
  bodyTypes,
  defaultRegionalSuffixes,
  defaultSeriesOrder,
  isBodyType,
  normaliseBodyName,
  prefixModelNumber,
  sortByBodyType,
  sortBySeries,
} from './body-types.js'
export { listLabels } from './list-labels.js'
export type { ListLabels } from './list-labels.js'
export {
  eofyPromoExpiry,
  isEofyPromoActive,
  isPromoNodeLive,
  placePromos,
  promoSlots,
  shouldShowPromos,
} from './promotions.js'
export { salesCount, salesCounter } from './sales-counter.js'
export { defaultStockRuleOptions } from './options.js'
export { listedIndefinitely, searchRecord } from './search-record.js'
export { imageCdnPlaceholders, imageUrl } from './image-url.js'
export { tagDisplay, vehicleCard } from './vehicle-card.js'
export { hitCard, hitFinanceChips } from './hit-card.js'
export type { CardFinanceOptions, HitCardData, HitCardOptions } from './hit-card.js'
export { carFullName, carName, carSubtitle, carTitle, carTransmission } from './car-text.js'
export { jsonLdScript } from './json-ld.js'

export type { UnavailableCarOptions, SidebarMode } from './availability.js'
export type { CardTag, CardTagOptions, FuelTagText } from './card-tag.js'
export type {
  IncludeSoldCarsDays,
  StockFilter,
  StockFilterOptions,
  StockFilterQuery,
} from './stock-filter.js'
export type { PriceDisplay, PriceDisplayOptions } from './price.js'
export type { DealLabel, GaugeColourBand } from './price-comparison.js'
export type { PurchaseOptions, ShortlistButtonOptions } from './buttons.js'
export type { CollapsedList, SpecRow } from './vehicle-lists.js'
export type { DealerComments, TruncatedText } from './text.js'
export type { ImagePlaceholderOptions, VideoPosition, ViewerMode, ViewerOptions } from './media.js'
export type { CertifiedInfoOptions, RegoExpiryOptions } from './rego.js'
export type { SimilarCarsQuery } from './similar-cars.js'
export type { FuelCostInput } from './fuel-cost.js'
export type { LatLng, LocationTab } from './locations.js'
export type { LocationBlockFilter, LocationBlockLayout } from './location-block.js'
export type { DayHours, OpeningHoursRow } from './opening-hours.js'
export type { ReviewOptions, StarIcons } from './reviews.js'
export type { BodyNameOptions, BodyType, ModelNumberOptions } from './body-types.js'
export type { PromoPlacementOptions, ResultEntry } from './promotions.js'
export type { SalesCount } from './sales-counter.js'
export type { StockRuleOptions } from './options.js'
export type { SearchRecord } from './search-record.js'
export type { CarNameFields } from './car-text.js'
export type { Instant } from './time.js'
export type { ImageCdn, ImageSize } from './image-url.js'
export type {
  VehicleCardCar,
  VehicleCardData,
  VehicleCardImage,
  VehicleCardOptions,
  VehicleTag,
  VehicleTagTone,
} from './vehicle-card.js'
export type {
  DepartmentHours,
  HolidayHoursRow,
  HoursRow,
  LocationCardData,
  LocationDetailsData,
  LocationGroupData,
  LocationPanelData,
  LocatorResult,
  ReviewItem,
  VehicleMapData,
  VehicleMapPin,
} from './location-data.js'
export type {
  CarType,
  CarStatus,
  SimpleFuel,
  CarImage,
  CarVideo,
  HotspotPosition,
  Hotspot,
  CarHotspots,
  CaravanSpecifications,
  Variant,
  FinanceLenderData,
  FinanceLenders,
  AutograbData,
  YouxQuote,
  CarFile,
  Car,
} from './types/car.js'
export type {
  LocationType,
  OpeningStatus,
  Address,
  OpeningHourEntry,
  SpecialHoursEntry,
  ContactDetail,
  LocationReviews,
  Location,
} from './types/location.js'
export type {
  Manufacturer,
  Dealership,
  ModelColour,
  ModelVariant,
  ModelStatus,
  Model,
} from './types/catalogue.js'
export type { Review, ReviewsResponse } from './types/review.js'
export type {
  FacetItem,
  PromoNode,
  BlogCard,
  DeliveryEstimate,
  AutogaugeResponse,
  ViewedCarRecord,
  Favourite,
  WatchlistEntry,
  ServiceBookingLink,
  SearchIndexHit,
} from './types/content.js'
export type { IsoDateString, ImageUpload, UrlRef, SpecValue } from './types/shared.js'
export { videoSource } from './media.js'
export type { VideoSource } from './media.js'
export {
  clampSliderPrice,
  isComingSoon,
  keepNamedModelParts,
  modelBodies,
  modelFormAnchor,
  modelListName,
  modelPage,
  modelPriceSlider,
  modelsOfBody,
  modelShortDescription,
  orderNowHref,
  orderNowPath,
  showBodyTypeTabs,
  variantLayout,
  variantsHeading,
  wholeDollars,
  wrapIndex,
} from './models.js'
export type { VariantLayout } from './models.js'
