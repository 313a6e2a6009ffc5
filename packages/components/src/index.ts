import './styles.css'

export { AnnouncementBar } from './announcement-bar/announcement-bar'
export { BlogCards, formatPostDate } from './blog-cards/blog-cards'
export { BrandGrid } from './brand-grid/brand-grid'
export { ContentPage } from './content-page/content-page'
export { ErrorNotice } from './error-notice/error-notice'
export { FaqList } from './faq-list/faq-list'
export { FeatureBanner } from './feature-banner/feature-banner'
export { useScrollPast } from './hooks/use-scroll-past'
export { useReducedMotion } from './hooks/use-reduced-motion'
export { LocationsCarousel, locationImageHeight } from './locations-carousel/locations-carousel'
export { NotFound } from './not-found/not-found'
export { PaymentLogos } from './payment-logos/payment-logos'
export { PromotionsSlider, promotionSize } from './promotions-slider/promotions-slider'
export { SiteFooter, telHref } from './site-footer/site-footer'
export { SiteHeader, stickyHeaderOffset } from './site-header/site-header'
export { SkipLink } from './skip-link/skip-link'
export { StatsBanner } from './stats-banner/stats-banner'
export { StockCarousel } from './stock-carousel/stock-carousel'
export { themeStyle } from './theme/theme-style'
export { VehicleCard } from './vehicle-card/vehicle-card'
export { WhyBuyFromUs } from './why-buy-from-us/why-buy-from-us'

export type { AnnouncementBarProps, AnnouncementBarTexts } from './announcement-bar/announcement-bar'
export type { BlogCardsProps, BlogPost } from './blog-cards/blog-cards'
export type { BrandGridProps, BrandGroup, BrandLogo } from './brand-grid/brand-grid'
export type { ContentPageProps, ContentSection } from './content-page/content-page'
export type { ErrorNoticeProps } from './error-notice/error-notice'
export type { FaqItem, FaqListProps } from './faq-list/faq-list'
export type { FeatureBannerItem, FeatureBannerProps, FeatureIcon } from './feature-banner/feature-banner'
export type {
  LocationsCarouselProps,
  LocationsCarouselTexts,
  LocationSummary,
} from './locations-carousel/locations-carousel'
export type { NotFoundProps } from './not-found/not-found'
export type { PaymentLogosProps, PaymentMethod } from './payment-logos/payment-logos'
export type {
  PromotionSlide,
  PromotionsSliderProps,
  PromotionsSliderTexts,
} from './promotions-slider/promotions-slider'
export type {
  FooterLink,
  FooterLinkGroup,
  FooterPhoneNumber,
  SiteFooterProps,
  SiteFooterTexts,
} from './site-footer/site-footer'
export type { MenuItem, MenuLogo, SiteHeaderProps, SiteHeaderTexts } from './site-header/site-header'
export type { SkipLinkProps } from './skip-link/skip-link'
export type { Stat, StatsBannerProps } from './stats-banner/stats-banner'
export type { StockCarouselProps, StockCarouselTexts } from './stock-carousel/stock-carousel'
export type { ThemeTokens } from './theme/theme-style'
export type { VehicleCardProps, VehicleCardTexts, VehicleTagTone } from './vehicle-card/vehicle-card'
export type { WhyBuyBlock, WhyBuyFromUsProps } from './why-buy-from-us/why-buy-from-us'
