import { collapseList, vehicleListLimits, visibleSpecRows, type SpecRow } from '@forecourt/stock-rules'
import { useId, useState } from 'react'
import { ShowMoreToggle } from '../show-more-toggle/show-more-toggle'

/** Visible texts of {@link KeyInformation}. */
export interface KeyInformationTexts {
  /** @defaultValue 'Key Information' */
  heading: string
  /** @defaultValue 'Show More' */
  showMore: string
  /** @defaultValue 'Show Less' */
  showLess: string
}

const defaultTexts: KeyInformationTexts = {
  heading: 'Key Information',
  showMore: 'Show More',
  showLess: 'Show Less',
}

/** Props of {@link KeyInformation}. */
export interface KeyInformationProps {
  /** Label and value pairs as displayed, e.g. `{ label: 'Odometer', value: '24,500 km' }`; empty values are hidden. */
  items: SpecRow[]
  /** Entries shown before Show More. @defaultValue 4 */
  limit?: number
  /** Render expanded at first (stories, visual tests). @defaultValue false */
  defaultExpanded?: boolean
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  /** @defaultValue see {@link KeyInformationTexts} */
  texts?: Partial<KeyInformationTexts>
}

/**
 * Key information of a vehicle as a description list: the first 4 entries, then Show More / Show Less. Entries
 * with an empty, null or 'null' value are left out. Renders nothing when no entry is left.
 */
export function KeyInformation({
  items,
  limit = vehicleListLimits.keyInformation,
  defaultExpanded = false,
  headingLevel = 2,
  texts,
}: KeyInformationProps) {
  const t = { ...defaultTexts, ...texts }
  const id = useId()
  const [expanded, setExpanded] = useState(defaultExpanded)
  const list = collapseList(visibleSpecRows(items), limit, expanded)
  if (!list.items.length) return null
  const Heading = `h${headingLevel}` as const
  return (
    <section className="fc-keyinfo" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="fc-keyinfo__heading">
        {t.heading}
      </Heading>
      <dl id={`${id}-list`} className="fc-keyinfo__list">
        {list.items.map((item, index) => (
          <div key={`${item.label}-${index}`} className="fc-keyinfo__item">
            <dt className="fc-keyinfo__label">{item.label}</dt>
            <dd className="fc-keyinfo__value">{String(item.value)}</dd>
          </div>
        ))}
      </dl>
      {list.hasToggle ? (
        <ShowMoreToggle
          expanded={expanded}
          onToggle={setExpanded}
          controls={`${id}-list`}
          moreLabel={t.showMore}
          lessLabel={t.showLess}
        />
      ) : null}
    </section>
  )
}
