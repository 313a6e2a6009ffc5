export {
  tenantSchema,
  dealershipSchema,
  searchConfigSchema,
  themeSchema,
  contactSchema,
} from './tenant-schema.js'
export { envVarNameSchema, tenantEnvPrefix } from './env-var-name.js'
export { hostnameSchema } from './hostname.js'
export { slugSchema } from './tenant-schema.js'
export { tenantOptionsSchema } from './options/index-schema.js'
export { searchOptionsSchema, filterSwitchesSchema, sortKeySchema } from './options/search-options.js'
export {
  stockOptionsSchema,
  stockFilterOptionSchema,
  promoCardOptionsSchema,
} from './options/stock-options.js'
export {
  cardOptionsSchema,
  vehiclePageOptionsSchema,
  viewerModeSchema,
  videoPositionSchema,
  saveButtonOptionsSchema,
  reserveOptionsSchema,
} from './options/card-options.js'
export {
  financeOptionsSchema,
  financeProviderSchema,
  dealershipFinanceOverridesSchema,
} from './options/finance-options.js'
export {
  loanMinimumNameSchema,
  loanMaximumNameSchema,
  termRangeNameSchema,
  interestRangeNameSchema,
  repaymentFrequencySchema,
  roundingSchema,
  establishmentFeeNameSchema,
  fixedFeeScheduleNameSchema,
  financeProviderRuleSchema,
  quickPickSetNameSchema,
} from './options/finance-names.js'
export {
  formOptionsSchema,
  australianStateSchema,
  gatedPageOptionsSchema,
  reviewOptionsSchema,
  locationOptionsSchema,
  modelPageOptionsSchema,
} from './options/form-options.js'
export {
  brandOptionsSchema,
  brandGridSchema,
  brandGridLogoSchema,
  chromeOptionsSchema,
  headerMenuItemSchema,
} from './options/brand-options.js'
export {
  defaultSpinToWinPrizes,
  siteFeatureOptionsSchema,
  spinToWinPrizeSchema,
} from './options/site-options.js'
export { crmOptionsSchema } from './options/crm-options.js'
export { isoDateSchema, specValueSchema, imageUploadSchema, urlRefSchema } from './entities/shared.js'
export {
  locationSchema,
  addressSchema,
  openingHourSchema,
  specialHoursSchema,
  locationTypeSchema,
  manufacturerSchema,
} from './entities/location.js'
export { carSchema, vinSchema, financeLenderDataSchema } from './entities/car.js'
export {
  modelSchema,
  modelVariantSchema,
  modelColourSchema,
  reviewSchema,
  locationReviewsSchema,
  blogPostSchema,
  promotionSchema,
  faqSchema,
  pageContentSchema,
  serviceBookingLinkSchema,
  cappedPriceServiceSchema,
  contentFileSchema,
  whyBuyFromUsSchema,
  stockFileSchema,
} from './entities/content.js'
export { parseTenant, assertTenantSet } from './parse-tenant.js'
export { TenantConfigError, formatIssue, formatPath } from './tenant-config-error.js'
export { resolveTenant, normaliseHost } from './resolve-tenant.js'
export {
  dealershipById,
  financeOptionsFor,
  locationsOf,
  reservePath,
  isGatedPage,
  searchIndexFor,
  storageKey,
  serviceBookingHref,
  tenantServiceBookingHref,
  newCarWarrantyYears,
  canonicalOrigin,
  imageCdnFor,
  brandLogoUrl,
} from './accessors.js'
export { gatedPagesOf } from './gated-pages-of.js'
export { imageUrl } from './image-url.js'
export { imageCdnTemplateProblem } from './options/image-options.js'
export {
  brandGarageFor,
  gatedPageFor,
  pageShown,
  safeRedirectTarget,
  signInAddressFor,
  signInRedirect,
  signInTypeFor,
} from './gated-pages.js'
export { themeStyle } from './theme-style.js'
export { contrastRatio, minimumTextContrast, readableOn, relativeLuminance } from './contrast.js'
export { themeTokensFor } from './theme-tokens.js'
export {
  cardTagOptionsFor,
  hitCardOptionsFor,
  priceDisplayOptionsFor,
  stockFilterOptionsFor,
} from './rule-options.js'
export { tenantSearchFilter, tenantSearchRecords } from './tenant-search.js'
export { headerMenu } from './header-menu.js'
export type { HeaderMenuContent, HeaderMenuItem } from './header-menu.js'
export { tenantJsonSchema, optionsJsonSchema } from './json-schema.js'
export { tenantOptionRows, optionTableMarkdown } from './option-table.js'
export { doc } from './doc.js'

export type { Tenant, TenantInput } from './parse-tenant.js'
export type { TenantConfigIssue } from './tenant-config-error.js'
export type {
  TenantDealership,
  TenantLocation,
  TenantOptions,
  FinanceOptions,
  GatedPage,
} from './accessors.js'
export type { CrmOptions } from './options/crm-options.js'
export type { SpinToWinPrize } from './options/site-options.js'
export type { ImageCdn, ImageSize } from './image-url.js'
export type { AccountPageSwitches, GatedPageOptions, SignInType } from './gated-pages.js'
export type { ThemeTokens } from './theme-style.js'
export type { OptionRow } from './option-table.js'
export type {
  CarRecord,
  LocationRecord,
  ModelRecord,
  ReviewRecord,
  ContentFile,
  StockFile,
} from './entities/types.js'
