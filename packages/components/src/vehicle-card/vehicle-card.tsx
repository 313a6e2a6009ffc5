import type { VehicleCardData, VehicleTag, VehicleTagTone } from '@forecourt/stock-rules'
import { cx } from '../format'
import { VehicleTagLabel } from './vehicle-tag'

export type { VehicleTag, VehicleTagTone }

export interface VehicleCardTexts {
  /** Accessible name of the placeholder picture. @defaultValue 'No image available' */
  noImage: string
  /** Accessible name of the chip list. @defaultValue 'Features' */
  chips: string
  /** Accessible name of the finance chip list. @defaultValue 'Finance' */
  finance: string
}

/** A finance chip as displayed, e.g. '$123/wk' or '8.99% p.a. · comparison 9.45% p.a.*'. */
export interface VehicleFinanceChip {
  text: string
}

/** A button-like link under the price, e.g. View Details or Enquire Now. */
export interface VehicleCardAction {
  label: string
  href: string
  /** @defaultValue 'secondary' */
  variant?: 'primary' | 'secondary'
}

/**
 * A card's data is stock-rules' `VehicleCardData` (what its `vehicleCard(car, now, options)` returns, so a card
 * can be spread in as is); picture, chips and tag may be left out here.
 */
export interface VehicleCardProps extends Pick<VehicleCardData, 'href' | 'title' | 'subtitle' | 'price'> {
  /** Without an image a placeholder picture is shown. */
  image?: VehicleCardData['image']
  /** Attribute chips, e.g. odometer, transmission, fuel. */
  chips?: VehicleCardData['chips']
  tag?: VehicleCardData['tag']
  /**
   * Finance chips, shown exactly as given. Australian credit law: an interest rate is never shown without its
   * comparison rate, so pass rate texts already paired (finance-math's `ratePair`), never a rate alone.
   */
  financeChips?: VehicleFinanceChip[]
  /** Links under the price (View Details, Enquire Now); they sit above the card-wide title link. */
  actions?: VehicleCardAction[]
  /**
   * Load the image eagerly with high priority: the page's first photo, which is what a phone shows first.
   * @defaultValue false
   */
  priority?: boolean
  /**
   * Load the image eagerly at the browser's own priority: the other photos of a wide screen's first view (the rest of
   * a grid's first row). The browser raises those on screen, and on a phone, where they are not, they wait behind
   * the first photo.
   * @defaultValue the value of `priority`
   */
  eager?: boolean
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

/**
 * A stock card: picture, title, badge and series, chips, price, finance chips, actions and a tag. The title link
 * covers the card, so the card is one target; action links sit above it and stay their own targets.
 */
export function VehicleCard({
  href,
  title,
  subtitle,
  image,
  price,
  chips = [],
  tag,
  financeChips = [],
  actions = [],
  priority = false,
  eager = priority,
  headingLevel = 3,
  texts,
}: VehicleCardProps) {
  const t = { noImage: 'No image available', chips: 'Features', finance: 'Finance', ...texts }
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
            loading={priority || eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <Placeholder label={t.noImage} />
        )}
        {tag ? <VehicleTagLabel className="fc-vcard__tag" tag={tag} /> : null}
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
        {financeChips.length ? (
          <ul className="fc-vcard__chips fc-vcard__finance" aria-label={t.finance}>
            {financeChips.map((chip, index) => (
              <li key={`${chip.text}-${index}`} className="fc-vcard__chip">
                {chip.text}
              </li>
            ))}
          </ul>
        ) : null}
        {actions.length ? (
          <div className="fc-vcard__actions">
            {actions.map((action) => (
              <a
                key={`${action.label}-${action.href}`}
                className={cx('fc-button', action.variant !== 'primary' && 'fc-button--outline')}
                href={action.href}
              >
                {action.label}
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </article>
  )
}
