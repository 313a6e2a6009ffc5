import { capFacetCount } from '@forecourt/search-url'
import { useId, useState } from 'react'

/** A value the shopper can tick, with how many cars have it. */
export interface RefinementItem {
  label: string
  value: string
  count: number
  isRefined: boolean
}

/** Items shown together; a labelled group gets a divider heading (e.g. 'All Makes'). */
export interface RefinementGroup {
  label?: string
  items: RefinementItem[]
}

export interface RefinementListTexts {
  /** The search box's label. @defaultValue 'Search' */
  search: string
  /** Shown when there are no items, or none match the search box. @defaultValue 'No matches' */
  empty: string
}

export interface RefinementListProps {
  /** Every item; the search box filters these. */
  items: RefinementItem[]
  onToggle: (value: string) => void
  /** Accessible name of the list when it stands alone (a FilterDropdown names its panel already). */
  label?: string
  /** Show a search box that filters the items by label. @defaultValue false */
  searchable?: boolean
  /**
   * Presentation in groups, e.g. popular makes then an 'All Makes' group (search-url's `groupPopularMakes`).
   * While the search box holds text, the matching `items` show as one list instead.
   */
  groups?: RefinementGroup[]
  /** A count as shown. @defaultValue search-url's capFacetCount text: '1999+' above 1999 */
  countText?: (count: number) => string
  texts?: Partial<RefinementListTexts>
}

const defaultCountText = (count: number) => capFacetCount(count).text

function Items({
  items,
  onToggle,
  countText,
  labelledBy,
}: {
  items: RefinementItem[]
  onToggle: (value: string) => void
  countText: (count: number) => string
  labelledBy?: string
}) {
  return (
    <ul className="fc-refine__list" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.value}>
          <label className="fc-refine__item">
            <input
              className="fc-refine__checkbox"
              type="checkbox"
              checked={item.isRefined}
              onChange={() => onToggle(item.value)}
            />
            <span className="fc-refine__label">{item.label}</span>{' '}
            <span className="fc-refine__count">{countText(item.count)}</span>
          </label>
        </li>
      ))}
    </ul>
  )
}

/** Checkboxes of facet values with their counts, optionally grouped and searchable. */
export function RefinementList({
  items,
  onToggle,
  label,
  searchable = false,
  groups,
  countText = defaultCountText,
  texts,
}: RefinementListProps) {
  const t = { search: 'Search', empty: 'No matches', ...texts }
  const id = useId()
  const [search, setSearch] = useState('')
  const term = search.trim().toLowerCase()
  const matching = term ? items.filter((item) => item.label.toLowerCase().includes(term)) : items
  const shownGroups = term || !groups ? [{ items: matching }] : groups.filter((group) => group.items.length)
  return (
    <div className="fc-refine" role={label ? 'group' : undefined} aria-label={label}>
      {searchable ? (
        <input
          className="fc-field fc-refine__search"
          type="search"
          aria-label={t.search}
          placeholder={t.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      ) : null}
      {matching.length ? (
        shownGroups.map((group, index) => {
          const headingId = `${id}-group-${index}`
          return (
            <div key={group.label ?? index} className="fc-refine__group">
              {group.label ? (
                <p className="fc-refine__divider" id={headingId}>
                  {group.label}
                </p>
              ) : null}
              <Items
                items={group.items}
                onToggle={onToggle}
                countText={countText}
                labelledBy={group.label ? headingId : undefined}
              />
            </div>
          )
        })
      ) : (
        <p className="fc-refine__empty">{t.empty}</p>
      )}
    </div>
  )
}
