import { FilterDropdown } from '../filter-dropdown/filter-dropdown'
import { formatDollars } from '../format'
import { RangeFilter } from '../range-filter/range-filter'
import { demoCarTypes, demoMakeGroups, demoMakes } from '../refinement-list/fixtures'
import { RefinementList } from '../refinement-list/refinement-list'

/** Three filter dropdowns for stories. */
export function DemoFilters() {
  return (
    <>
      <FilterDropdown label="Car type" activeCount={1}>
        <RefinementList items={demoCarTypes} onToggle={() => undefined} />
      </FilterDropdown>
      <FilterDropdown label="Make" activeCount={1}>
        <RefinementList
          items={demoMakes}
          groups={demoMakeGroups}
          searchable
          texts={{ search: 'Search makes' }}
          onToggle={() => undefined}
        />
      </FilterDropdown>
      <FilterDropdown label="Price">
        <RangeFilter
          label="Price"
          min={5000}
          max={250000}
          step={500}
          value={{}}
          onChange={() => undefined}
          format={formatDollars}
        />
      </FilterDropdown>
    </>
  )
}
