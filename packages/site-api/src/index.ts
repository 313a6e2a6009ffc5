// Everything the browser's entry has (the client and the contract's types), then what only the server needs.
export * from './client'
export { gatedPageOfEndpoint, requestMap, routeKey, siteDataRoutes, siteRoutes } from './route-table'
export type { RouteAccess, SiteRoute, SiteRouteKey } from './route-table'
export { paidFormRequestSchema, parsePostBody, postBodies } from './post-bodies'
export type { ParsedPostBody, PostBodyReading } from './post-bodies'
