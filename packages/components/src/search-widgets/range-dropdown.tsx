import { isMaxRange, isMinRange } from '@forecourt/search-url'
import { useRange } from 'react-instantsearch'
import { FilterDropdown } from '../filter-dropdown/filter-dropdown'
import { RangeFilter, type RangeFilterTexts } from '../range-filter/range-filter'

export interface RangeDropdownProps {
  /** The numeric attribute, e.g. 'price'. */
  attribute: string
  /** The dropdown's button and the slider's name, e.g. 'Price'. */
  label: string
  /**
   * The slider's bounds (e.g. search-url's priceSliderDefaults). Without them the bounds are the facet stats of
   * the results (computed without this range's own refinement).
   */
  min?: number
  max?: number
  /** @defaultValue 1 */
  step?: number
  format?: (value: number) => string
  texts?: Partial<RangeFilterTexts>
}

const finite = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value : undefined

/**
 * A limit that excludes no car (at or outside the stats of every matching car) is no limit; InstantSearch also
 * refuses limits outside those stats.
 */
function beyond(limit: number | undefined, stat: number | undefined, direction: 1 | -1): number | undefined {
  if (limit === undefined || stat === undefined) return limit
  return (limit - stat) * direction > 0 ? limit : undefined
}

/** A filter dropdown with a two-handle range wired to InstantSearch's range for one attribute. */
export function RangeDropdown({ attribute, label, min, max, step = 1, format, texts }: RangeDropdownProps) {
  // No bounds given to InstantSearch: a handle at a bound then sets no limit (`range[price]=5000:`, not `5000:250000`).
  const { start, range, refine } = useRange({ attribute })
  const stats = { min: finite(range.min), max: finite(range.max) }
  const bounds = { min: min ?? stats.min ?? 0, max: max ?? stats.max ?? 0 }
  const value = { min: finite(start[0]), max: finite(start[1]) }
  const active = !isMinRange(value, bounds) || !isMaxRange(value, bounds)
  return (
    <FilterDropdown label={label} activeCount={active ? 1 : 0}>
      {bounds.max - bounds.min >= step ? (
        <RangeFilter
          label={label}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={value}
          format={format}
          texts={texts}
          onChange={(next) => refine([beyond(next.min, stats.min, 1), beyond(next.max, stats.max, -1)])}
        />
      ) : null}
    </FilterDropdown>
  )
}
