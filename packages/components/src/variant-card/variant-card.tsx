import { modelPage, wholeDollars } from '@forecourt/stock-rules/models'
import { useId, useState } from 'react'
import { ShowMoreToggle } from '../show-more-toggle/show-more-toggle'

/** Texts of {@link VariantCard}. */
export interface VariantCardTexts {
  /** The quote button (tenant option models.quoteButtonText). @defaultValue 'Get a Quote' */
  quote: string
  /** @defaultValue 'Drive away from' */
  driveAwayFrom: string
  /** @defaultValue 'View more' */
  viewMore: string
  /** @defaultValue 'View less' */
  viewLess: string
  /** @defaultValue 'Features' */
  features: string
}

/** Default {@link VariantCardTexts}. */
export const defaultVariantCardTexts: VariantCardTexts = {
  quote: 'Get a Quote',
  driveAwayFrom: 'Drive away from',
  viewMore: 'View more',
  viewLess: 'View less',
  features: 'Features',
}

/** Props of {@link VariantCard}. */
export interface VariantCardProps {
  name: string
  image?: { src: string; alt: string }
  /** The lowest drive-away price; none hides the price. */
  driveAwayPrice?: number | null
  series?: string | null
  /** Feature bullets as HTML the server already sanitised; the first 8 show until View more. */
  sanitisedFeatures: string[]
  /** The quote link (/models/order-now?…); null hides the button (coming_soon models). */
  quoteHref: string | null
  /** @defaultValue 3 */
  headingLevel?: 2 | 3 | 4
  texts?: Partial<VariantCardTexts>
}

/**
 * A model variant: image, name, optional drive-away price, series, the first 8 features with View more / View
 * less when there are more, and the quote button (default 'Get a Quote').
 * @example <VariantCard name="SR5" sanitisedFeatures={['Cruise control']} quoteHref="/models/order-now?…" />
 */
export function VariantCard({
  name,
  image,
  driveAwayPrice,
  series,
  sanitisedFeatures,
  quoteHref,
  headingLevel = 3,
  texts,
}: VariantCardProps) {
  const t = { ...defaultVariantCardTexts, ...texts }
  const id = useId()
  const [expanded, setExpanded] = useState(false)
  const Heading = `h${headingLevel}` as const
  const limit = modelPage.featuresCollapsed
  const hasToggle = sanitisedFeatures.length > limit
  const shown = expanded || !hasToggle ? sanitisedFeatures : sanitisedFeatures.slice(0, limit)
  const listId = `${id}-features`
  return (
    <article className="fc-variant-card" aria-labelledby={`${id}-name`}>
      {image ? (
        <img
          className="fc-variant-card__image"
          src={image.src}
          alt={image.alt}
          width={800}
          height={450}
          loading="lazy"
        />
      ) : null}
      <div className="fc-variant-card__body">
        <Heading className="fc-variant-card__name" id={`${id}-name`}>
          {name}
        </Heading>
        {series ? <p className="fc-variant-card__series">{series}</p> : null}
        {typeof driveAwayPrice === 'number' && driveAwayPrice > 0 ? (
          <p className="fc-variant-card__price">
            <span className="fc-variant-card__price-label">{t.driveAwayFrom}</span>{' '}
            <strong>{wholeDollars(driveAwayPrice)}</strong>
          </p>
        ) : null}
        {sanitisedFeatures.length ? (
          <ul className="fc-variant-card__features" id={listId} aria-label={t.features}>
            {shown.map((feature, index) => (
              <li key={index} dangerouslySetInnerHTML={{ __html: feature }} />
            ))}
          </ul>
        ) : null}
        {hasToggle ? (
          <ShowMoreToggle
            expanded={expanded}
            onToggle={setExpanded}
            controls={listId}
            moreLabel={t.viewMore}
            lessLabel={t.viewLess}
          />
        ) : null}
        {quoteHref ? (
          <a className="fc-button fc-variant-card__quote" href={quoteHref}>
            {t.quote}
            <span className="fc-sr-only">: {name}</span>
          </a>
        ) : null}
      </div>
    </article>
  )
}
