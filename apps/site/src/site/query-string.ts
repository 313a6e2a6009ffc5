const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/** Encodes a key but keeps brackets readable, as in the spec's `refinementList[make][0]=Toyota`. */
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']')

/** Encodes a value as search URLs write it: spaces as `+`, and a range's `min:max` colon left readable. */
const encodeValue = (value: string) => encodeURIComponent(value).replace(/%20/g, '+').replace(/%3A/gi, ':')

/**
 * The router's reading of a query string: plain text values by key, in order, with nothing parsed as JSON, so
 * search URLs keep the exact form the spec gives them and every page reads its own parameters as text.
 * @example parseQueryString('?range[price]=5000:20000&page=2') // { 'range[price]': '5000:20000', page: '2' }
 */
export function parseQueryString(search: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const pair of (search.startsWith('?') ? search.slice(1) : search).split('&')) {
    if (!pair) continue
    const at = pair.indexOf('=')
    result[decode(at < 0 ? pair : pair.slice(0, at))] = at < 0 ? '' : decode(pair.slice(at + 1))
  }
  return result
}

/**
 * The inverse of {@link parseQueryString}: `?key=value&…` in the record's order, values encoded as search-url
 * encodes them, so a search URL the router writes is the one search-url built.
 * @example stringifyQueryString({ 'refinementList[make][0]': 'Land Rover' }) // '?refinementList[make][0]=Land+Rover'
 */
export function stringifyQueryString(search: Record<string, unknown>): string {
  const pairs = Object.entries(search)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(
      ([key, value]) =>
        `${encodeKey(key)}=${encodeValue(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
  return pairs.length ? `?${pairs.join('&')}` : ''
}
