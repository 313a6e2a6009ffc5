// The browser's entry: the typed client and the contract's types, with no schema (zod stays out of page bundles).
export { createSiteApiClient } from './site-api-client'
export type { PostOptions, SiteApiClient, SiteApiClientOptions, SiteFetch } from './site-api-client'
export type { PostBody, PostPath } from './post-bodies'
export type { SiteDataPath } from './route-table'
export type {
  CodeSentAnswer,
  ErrorAnswer,
  PaymentReceipt,
  PostAnswers,
  PostResult,
  PublicUser,
  RegoVehicleAnswer,
  TradeInOfferAnswer,
} from './post-answers'
