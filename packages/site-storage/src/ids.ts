import { randomUUID } from 'node:crypto'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A new row id, made in Node so that no database extension is needed.
 * @example newId() // '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b'
 */
export function newId(): string {
  return randomUUID()
}

/**
 * Whether a string can be a uuid column's value. Ids come from browsers and cookies; PostgreSQL rejects a malformed
 * uuid with an error, and a malformed id simply names no row.
 * @example isUuid('lead-1') // false
 */
export function isUuid(id: string): boolean {
  return uuidPattern.test(id)
}
