import { PromoCard, type PromoCardProps } from '../promo-card/promo-card'

/** An offer of {@link OffersGrid}: a promo card. */
export type OfferItem = Omit<PromoCardProps, 'headingLevel'>

/** Props of {@link OffersGrid}. */
export interface OffersGridProps {
  offers: OfferItem[]
  /** Level of each card's heading (under the page's h1). @defaultValue 2 */
  headingLevel?: 2 | 3
  /** Accessible name of the list. @defaultValue 'Current offers' */
  label?: string
}

/**
 * The special offers page's promo cards: one column on phones, two on tablets, three on wide screens. Renders
 * nothing without offers.
 * @example <OffersGrid offers={[{ heading: 'Drive-away deals', href: '/search/new-cars' }]} />
 */
export function OffersGrid({ offers, headingLevel = 2, label = 'Current offers' }: OffersGridProps) {
  if (!offers.length) return null
  return (
    <ul className="fc-offers-grid" aria-label={label}>
      {offers.map((offer) => (
        <li key={`${offer.href} ${offer.heading}`}>
          <PromoCard {...offer} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
