import { groupPopularMakes, popularMakesCount } from '@forecourt/search-url'
import { useRefinementList, type UseRefinementListProps } from 'react-instantsearch'
import { FilterDropdown } from '../filter-dropdown/filter-dropdown'
import {
  RefinementList,
  type RefinementGroup,
  type RefinementListTexts,
} from '../refinement-list/refinement-list'

export interface RefinementDropdownTexts extends RefinementListTexts {
  /** @defaultValue 'Show more' */
  showMore: string
  /** @defaultValue 'Show less' */
  showLess: string
}

export interface RefinementDropdownProps {
  /** The attribute to refine, e.g. 'make'. */
  attribute: string
  /** The dropdown's button, e.g. 'Make'. */
  label: string
  /** @defaultValue 10 (InstantSearch's) */
  limit?: number
  /** Offer 'Show more' up to `showMoreLimit`. @defaultValue false */
  showMore?: boolean
  showMoreLimit?: number
  /** @defaultValue InstantSearch's ['isRefined', 'count:desc', 'name:asc'] */
  sortBy?: UseRefinementListProps['sortBy']
  /** Changes the items, e.g. search-url's `sortCarTypes` for 'new, demo, used'. */
  transformItems?: UseRefinementListProps['transformItems']
  /** Group as the make filter does: the most popular makes (20, or this many), then 'All Makes'. @defaultValue false */
  popularMakes?: boolean | number
  /** A box filtering the values by name. @defaultValue false */
  searchable?: boolean
  countText?: (count: number) => string
  texts?: Partial<RefinementDropdownTexts>
}

/** A filter dropdown of checkboxes wired to InstantSearch's refinement list for one attribute. */
export function RefinementDropdown({
  attribute,
  label,
  limit,
  showMore,
  showMoreLimit,
  sortBy,
  transformItems,
  popularMakes = false,
  searchable = false,
  countText,
  texts,
}: RefinementDropdownProps) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit,
    showMore,
    showMoreLimit,
    sortBy,
    transformItems,
  })
  const t = { showMore: 'Show more', showLess: 'Show less', ...texts }
  let groups: RefinementGroup[] | undefined
  if (popularMakes !== false) {
    const grouped = groupPopularMakes(items, popularMakes === true ? popularMakesCount : popularMakes)
    groups = [{ items: grouped.popular }, { label: grouped.dividerLabel, items: grouped.all }]
  }
  return (
    <FilterDropdown label={label} activeCount={items.filter((item) => item.isRefined).length}>
      <RefinementList
        items={items}
        groups={groups}
        onToggle={refine}
        searchable={searchable}
        countText={countText}
        texts={texts}
      />
      {showMore && canToggleShowMore ? (
        <button type="button" className="fc-link fc-refine__more" onClick={toggleShowMore}>
          {isShowingMore ? t.showLess : t.showMore}
        </button>
      ) : null}
    </FilterDropdown>
  )
}
