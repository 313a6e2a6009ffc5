import type { ReactNode } from 'react'

export interface ContentSection {
  heading?: string
  /**
   * Rich text as HTML. It is inserted as is: the caller MUST have sanitised it (e.g. with DOMPurify on the server)
   * before passing it here. Never pass HTML straight from a CMS, a tenant file or a shopper.
   */
  sanitisedHtml: string
}

export interface ContentPageProps {
  title: string
  intro?: string
  /** Sections of rich text, each already sanitised by the caller (see `sanitisedHtml`). */
  sections: ContentSection[]
  /** Extra content after the sections, e.g. a FaqList or a form. */
  children?: ReactNode
}

/**
 * An information page (privacy policy, terms, warranty, about us…): a title, an intro and sections of rich text.
 * The HTML of every section must already be sanitised by the host; this component does not sanitise it.
 */
export function ContentPage({ title, intro, sections, children }: ContentPageProps) {
  return (
    <article className="fc-section fc-content">
      <h1 className="fc-content__title">{title}</h1>
      {intro ? <p className="fc-content__intro">{intro}</p> : null}
      {sections.map((section, index) =>
        section.heading ? (
          <section key={index} className="fc-content__section">
            <h2 className="fc-content__heading">{section.heading}</h2>
            <div className="fc-prose" dangerouslySetInnerHTML={{ __html: section.sanitisedHtml }} />
          </section>
        ) : (
          <div
            key={index}
            className="fc-content__section fc-prose"
            dangerouslySetInnerHTML={{ __html: section.sanitisedHtml }}
          />
        ),
      )}
      {children}
    </article>
  )
}
