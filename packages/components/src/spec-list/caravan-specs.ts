import type { CaravanSpecifications } from '@forecourt/stock-rules'
import type { SpecSection } from './spec-list'

/** Labels of the caravan specifications (spec section 3: body width, body length, tare weight, axle type, sleeps, ATM). */
export interface CaravanSpecLabels {
  /** @defaultValue 'Caravan Specifications' */
  title: string
  /** @defaultValue 'Body Width' */
  body_width: string
  /** @defaultValue 'Body Length' */
  body_length: string
  /** @defaultValue 'Tare Weight' */
  tare_weight: string
  /** @defaultValue 'Axle Type' */
  axle_type: string
  /** @defaultValue 'Sleeps' */
  sleeps: string
  /** Aggregate trailer mass. @defaultValue 'ATM' */
  aggregate_trailer_mass: string
}

const defaultLabels: CaravanSpecLabels = {
  title: 'Caravan Specifications',
  body_width: 'Body Width',
  body_length: 'Body Length',
  tare_weight: 'Tare Weight',
  axle_type: 'Axle Type',
  sleeps: 'Sleeps',
  aggregate_trailer_mass: 'ATM',
}

const fields = [
  'body_width',
  'body_length',
  'tare_weight',
  'axle_type',
  'sleeps',
  'aggregate_trailer_mass',
] as const satisfies readonly (keyof CaravanSpecifications)[]

/**
 * A caravan's `specifications` as a {@link SpecList} section, in the feed's field order. Values pass through as
 * they are; SpecList hides the empty ones.
 * @example caravanSpecSection({ sleeps: 4, axle_type: 'null' }).rows[4] // { label: 'Sleeps', value: 4 }
 */
export function caravanSpecSection(
  specifications: CaravanSpecifications | null | undefined,
  labels: Partial<CaravanSpecLabels> = {},
): SpecSection {
  const l = { ...defaultLabels, ...labels }
  return {
    title: l.title,
    rows: fields.map((field) => ({ label: l[field], value: specifications?.[field] ?? null })),
  }
}
