import { queryParams } from '../site/query-params'

/**
 * Reads `body` from /models?body={body}.
 * @example validateSearch: bodySearch
 */
export const bodySearch = queryParams(['body'])

/**
 * Reads `model_id`, `model_name` and `vehicle` from /models/order-now's query, leaving out the empty ones.
 * @example validateSearch: orderNowSearch
 */
export const orderNowSearch = queryParams(['model_id', 'model_name', 'vehicle'])

/** The query of /models/order-now. */
export type OrderNowSearch = ReturnType<typeof orderNowSearch>
