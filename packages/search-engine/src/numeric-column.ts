import { fieldValue } from './field-path'
import { resizedArray } from './typed-array'

/**
 * The numbers of one attribute over every record, for numeric filters and sorting: NaN where a record
 * has none; booleans count as 1 and 0, as in Algolia. Records holding several numbers keep them all in
 * `extra`, and a comparison matches when any of them does.
 */
export interface NumericColumn {
  attribute: string
  values: Float64Array
  extra: Map<number, number[]>
}

/**
 * Builds the numeric column of one attribute.
 * @example buildNumericColumn([{ price: 5 }, {}], 'price').values // Float64Array [5, NaN]
 */
export function buildNumericColumn(
  records: readonly Record<string, unknown>[],
  attribute: string,
): NumericColumn {
  const column = { attribute, values: new Float64Array(records.length).fill(NaN), extra: new Map() }
  fillNumbers(column, records, 0)
  return column
}

/**
 * Adds the records from position `from` on to a column built over the records before it, in place.
 * @example appendToNumericColumn(column, records, 700) // records[700…] filterable and sortable
 */
export function appendToNumericColumn(
  column: NumericColumn,
  records: readonly Record<string, unknown>[],
  from: number,
): void {
  column.values = resizedArray(column.values, records.length, { fill: NaN, keep: from })
  fillNumbers(column, records, from)
}

function fillNumbers(column: NumericColumn, records: readonly Record<string, unknown>[], from: number): void {
  for (let position = from; position < records.length; position++) {
    const numbers = numbersOf(fieldValue(records[position] as Record<string, unknown>, column.attribute))
    if (numbers.length > 0) column.values[position] = numbers[0] as number
    if (numbers.length > 1) column.extra.set(position, numbers)
  }
}

function numbersOf(value: unknown): number[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [value] : []
  if (typeof value === 'boolean') return [value ? 1 : 0]
  if (Array.isArray(value)) return value.flatMap(numbersOf)
  return []
}
