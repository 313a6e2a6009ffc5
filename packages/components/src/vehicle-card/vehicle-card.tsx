import { cx } from '../format'

export type VehicleTagTone = 'green' | 'red' | 'neutral' | 'sold'

export interface VehicleCardTexts {
  /** Accessible name of the placeholder picture. @defaultValue 'No image available' */
  noImage: string
  /** Accessible name of the chip list. @defaultValue 'Features' */
  chips: string
}

export interface VehicleCardProps {
  href: string
  /** Year, make and model, e.g. '2023 Toyota HiLux'. */
  title: string
  /** Badge and series, e.g. 'SR5 GUN126R'. */
  subtitle?: string
  /** Without an image a placeholder picture is shown. */
  image?: { src: string; srcSet?: string; alt: string; width: number; height: number } | null
  /** Price as displayed, e.g. '$54,990', and its type, e.g. 'Drive Away'. */
  price: { text: string; note?: string }
  /** Attribute chips, e.g. odometer, transmission, fuel. */
  chips?: string[]
  tag?: { text: string; tone: VehicleTagTone } | null
  /** Load the image eagerly with high priority (the first cards of a page). @defaultValue false */
  priority?: boolean
  /** @defaultValue 3 */
  headingLevel?: 2 | 3 | 4
  texts?: Partial<VehicleCardTexts>
}

function Placeholder({ label }: { label: string }) {
  return (
    <svg
      className="fc-vcard__image fc-vcard__placeholder"
      viewBox="0 0 400 300"
      role="img"
      aria-label={label}
    >
      <rect width="400" height="300" fill="currentColor" opacity="0.08" />
      <path
        d="M90 190l20-45c5-11 14-17 26-17h128c12 0 21 6 26 17l20 45v35c0 5-4 9-9 9h-18c-5 0-9-4-9-9v-10H126v10c0 5-4 9-9 9H99c-5 0-9-4-9-9z M122 150l-12 32h180l-12-32c-2-6-7-9-13-9H135c-6 0-11 3-13 9z"
        fill="currentColor"
        opacity="0.35"
        fillRule="evenodd"
      />
    </svg>
  )
}

/** A stock card: picture, title, badge and series, chips, price and a tag. The whole card is one link. */
export function VehicleCard({
  href,
  title,
  subtitle,
  image,
  price,
  chips = [],
  tag,
  priority = false,
  headingLevel = 3,
  texts,
}: VehicleCardProps) {
  const t = { noImage: 'No image available', chips: 'Features', ...texts }
  const Heading = `h${headingLevel}` as const
  return (
    <article className={cx('fc-vcard', tag?.tone === 'sold' && 'fc-vcard--sold')}>
      <div className="fc-vcard__media">
        {image ? (
          <img
            className="fc-vcard__image"
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? '(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 90vw' : undefined}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <Placeholder label={t.noImage} />
        )}
        {tag ? <span className={`fc-vcard__tag fc-vcard__tag--${tag.tone}`}>{tag.text}</span> : null}
      </div>
      <div className="fc-vcard__body">
        <Heading className="fc-vcard__title">
          <a className="fc-vcard__link" href={href}>
            {title}
          </a>
        </Heading>
        {subtitle ? <p className="fc-vcard__subtitle">{subtitle}</p> : null}
        {chips.length ? (
          <ul className="fc-vcard__chips" aria-label={t.chips}>
            {chips.map((chip, index) => (
              <li key={`${chip}-${index}`} className="fc-vcard__chip">
                {chip}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="fc-vcard__price">
          <span className="fc-vcard__amount">{price.text}</span>
          {price.note ? <span className="fc-vcard__note">{price.note}</span> : null}
        </p>
      </div>
    </article>
  )
}
