import { fieldValue } from './field-path'

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
  const values = new Float64Array(records.length).fill(NaN)
  const extra = new Map<number, number[]>()
  for (let position = 0; position < records.length; position++) {
    const numbers = numbersOf(fieldValue(records[position] as Record<string, unknown>, attribute))
    if (numbers.length > 0) values[position] = numbers[0] as number
    if (numbers.length > 1) extra.set(position, numbers)
  }
  return { attribute, values, extra }
}

function numbersOf(value: unknown): number[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [value] : []
  if (typeof value === 'boolean') return [value ? 1 : 0]
  if (Array.isArray(value)) return value.flatMap(numbersOf)
  return []
}
