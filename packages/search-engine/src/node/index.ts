export { createSearchHandler } from './search-handler'

export type { SearchHandler, SearchHandlerOptions } from './search-handler'
