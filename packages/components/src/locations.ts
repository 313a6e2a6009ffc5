// Locations, opening hours, reviews, maps and the dealer locator: the '@forecourt/components/locations' entry.
export { DealerLocator, defaultDealerLocatorTexts } from './dealer-locator/dealer-locator'
export { LocationBlock } from './location-block/location-block'
export { defaultLocationCardTexts, LocationCard } from './location-card/location-card'
export { defaultLocationDetailsTexts, LocationDetails } from './location-details/location-details'
export { defaultLocationMapTexts, LocationMap } from './location-map/location-map'
export { defaultLocationsTabsTexts, LocationsTabs } from './locations-tabs/locations-tabs'
export { TabList } from './locations-tabs/tab-list'
export { LocationsCarousel, locationImageHeight } from './locations-carousel/locations-carousel'
export { defaultOpeningHoursTexts, OpeningHoursTable } from './opening-hours-table/opening-hours-table'
export { ReviewList, ReviewSummary } from './review-list/review-list'
export { StarRating } from './star-rating/star-rating'

export type {
  DealerLocatorProps,
  DealerLocatorTexts,
  LocatorResult,
  PositionSource,
} from './dealer-locator/dealer-locator'
export type { LocationBlockProps } from './location-block/location-block'
export type {
  HoursRow,
  LocationCardData,
  LocationCardProps,
  LocationCardTexts,
} from './location-card/location-card'
export type {
  LocationDetailsData,
  LocationDetailsProps,
  LocationDetailsTexts,
} from './location-details/location-details'
export type { LocationMapProps, LocationMapTexts } from './location-map/location-map'
export type {
  LocationGroupData,
  LocationPanelData,
  LocationsTabsProps,
  LocationsTabsTexts,
} from './locations-tabs/locations-tabs'
export type { TabItem, TabListProps } from './locations-tabs/tab-list'
export type {
  LocationSummary,
  LocationsCarouselProps,
  LocationsCarouselTexts,
} from './locations-carousel/locations-carousel'
export type {
  DepartmentHours,
  HolidayHoursRow,
  OpeningHoursTableProps,
  OpeningHoursTableTexts,
} from './opening-hours-table/opening-hours-table'
export type {
  ReviewItem,
  ReviewListProps,
  ReviewListTexts,
  ReviewSummaryProps,
} from './review-list/review-list'
export type { StarRatingProps } from './star-rating/star-rating'
export type { VehicleMapData, VehicleMapPin } from './vehicle-map/vehicle-map'
