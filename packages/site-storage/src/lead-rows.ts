import type { Json, StoredLead } from './storage-types'

/** A leads row as both drivers answer it (node-postgres answers bigint as a string). */
export type LeadRow = {
  id: string
  tenant: string
  idempotency_key: string
  request_fingerprint: string | null
  form: string
  category: string
  subcategory: string | null
  car_id: number | string | null
  payload: { [key: string]: Json }
  steps: { [key: string]: Json }
  form_completed: boolean
  offer_accepted: boolean
  created_at: Date
  updated_at: Date
}

const columns = [
  'id',
  'tenant',
  'idempotency_key',
  'request_fingerprint',
  'form',
  'category',
  'subcategory',
  'car_id',
  'payload',
  'steps',
  'form_completed',
  'offer_accepted',
  'created_at',
  'updated_at',
]

/**
 * The select list of a lead, optionally qualified by a table alias (for joins).
 * @example `SELECT ${leadColumns('l')} FROM leads l` // 'l.id, l.tenant, …'
 */
export function leadColumns(alias?: string): string {
  return columns.map((column) => (alias ? `${alias}.${column}` : column)).join(', ')
}

/**
 * A leads row as the stores answer it.
 * @example toStoredLead(rows[0]).idempotencyKey
 */
export function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    tenant: row.tenant,
    idempotencyKey: row.idempotency_key,
    requestFingerprint: row.request_fingerprint,
    form: row.form,
    category: row.category,
    subcategory: row.subcategory,
    carId: row.car_id === null ? null : Number(row.car_id),
    payload: row.payload,
    steps: row.steps,
    formCompleted: row.form_completed,
    offerAccepted: row.offer_accepted,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}
