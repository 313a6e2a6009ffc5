import { queryParams } from '../site/query-params'

// The /finance query is read by the route itself (validateSearch, in every page's first load), so it stays small.

/** The query of /finance (spec section 2): each as written in the address, or absent. */
export interface FinanceQuery {
  preferredDealership?: string
  vehiclePriceBudget?: string
  car_id?: string
  car_type?: string
  vin?: string
}

/**
 * Reads the /finance query: the five parameters of the spec as trimmed text (at most 100 characters each); others and
 * empty ones are left out.
 * @example financeQuery({ vehiclePriceBudget: '30000', utm_source: 'google' }) // { vehiclePriceBudget: '30000' }
 */
export const financeQuery: (search: Record<string, unknown>) => FinanceQuery = queryParams(
  ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type', 'vin'],
  { limit: 100 },
)
