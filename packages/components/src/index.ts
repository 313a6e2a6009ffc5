import './styles.css'

export { ActiveRefinements } from './active-refinements/active-refinements'
export { AnnouncementBar } from './announcement-bar/announcement-bar'
export { BlogCards, formatPostDate } from './blog-cards/blog-cards'
export { BrandGrid } from './brand-grid/brand-grid'
export { ContentPage } from './content-page/content-page'
export { EmptyResults } from './empty-results/empty-results'
export { ErrorNotice } from './error-notice/error-notice'
export { FacetTiles } from './facet-tiles/facet-tiles'
export { FaqList } from './faq-list/faq-list'
export { FeatureBanner } from './feature-banner/feature-banner'
export { FilterDrawer } from './filter-drawer/filter-drawer'
export { FilterDropdown } from './filter-dropdown/filter-dropdown'
export { FilterPanel } from './filter-panel/filter-panel'
export { useScrollPast } from './hooks/use-scroll-past'
export { useReducedMotion } from './hooks/use-reduced-motion'
export { useInView } from './hooks/use-in-view'
export { whenNear, type WithoutObserver } from './hooks/when-near'
export { LocationsCarousel, locationImageHeight } from './locations-carousel/locations-carousel'
export { NotFound } from './not-found/not-found'
export { pageItems } from './pagination/page-items'
export { Pagination } from './pagination/pagination'
export { OffersGrid } from './offers-grid/offers-grid'
export { PaymentLogos } from './payment-logos/payment-logos'
export { PriceRangeSliderPage } from './price-range-slider-page/price-range-slider-page'
export { PromoCard } from './promo-card/promo-card'
export { PromotionsSlider, promotionSize } from './promotions-slider/promotions-slider'
export { RangeFilter } from './range-filter/range-filter'
export { RefinementList } from './refinement-list/refinement-list'
export { ResultsGrid } from './results-grid/results-grid'
export { ResultsSummary } from './results-summary/results-summary'
export { SalesCounter } from './sales-counter/sales-counter'
export { SiteFooter } from './site-footer/site-footer'
export { SiteHeader, stickyHeaderOffset } from './site-header/site-header'
export { SkipLink } from './skip-link/skip-link'
export { SortSelect } from './sort-select/sort-select'
export { StatsBanner } from './stats-banner/stats-banner'
export { StockCarousel } from './stock-carousel/stock-carousel'
export { VehicleCard } from './vehicle-card/vehicle-card'
export { VehicleTagLabel } from './vehicle-card/vehicle-tag'
export { WhyBuyFromUs } from './why-buy-from-us/why-buy-from-us'
// Pure helpers that belong to the pure packages (the server takes them from there), re-exported for pages that use
// them with the components: telHref links phone numbers, themeStyle writes the tenant's --fc-* properties.
export { telHref } from '@forecourt/stock-rules/phone'
export { themeStyle } from '@forecourt/tenant-config/theme'
export { themeVariables } from './theme/theme-variables'

export type {
  ActiveRefinement,
  ActiveRefinementsProps,
  ActiveRefinementsTexts,
} from './active-refinements/active-refinements'
export type { AnnouncementBarProps, AnnouncementBarTexts } from './announcement-bar/announcement-bar'
export type { BlogCardsProps, BlogPost } from './blog-cards/blog-cards'
export type { BrandGridProps, BrandGroup, BrandLogo } from './brand-grid/brand-grid'
export type { ContentPageProps, ContentSection } from './content-page/content-page'
export type { EmptyResultsProps } from './empty-results/empty-results'
export type { ErrorNoticeProps } from './error-notice/error-notice'
export type { FacetTile, FacetTilesProps } from './facet-tiles/facet-tiles'
export type { FaqItem, FaqListProps } from './faq-list/faq-list'
export type { FeatureBannerItem, FeatureBannerProps, FeatureIcon } from './feature-banner/feature-banner'
export type { FilterDrawerProps, FilterDrawerTexts } from './filter-drawer/filter-drawer'
export type { FilterDropdownProps } from './filter-dropdown/filter-dropdown'
export type { FilterPanelProps } from './filter-panel/filter-panel'
export type {
  LocationsCarouselProps,
  LocationsCarouselTexts,
  LocationSummary,
} from './locations-carousel/locations-carousel'
export type { NotFoundProps } from './not-found/not-found'
export type { PageItem } from './pagination/page-items'
export type { PaginationProps, PaginationTexts } from './pagination/pagination'
export type { PaymentLogosProps, PaymentMethod } from './payment-logos/payment-logos'
export type { PriceRangeSliderPageProps } from './price-range-slider-page/price-range-slider-page'
export type { PromoCardProps } from './promo-card/promo-card'
export type {
  PromotionSlide,
  PromotionsSliderProps,
  PromotionsSliderTexts,
} from './promotions-slider/promotions-slider'
export type { RangeFilterProps, RangeFilterTexts, RangeFilterValue } from './range-filter/range-filter'
export type {
  RefinementGroup,
  RefinementItem,
  RefinementListProps,
  RefinementListTexts,
} from './refinement-list/refinement-list'
export type { ResultsGridPromo, ResultsGridProps } from './results-grid/results-grid'
export type { ResultsSummaryProps, ResultsSummaryTexts } from './results-summary/results-summary'
export type {
  FooterLink,
  FooterLinkGroup,
  FooterPhoneNumber,
  SiteFooterProps,
  SiteFooterTexts,
} from './site-footer/site-footer'
export type { MenuItem, MenuLogo, SiteHeaderProps, SiteHeaderTexts } from './site-header/site-header'
export type { SkipLinkProps } from './skip-link/skip-link'
export type { SortSelectOption, SortSelectProps } from './sort-select/sort-select'
export type { Stat, StatsBannerProps } from './stats-banner/stats-banner'
export type { StockCarouselProps, StockCarouselTexts } from './stock-carousel/stock-carousel'
export type {
  VehicleCardAction,
  VehicleCardProps,
  VehicleCardTexts,
  VehicleFinanceChip,
  VehicleTag,
  VehicleTagTone,
} from './vehicle-card/vehicle-card'
export type { VehicleTagLabelProps } from './vehicle-card/vehicle-tag'
export type { WhyBuyBlock, WhyBuyFromUsProps } from './why-buy-from-us/why-buy-from-us'
export type { OfferItem, OffersGridProps } from './offers-grid/offers-grid'
export type { SalesCounterProps } from './sales-counter/sales-counter'
export type { ThemeTokens } from '@forecourt/tenant-config/theme'
export type { ThemeVariable } from './theme/theme-variables'
