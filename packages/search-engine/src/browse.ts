import { badRequest } from './errors'
import { retrieveAttributes } from './hit-attributes'
import { searchLimits } from './limits'
import { checkInteger, checkList, checkString } from './search-params'
import type { RecordFields } from './types'

/** What `POST /1/indexes/{index}/browse` answers: a page of records and, when more follow, the cursor to them. */
export interface BrowsePage {
  hits: Record<string, unknown>[]
  /** Sent back to read the next page; absent on the last page. */
  cursor?: string
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  query: string
  params: string
}

/** The parameters a browse here takes: it lists every record, as an export does. */
const browseParams = new Set(['cursor', 'hitsPerPage', 'attributesToRetrieve', 'query'])

/**
 * One page of an index's records in objectID order, for exporting an index or comparing it with a source of truth
 * (what `browseObjects` of the algoliasearch client reads page after page). The cursor names the last objectID
 * read, so records written or deleted between pages neither repeat nor push others out of the listing. Only
 * `hitsPerPage` (up to 1,000, the default), `attributesToRetrieve` and `cursor` are taken, and every attribute is
 * retrievable (a browse needs a key that may write, as Algolia's admin key sees `unretrievableAttributes`): a query or a filter is
 * refused with a 400 rather than ignored, because a listing that quietly ignored one would read as a filtered one.
 * @example browseRecords(records, { hitsPerPage: 2, attributesToRetrieve: ['price'] }).cursor // '32' (after objectID '2')
 */
export function browseRecords(
  records: ReadonlyMap<string, RecordFields>,
  raw: Record<string, unknown>,
): BrowsePage {
  for (const [name, value] of Object.entries(raw)) {
    if (!browseParams.has(name))
      throw badRequest(`${name}: browse lists every record here and takes no ${name}`)
    if (name === 'query' && value !== '')
      throw badRequest('query: browse lists every record here and takes no query')
  }
  const hitsPerPage =
    checkInteger(raw.hitsPerPage, 'hitsPerPage', 1, searchLimits.maxHitsPerPage) ??
    searchLimits.maxHitsPerPage
  const attributes = checkList(raw.attributesToRetrieve, 'attributesToRetrieve') ?? ['*']
  const cursor = checkString(raw.cursor, 'cursor')
  const after = cursor === undefined ? null : readCursor(cursor)
  const ids = [...records.keys()].sort()
  const start = after === null ? 0 : ids.findIndex((id) => id > after)
  const first = start === -1 ? ids.length : start
  const pageIds = ids.slice(first, first + hitsPerPage)
  const last = pageIds.at(-1)
  const more = first + pageIds.length < ids.length
  return {
    hits: pageIds.map((id) => retrieveAttributes(records.get(id) as RecordFields, attributes, [])),
    ...(more && last !== undefined ? { cursor: writeCursor(last) } : {}),
    nbHits: ids.length,
    page: Math.floor(first / hitsPerPage),
    nbPages: Math.ceil(ids.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: 0,
    query: '',
    params: '',
  }
}

/** The cursor after an objectID: its UTF-8 bytes in hex (the engine runs in browsers too, without Buffer). */
function writeCursor(objectID: string): string {
  return Array.from(new TextEncoder().encode(objectID), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function readCursor(cursor: string): string {
  // An objectID is at most 512 bytes, so a cursor at most 1,024 hex digits.
  const pairs = /^(?:[0-9a-f]{2}){1,512}$/.test(cursor) ? cursor.match(/../g) : null
  const decoded = pairs ? new TextDecoder().decode(Uint8Array.from(pairs, (pair) => parseInt(pair, 16))) : ''
  if (decoded === '')
    throw badRequest('cursor: not a cursor this index answered; browse again from the start')
  return decoded
}
