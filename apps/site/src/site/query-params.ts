// Routes' validateSearch runs from the route tree, which is in every page's first load: one small reader serves them.

/** How {@link queryParams} reads a parameter. */
export interface QueryParamsOptions {
  /**
   * Trims spaces at both ends. Off for a box that writes its value to the address on each keystroke, which would
   * otherwise lose the space being typed between two words.
   * @default true
   */
  trim?: boolean
  /**
   * The most characters kept of each value.
   * @default 200
   */
  limit?: number
}

/**
 * A route's `validateSearch` that keeps the named query parameters as text (the router parses `2250` as a number)
 * and leaves out the others and the empty ones. Nothing here is trusted: the server checks each value again.
 * @example
 * validateSearch: queryParams(['car_id'])
 * queryParams(['postcode'])({ postcode: 2250, utm_source: 'x' }) // { postcode: '2250' }
 */
export function queryParams<Name extends string>(
  names: readonly Name[],
  { trim = true, limit = 200 }: QueryParamsOptions = {},
): (search: Record<string, unknown>) => { [Key in Name]?: string } {
  return (search) => {
    const kept: { [Key in Name]?: string } = {}
    for (const name of names) {
      const value = search[name]
      const text = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
      const read = (trim ? text.trim() : text).slice(0, limit)
      if (read) kept[name] = read
    }
    return kept
  }
}
