// Read by routes' validateSearch, which is in every page's first load: kept apart from the loaders.

/**
 * Reads `car_id` from a page's query as text ('' when absent).
 * @example validateSearch: carIdSearch
 */
export function carIdSearch(search: Record<string, unknown>): { car_id?: string } {
  const value = search.car_id
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
  return text ? { car_id: text.slice(0, 100) } : {}
}
