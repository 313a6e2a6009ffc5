import { collapseList, vehicleListLimits } from '@forecourt/stock-rules'
import { useId, useState } from 'react'
import { ShowMoreToggle } from '../show-more-toggle/show-more-toggle'

/** Visible texts of {@link FeatureList}. */
export interface FeatureListTexts {
  /** @defaultValue 'Features' */
  heading: string
  /** @defaultValue 'Show All' */
  showAll: string
  /** @defaultValue 'Hide' */
  hide: string
}

const defaultTexts: FeatureListTexts = { heading: 'Features', showAll: 'Show All', hide: 'Hide' }

/** Props of {@link FeatureList}. */
export interface FeatureListProps {
  /** Feature names as plain text, e.g. the car's standard equipment; blank entries are skipped. */
  features: string[]
  /** Features shown before Show All. @defaultValue 8 */
  limit?: number
  /** Render expanded at first (stories, visual tests). @defaultValue false */
  defaultExpanded?: boolean
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  /** @defaultValue see {@link FeatureListTexts} */
  texts?: Partial<FeatureListTexts>
}

/** The feature list of a vehicle: the first 8 features, then Show All / Hide. Renders nothing without features. */
export function FeatureList({
  features,
  limit = vehicleListLimits.features,
  defaultExpanded = false,
  headingLevel = 2,
  texts,
}: FeatureListProps) {
  const t = { ...defaultTexts, ...texts }
  const id = useId()
  const [expanded, setExpanded] = useState(defaultExpanded)
  const list = collapseList(
    features.filter((feature) => feature.trim() !== ''),
    limit,
    expanded,
  )
  if (!list.items.length) return null
  const Heading = `h${headingLevel}` as const
  return (
    <section className="fc-features" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="fc-features__heading">
        {t.heading}
      </Heading>
      <ul id={`${id}-list`} className="fc-features__list">
        {list.items.map((feature, index) => (
          <li key={`${feature}-${index}`} className="fc-features__item">
            {feature}
          </li>
        ))}
      </ul>
      {list.hasToggle ? (
        <ShowMoreToggle
          expanded={expanded}
          onToggle={setExpanded}
          controls={`${id}-list`}
          moreLabel={t.showAll}
          lessLabel={t.hide}
        />
      ) : null}
    </section>
  )
}
