/**
 * The HTTP plumbing every answer of the site server shares: body reading with limits, JSON answers, endpoints by their route's key, the cross-site
 * guard, streaming compression, security headers and the guard that keeps the process alive.
 */
export { acceptedQualities } from './accept-header'
export { compressStream, compression, pickEncoding } from './compression'
export { crossSiteMessages, crossSiteRefusal } from './cross-site-guard'
export { endpointListener, endpointsOf, routeOfKey, runEndpoint } from './endpoints'
export { installProcessGuard } from './process-guard'
export { maxServiceBodyBytes, readBodyText, readJsonObject } from './request-body'
export { answerHead, sendAnswer, sendJson, sendText } from './responses'
export { contentSecurityPolicy, newNonce, securityHeaders } from './security-headers'

export type { CrossSiteRefusal } from './cross-site-guard'
export type { Endpoint, EndpointKey, Endpoints } from './endpoints'
export type { GuardedProcess } from './process-guard'
export type { JsonBody } from './request-body'
export type { SecurityHeaderOptions } from './security-headers'
