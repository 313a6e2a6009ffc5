import { queryParams } from '../site/query-params'

/**
 * Reads `car_id` from a page's query as text, or leaves it out when absent.
 * @example validateSearch: carIdSearch
 */
export const carIdSearch = queryParams(['car_id'], { limit: 100 })
