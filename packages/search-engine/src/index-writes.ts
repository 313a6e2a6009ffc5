import { badRequest, jsonObject } from './errors'
import { searchLimits, utf8Bytes } from './limits'
import type { RecordFields } from './types'

/** One write to an index, read and checked: what Algolia's batch actions and single-record calls do. */
export type IndexWrite =
  /** Stores a record whole, replacing the record of its objectID. */
  | { action: 'save'; record: RecordFields }
  /** Changes some attributes of a record; `create` makes the record when there is none. */
  | { action: 'partial'; objectID: string; attributes: Record<string, unknown>; create: boolean }
  | { action: 'delete'; objectID: string }
  /** Removes every record (the settings stay). */
  | { action: 'clear' }

/** The built-in operations of a partial update (`{ "_operation": "Increment", "value": 2 }`). */
const operations = ['Increment', 'Decrement', 'Add', 'Remove', 'AddUnique'] as const

/**
 * Reads the body of Algolia's `POST /1/indexes/{index}/batch` (`{ requests: [{ action, body }] }`) as writes:
 * `addObject` and `updateObject` store a record whole (`addObject` without an objectID gets one from
 * `newObjectID`), `partialUpdateObject` and `partialUpdateObjectNoCreate` change attributes, `deleteObject` removes
 * a record and `clear` removes them all. At most `searchLimits.maxWritesPerBatch` writes; a record of more than
 * `searchLimits.maxRecordBytes` is refused, as Algolia refuses it.
 * @example readBatch({ requests: [{ action: 'deleteObject', body: { objectID: '7' } }] }, newId) // [{ action: 'delete', objectID: '7' }]
 */
export function readBatch(body: unknown, newObjectID: () => string): IndexWrite[] {
  const requests = jsonObject(body, 'body').requests
  if (!Array.isArray(requests)) throw badRequest('requests: expected an array of writes')
  if (requests.length > searchLimits.maxWritesPerBatch)
    throw badRequest(
      `requests: at most ${searchLimits.maxWritesPerBatch} writes in one batch, got ${requests.length}; send several`,
    )
  return requests.map((request, position) => {
    const at = `requests[${position}]`
    const { action, body: recordBody } = jsonObject(request, at)
    switch (action) {
      case 'addObject':
      case 'updateObject': {
        const record = jsonObject(recordBody, `${at}.body`)
        const given = record.objectID
        if (action === 'updateObject' || given !== undefined)
          return {
            action: 'save',
            record: readRecord({ ...record, objectID: objectIdOf(given, `${at}.body`) }, at),
          }
        return { action: 'save', record: readRecord({ ...record, objectID: newObjectID() }, at) }
      }
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate': {
        const { objectID, ...attributes } = jsonObject(recordBody, `${at}.body`)
        return readPartial(
          objectIdOf(objectID, `${at}.body`),
          attributes,
          action === 'partialUpdateObject',
          at,
        )
      }
      case 'deleteObject':
        return {
          action: 'delete',
          objectID: objectIdOf(jsonObject(recordBody, `${at}.body`).objectID, `${at}.body`),
        }
      case 'clear':
        return { action: 'clear' }
      default:
        throw badRequest(
          `${at}.action: expected addObject, updateObject, partialUpdateObject, partialUpdateObjectNoCreate, deleteObject or clear, got ${JSON.stringify(action)}`,
        )
    }
  })
}

/**
 * Reads a partial update (`POST /1/indexes/{index}/{objectID}/partial`): every attribute but `objectID`, each a
 * value or one of the built-in operations Increment, Decrement, Add, Remove and AddUnique.
 * @example readPartial('7', { price: 36990 }, true) // { action: 'partial', objectID: '7', attributes: { price: 36990 }, create: true }
 */
export function readPartial(
  objectID: string,
  attributes: Record<string, unknown>,
  create: boolean,
  at = 'body',
): IndexWrite {
  for (const [name, value] of Object.entries(attributes)) {
    if (!isOperation(value)) continue
    if (!operations.includes(value._operation as (typeof operations)[number]))
      throw badRequest(
        `${at}.${name}._operation: expected ${operations.join(', ')}, got ${JSON.stringify(value._operation)}`,
      )
    if (
      (value._operation === 'Increment' || value._operation === 'Decrement') &&
      typeof value.value !== 'number'
    )
      throw badRequest(`${at}.${name}.value: ${value._operation} takes a number`)
  }
  if (utf8Bytes(JSON.stringify(attributes)) > searchLimits.maxRecordBytes) throw recordTooLarge(at)
  return { action: 'partial', objectID, attributes, create }
}

/**
 * The record a partial update leaves: each attribute replaced, or changed by its operation (Increment and
 * Decrement add to a number, missing counting as 0; Add appends to a list, Remove takes every equal item out,
 * AddUnique appends when not there yet; a missing list counts as empty).
 * @example applyPartial({ objectID: '7', views: 2 }, { views: { _operation: 'Increment', value: 1 } }) // { objectID: '7', views: 3 }
 */
export function applyPartial(
  record: RecordFields,
  attributes: Readonly<Record<string, unknown>>,
): RecordFields {
  const next: RecordFields = { ...record }
  for (const [name, value] of Object.entries(attributes)) {
    if (!isOperation(value)) {
      next[name] = value
      continue
    }
    const current = next[name]
    const list: unknown[] = Array.isArray(current) ? (current as unknown[]) : []
    const same = (item: unknown) => JSON.stringify(item) === JSON.stringify(value.value)
    switch (value._operation) {
      case 'Increment':
      case 'Decrement': {
        const by = (value.value as number) * (value._operation === 'Increment' ? 1 : -1)
        next[name] = (typeof current === 'number' ? current : 0) + by
        break
      }
      case 'Add':
        next[name] = [...list, value.value]
        break
      case 'Remove':
        next[name] = list.filter((item) => !same(item))
        break
      default:
        next[name] = list.some(same) ? list : [...list, value.value]
    }
  }
  return next
}

/**
 * A record to store, checked: an object with an objectID, at most `searchLimits.maxRecordBytes` of JSON.
 * @example readRecord({ objectID: '7', make: 'Kia' }, 'body')
 */
export function readRecord(value: unknown, at: string): RecordFields {
  const record = jsonObject(value, at)
  const objectID = objectIdOf(record.objectID, at)
  if (utf8Bytes(JSON.stringify(record)) > searchLimits.maxRecordBytes) throw recordTooLarge(at)
  return { ...record, objectID }
}

function recordTooLarge(at: string) {
  return badRequest(`${at}: a record is at most ${searchLimits.maxRecordBytes / 1000} KB of JSON`)
}

function isOperation(value: unknown): value is { _operation: unknown; value?: unknown } {
  return value !== null && typeof value === 'object' && '_operation' in value
}

function objectIdOf(value: unknown, at: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string' && value !== '' && utf8Bytes(value) <= 512) return value
  throw badRequest(`${at}.objectID: expected a non-empty string of at most 512 bytes`)
}
