import { OffersGrid } from '@forecourt/components'
import type { OffersPage } from '../site/catalogue-types'

/** Texts of /special-offers. */
export const offersPageTexts = {
  title: 'Special Offers',
  intro: 'Our latest deals and promotions. Offers end when stated and may change without notice.',
} as const

/**
 * /special-offers: the live offers as promo cards.
 * @example <OffersPageView page={page} />
 */
export function OffersPageView({ page }: { page: OffersPage }) {
  return (
    <section className="fc-section">
      <h1 className="fc-section__heading">{offersPageTexts.title}</h1>
      <p>{offersPageTexts.intro}</p>
      <OffersGrid offers={page.offers} />
    </section>
  )
}
