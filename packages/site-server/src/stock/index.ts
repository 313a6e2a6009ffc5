/**
 * The stock API: a dealer's stock system stores, changes, withdraws and removes cars of its tenant with a token of
 * its own, each car checked as the fixtures are.
 */
export { applyMergePatch } from './merge-patch'
export { checkStockCar, storedCar, withdrawnCar } from './stock-car'
export { applyStockChanges, netStockChange, stockChangeQueue } from './stock-changes'
export { applyFeed, feedFormats, feedPlan, maxFeedCars, readFeed } from './stock-feed'
export { feedReaderThread, sameThreadFeedReader } from './feed-reader'
export { stockNoticeReader } from './stock-notices'
export { stockEndpoints, maxFeedBytes, maxStockCarBytes, stockMessages } from './stock-endpoint'
export { bearerToken, newStockToken, stockTokenHash, stockTokenPrefix } from './stock-tokens'

export type { StockCarCheck, StockFieldError } from './stock-car'
export type { StockChange, StockEndpointContext, StockEndpointKey } from './stock-endpoint'
export type { FeedReader } from './feed-reader'
export type { StockNoticeReaderOptions } from './stock-notices'
export type { FeedApplied, FeedError, FeedFormat, FeedPlan, FeedSummary } from './stock-feed'
