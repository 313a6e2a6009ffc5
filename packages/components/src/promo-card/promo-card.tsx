export interface PromoCardProps {
  heading: string
  text?: string
  href: string
  /** Shown at the card's 4:3 picture size, lazily loaded. */
  image?: { src: string; alt: string }
  /** @defaultValue 3 */
  headingLevel?: 2 | 3 | 4
}

/** A promotional card for the results grid, the same size as a vehicle card; the whole card is one link. */
export function PromoCard({ heading, text, href, image, headingLevel = 3 }: PromoCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className="fc-promo-card">
      {image ? <img className="fc-promo-card__image" src={image.src} alt={image.alt} loading="lazy" /> : null}
      <div className="fc-promo-card__body">
        <Heading className="fc-promo-card__heading">
          <a className="fc-promo-card__link" href={href}>
            {heading}
          </a>
        </Heading>
        {text ? <p className="fc-promo-card__text">{text}</p> : null}
      </div>
    </article>
  )
}
