import { dealerComments, emptyDealerCommentsText } from '@forecourt/stock-rules'
import { useId, useState } from 'react'
import { ShowMoreToggle } from '../show-more-toggle/show-more-toggle'

/** Visible texts of {@link DealerComments}. */
export interface DealerCommentsTexts {
  /** @defaultValue 'Dealer Comments' */
  heading: string
  /** @defaultValue 'Show More' */
  showMore: string
  /** @defaultValue 'Show Less' */
  showLess: string
  /** Shown when there are no comments. @defaultValue 'Dealer comments are pending. Please check back here later.' */
  empty: string
}

const defaultTexts: DealerCommentsTexts = {
  heading: 'Dealer Comments',
  showMore: 'Show More',
  showLess: 'Show Less',
  empty: emptyDealerCommentsText,
}

/** Props of {@link DealerComments}. */
export interface DealerCommentsProps {
  /**
   * The comments as HTML, ALREADY SANITISED by the site (an allow-list sanitiser on the server). It is inserted as
   * is with `dangerouslySetInnerHTML`: never pass the feed's `dealercomments` unsanitised.
   */
  sanitisedHtml: string
  /** The same comments as plain text: it decides emptiness and is what the collapsed view shows, cut to 400 characters. */
  text: string
  /** Render expanded at first (stories, visual tests). @defaultValue false */
  defaultExpanded?: boolean
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  /** @defaultValue see {@link DealerCommentsTexts} */
  texts?: Partial<DealerCommentsTexts>
}

/**
 * Dealer comments: longer than 400 characters they show cut (plain text with '...') and Show More / Show Less
 * toggles the full, formatted comments; empty, they read 'Dealer comments are pending. Please check back here later.'
 */
export function DealerComments({
  sanitisedHtml,
  text,
  defaultExpanded = false,
  headingLevel = 2,
  texts,
}: DealerCommentsProps) {
  const t = { ...defaultTexts, ...texts }
  const id = useId()
  const [expanded, setExpanded] = useState(defaultExpanded)
  const comments = dealerComments(text, expanded)
  // Whether the comments are long enough for a toggle, whatever the current state.
  const long = dealerComments(text, false).truncated
  const Heading = `h${headingLevel}` as const
  return (
    <section className="fc-comments" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="fc-comments__heading">
        {t.heading}
      </Heading>
      <div id={`${id}-body`} className="fc-comments__body">
        {comments.empty ? (
          <p className="fc-comments__empty">{t.empty}</p>
        ) : comments.truncated ? (
          <p className="fc-comments__text">{comments.text}</p>
        ) : (
          <div className="fc-comments__html" dangerouslySetInnerHTML={{ __html: sanitisedHtml }} />
        )}
      </div>
      {long ? (
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
