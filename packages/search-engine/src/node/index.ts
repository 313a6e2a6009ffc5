export { createFairQueue } from './fair-queue'
export { createSearchHandler } from './search-handler'

export type { FairQueue } from './fair-queue'
export type { SearchHandler, SearchHandlerOptions } from './search-handler'
