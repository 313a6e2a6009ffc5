import { carSchema } from '@forecourt/tenant-config'
import { unknownFieldMessage } from './stock-car'

/** What a CSV cell of a car's field is read as: CSV has only text, the car's schema says what each field holds. */
type CellKind = 'number' | 'boolean' | 'text'

/** The part of a zod schema's definition the walk reads (zod 4 keeps it on `_zod.def`). */
interface SchemaDef {
  type: string
  innerType?: Schema
  shape?: Record<string, Schema>
  element?: Schema
  valueType?: Schema
  options?: Schema[]
}
interface Schema {
  _zod: { def: SchemaDef }
}

/** A position in a list: at most 1,000 items a list (a car's photos, equipment), so a column cannot make a huge one. */
const listPosition = /^\d{1,3}$/
/** Names that would reach an object's prototype rather than a field of its own. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype'])

/** The schema a dotted path names inside another, or null when the path leads nowhere (an unknown field). */
function schemaAt(schema: Schema, path: readonly string[]): Schema | null {
  let at: Schema | null = schema
  for (const segment of path) {
    at = at && unwrapped(at)
    const def: SchemaDef | undefined = at?._zod.def
    if (!def) return null
    if (def.type === 'object')
      at = def.shape && Object.hasOwn(def.shape, segment) ? def.shape[segment]! : null
    else if (def.type === 'array') at = listPosition.test(segment) ? (def.element ?? null) : null
    else if (def.type === 'record') at = forbiddenKeys.has(segment) ? null : (def.valueType ?? null)
    else return null
  }
  return at
}

function unwrapped(schema: Schema): Schema {
  let at = schema
  while (at._zod.def.innerType) at = at._zod.def.innerType
  return at
}

function kindOf(schema: Schema | null): CellKind {
  if (!schema) return 'text'
  const def = unwrapped(schema)._zod.def
  if (def.type === 'number') return 'number'
  if (def.type === 'boolean') return 'boolean'
  // A field that may be text or a number (a spec value such as '2.0L' or 2) keeps the cell's text.
  if (def.type === 'union') {
    const kinds = new Set((def.options ?? []).map((option) => unwrapped(option)._zod.def.type))
    if (!kinds.has('string') && kinds.has('number')) return 'number'
  }
  return 'text'
}

/**
 * Why a CSV column cannot be a car's field, or null when it names one: a field of the spec (`price`), a nested field
 * by its dotted name (`location.name`), an item of a list by its position, at most 999 (`images.0.image.url`).
 * @example columnProblem('prize') // 'is not a field of a car (spec §3); check its spelling'
 */
export function columnProblem(column: string): string | null {
  return schemaAt(carSchema as unknown as Schema, column.split('.')) ? null : unknownFieldMessage
}

/**
 * The value of one CSV cell for the field its column names: a number or true/false where the car's schema wants
 * one (a cell that is neither is kept as text, so the check names the field), otherwise the text. An empty cell
 * leaves the field out.
 * @example cellValue('price', '38990') // 38990
 */
export function cellValue(column: string, cell: string): unknown {
  if (cell === '') return undefined
  const kind = kindOf(schemaAt(carSchema as unknown as Schema, column.split('.')))
  if (kind === 'number') {
    const number = Number(cell.trim())
    return cell.trim() !== '' && Number.isFinite(number) ? number : cell
  }
  if (kind === 'boolean') {
    const word = cell.trim().toLowerCase()
    return word === 'true' || word === '1' ? true : word === 'false' || word === '0' ? false : cell
  }
  return cell
}

/**
 * A car from one CSV record: each column is a field by the spec's name, a nested field by its dotted name
 * (`location.name`), an item of a list by its position (`images.0.image.url`, `standardEquipment.2`). Every column
 * must have passed {@link columnProblem}.
 * @example carFromColumns({ id: '7', 'images.0.image.url': '/a.jpg' }) // { id: 7, images: [{ image: { url: '/a.jpg' } }] }
 */
export function carFromColumns(record: Readonly<Record<string, string>>): Record<string, unknown> {
  const car: Record<string, unknown> = {}
  for (const [column, cell] of Object.entries(record)) {
    const value = cellValue(column, cell)
    if (value === undefined) continue
    const path = column.split('.')
    let at: Record<string, unknown> | unknown[] = car
    path.forEach((segment, index) => {
      const last = index === path.length - 1
      const key: string | number = Array.isArray(at) ? Number(segment) : segment
      const holder = at as Record<string | number, unknown>
      if (last) holder[key] = value
      else {
        holder[key] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {}
        at = holder[key] as Record<string, unknown> | unknown[]
      }
    })
  }
  return car
}
