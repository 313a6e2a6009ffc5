// Vehicle page info blocks, re-exported by src/vehicle.ts.
export { Breadcrumb } from './breadcrumb/breadcrumb'
export { DealerComments } from './dealer-comments/dealer-comments'
export { FavouriteButton } from './favourite-button/favourite-button'
export { FeatureList } from './feature-list/feature-list'
export { KeyInformation } from './key-information/key-information'
export { CallButton, PhoneReveal } from './phone-reveal/phone-reveal'
export { PrintActions } from './print-actions/print-actions'
export { ShareButton, ShareMenu, shareCopiedDuration } from './share-button/share-button'
export { shareLinks, shareWindowSize } from './share-button/share-links'
export { ShowMoreToggle } from './show-more-toggle/show-more-toggle'
export { SoldPanel } from './sold-panel/sold-panel'
export { caravanSpecSection } from './spec-list/caravan-specs'
export { SpecList } from './spec-list/spec-list'
export { ToastProvider, useToast } from './toast/toast'
export { createToastStore, toastDuration, toastRemoveDelay } from './toast/toast-store'
export { VehicleActions, defaultVehicleActionsTexts } from './vehicle-actions/vehicle-actions'
export { VehicleBottomBar, bottomBarOffset } from './vehicle-bottom-bar/vehicle-bottom-bar'
export { VehicleFacts } from './vehicle-facts/vehicle-facts'
export { VehicleSidebar } from './vehicle-sidebar/vehicle-sidebar'
export { VehicleStickyHeader, vehicleStickyHeaderOffset } from './vehicle-sticky-header/vehicle-sticky-header'

export type { BreadcrumbItem, BreadcrumbProps, BreadcrumbTexts } from './breadcrumb/breadcrumb'
export type { DealerCommentsProps, DealerCommentsTexts } from './dealer-comments/dealer-comments'
export type { FavouriteButtonProps, FavouriteButtonTexts } from './favourite-button/favourite-button'
export type { FeatureListProps, FeatureListTexts } from './feature-list/feature-list'
export type { KeyInformationProps, KeyInformationTexts } from './key-information/key-information'
export type {
  CallButtonProps,
  CallButtonTexts,
  PhoneRevealProps,
  PhoneRevealTexts,
} from './phone-reveal/phone-reveal'
export type { PrintActionsProps, PrintActionsTexts } from './print-actions/print-actions'
export type {
  ShareButtonProps,
  ShareButtonTexts,
  ShareMenuProps,
  ShareMenuTexts,
} from './share-button/share-button'
export type { ShareLink, ShareNetwork } from './share-button/share-links'
export type { ShowMoreToggleProps } from './show-more-toggle/show-more-toggle'
export type { SoldPanelProps, SoldPanelTexts } from './sold-panel/sold-panel'
export type { CaravanSpecLabels } from './spec-list/caravan-specs'
export type { SpecListProps, SpecListTexts, SpecSection } from './spec-list/spec-list'
export type { ToastApi, ToastProviderProps, ToastTexts } from './toast/toast'
export type { ToastAction, ToastEntry, ToastOptions, ToastStore } from './toast/toast-store'
export type {
  VehicleAction,
  VehicleActionsProps,
  VehicleActionsTexts,
} from './vehicle-actions/vehicle-actions'
export type { VehicleBottomBarProps, VehicleBottomBarTexts } from './vehicle-bottom-bar/vehicle-bottom-bar'
export type { VehicleFactsProps, VehicleFactsTexts } from './vehicle-facts/vehicle-facts'
export type {
  VehiclePrice,
  VehicleSidebarProps,
  VehicleSidebarTexts,
} from './vehicle-sidebar/vehicle-sidebar'
export type {
  VehicleStickyHeaderProps,
  VehicleStickyHeaderTexts,
} from './vehicle-sticky-header/vehicle-sticky-header'
