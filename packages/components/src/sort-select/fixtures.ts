import { sortOptions } from '@forecourt/search-url'
import type { SortSelectOption } from './sort-select'

/** search-url's default sorts, as index names of a demo index. */
export const demoSortOptions: SortSelectOption[] = sortOptions.map((option) => ({
  value: option.key === 'relevant' ? 'Car_production' : `Car_production_${option.key}`,
  label: option.label,
}))
