export { gatedPageOfEndpoint, requestMap, siteDataRoutes, siteRoutes } from './route-table'
export type { RouteAccess, SiteDataPath, SiteRoute } from './route-table'
export { paidFormRequestSchema, parsePostBody, postBodies } from './post-bodies'
export type { ParsedPostBody, PostBody, PostBodyReading, PostPath } from './post-bodies'
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
export { createSiteApiClient } from './site-api-client'
export type { PostOptions, SiteApiClient, SiteApiClientOptions, SiteFetch } from './site-api-client'
