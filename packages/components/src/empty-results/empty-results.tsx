export interface EmptyResultsProps {
  /** @defaultValue 'No Results Available' */
  title?: string
  /**
   * @defaultValue 'No results found for your search at this time. Please try adjusting the filters for more results.'
   * The offers page passes 'There appears to be no offers currently available that meet the conditions of your search'.
   */
  text?: string
  /** The refresh path (search-url's `refreshPath`): the search without filters. */
  clearHref: string
  /** @defaultValue 'Clear Filters' */
  clearLabel?: string
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
}

/** The spec's empty search: 'No Results Available' with a Clear Filters link to the refresh path. */
export function EmptyResults({
  title = 'No Results Available',
  text = 'No results found for your search at this time. Please try adjusting the filters for more results.',
  clearHref,
  clearLabel = 'Clear Filters',
  headingLevel = 2,
}: EmptyResultsProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="fc-empty">
      <Heading className="fc-empty__title">{title}</Heading>
      <p className="fc-empty__text">{text}</p>
      <a className="fc-button" href={clearHref}>
        {clearLabel}
      </a>
    </div>
  )
}
