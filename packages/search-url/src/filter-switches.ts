import type { SearchAttribute } from './attributes.js'

/** The filter dropdowns of the search page, named as the tenant configuration's filter switches. */
export type FilterSwitchKey =
  | 'carType'
  | 'colour'
  | 'body'
  | 'transmission'
  | 'odometer'
  | 'price'
  | 'fuelType'
  | 'drive'
  | 'year'
  | 'make'
  | 'model'

/** A filter dropdown: the attribute it refines and whether it picks values (list) or a range. */
export interface FilterSwitch {
  key: FilterSwitchKey
  label: string
  attribute: SearchAttribute
  kind: 'list' | 'range'
}

/**
 * "Filter switches default on for car type, colour, body, transmission, odometer, price, fuel type, drive,
 * year, make, model" (spec section 2, Search results), in that order, each with its attribute.
 * @example defaultFilterSwitches.find((entry) => entry.key === 'odometer')
 * // { key: 'odometer', label: 'odometer', attribute: 'km', kind: 'range' }
 */
export const defaultFilterSwitches: readonly FilterSwitch[] = [
  { key: 'carType', label: 'car type', attribute: 'car_type', kind: 'list' },
  { key: 'colour', label: 'colour', attribute: 'colour', kind: 'list' },
  { key: 'body', label: 'body', attribute: 'body', kind: 'list' },
  { key: 'transmission', label: 'transmission', attribute: 'transmission', kind: 'list' },
  { key: 'odometer', label: 'odometer', attribute: 'km', kind: 'range' },
  { key: 'price', label: 'price', attribute: 'price', kind: 'range' },
  { key: 'fuelType', label: 'fuel type', attribute: 'fuel', kind: 'list' },
  { key: 'drive', label: 'drive', attribute: 'drive', kind: 'list' },
  { key: 'year', label: 'year', attribute: 'year', kind: 'range' },
  { key: 'make', label: 'make', attribute: 'make', kind: 'list' },
  { key: 'model', label: 'model', attribute: 'model', kind: 'list' },
]

/**
 * The filter dropdowns switched on: every default one unless the tenant switches it off.
 * @example enabledFilterSwitches({ colour: false }).length // 10
 */
export function enabledFilterSwitches(
  switches: Partial<Record<FilterSwitchKey, boolean>> = {},
): FilterSwitch[] {
  return defaultFilterSwitches.filter((entry) => switches[entry.key] !== false)
}
