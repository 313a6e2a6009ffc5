import { collapseList, vehicleListLimits, visibleSpecRows, type SpecRow } from '@forecourt/stock-rules'
import { useId, useState } from 'react'
import { ShowMoreToggle } from '../show-more-toggle/show-more-toggle'

/** A titled group of specification rows, e.g. Engine or Dimensions. */
export interface SpecSection {
  /** Without a title the rows follow the previous section's. */
  title?: string
  rows: SpecRow[]
}

/** Visible texts of {@link SpecList}. */
export interface SpecListTexts {
  /** @defaultValue 'Specifications' */
  heading: string
  /** @defaultValue 'Show All Specifications' */
  showMore: string
  /** @defaultValue 'Hide Specifications' */
  showLess: string
}

const defaultTexts: SpecListTexts = {
  heading: 'Specifications',
  showMore: 'Show All Specifications',
  showLess: 'Hide Specifications',
}

/** Props of {@link SpecList}. */
export interface SpecListProps {
  /** Sections of rows as displayed (values with their units); rows with empty, null or 'null' values are hidden. */
  sections: SpecSection[]
  /** Rows shown before the toggle, counted across sections. @defaultValue 4 */
  limit?: number
  /** Render expanded at first (stories, visual tests). @defaultValue false */
  defaultExpanded?: boolean
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  /** @defaultValue see {@link SpecListTexts} */
  texts?: Partial<SpecListTexts>
}

/**
 * All specifications of a vehicle: rows grouped in titled sections (e.g. Engine, Dimensions, Caravan
 * Specifications), the first 4 shown until expanded. Rows with an empty, null or 'null' value are hidden, and so is a
 * section left without rows. Renders nothing when no row is left.
 */
export function SpecList({
  sections,
  limit = vehicleListLimits.specifications,
  defaultExpanded = false,
  headingLevel = 2,
  texts,
}: SpecListProps) {
  const t = { ...defaultTexts, ...texts }
  const id = useId()
  const [expanded, setExpanded] = useState(defaultExpanded)
  const rows = sections.flatMap((section, sectionIndex) =>
    visibleSpecRows(section.rows).map((row) => ({ ...row, sectionIndex })),
  )
  const list = collapseList(rows, limit, expanded)
  if (!list.items.length) return null
  const shown = sections
    .map((section, sectionIndex) => ({
      title: section.title,
      rows: list.items.filter((row) => row.sectionIndex === sectionIndex),
    }))
    .filter((section) => section.rows.length)
  const Heading = `h${headingLevel}` as const
  const SectionHeading = `h${headingLevel + 1}` as 'h3' | 'h4'
  return (
    <section className="fc-specs" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="fc-specs__heading">
        {t.heading}
      </Heading>
      <div id={`${id}-body`} className="fc-specs__body">
        {shown.map((section, index) => (
          <div key={`${section.title ?? ''}-${index}`} className="fc-specs__section">
            {section.title ? (
              <SectionHeading className="fc-specs__title">{section.title}</SectionHeading>
            ) : null}
            <dl className="fc-specs__list">
              {section.rows.map((row, rowIndex) => (
                <div key={`${row.label}-${rowIndex}`} className="fc-specs__row">
                  <dt className="fc-specs__label">{row.label}</dt>
                  <dd className="fc-specs__value">{String(row.value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      {list.hasToggle ? (
        <ShowMoreToggle
          expanded={expanded}
          onToggle={setExpanded}
          controls={`${id}-body`}
          moreLabel={t.showMore}
          lessLabel={t.showLess}
        />
      ) : null}
    </section>
  )
}
