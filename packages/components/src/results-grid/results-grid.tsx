import { Fragment, useMemo } from 'react'
import { cx } from '../format'
import { PromoCard, type PromoCardProps } from '../promo-card/promo-card'
import { VehicleCard, type VehicleCardProps } from '../vehicle-card/vehicle-card'

/** A promotional card and the position it takes in the grid. */
export interface ResultsGridPromo {
  /**
   * Inserted before the card at this index (0-based); at the number of cards, after the last card ("every 6 results"
   * on a page of 12); further on, not shown.
   */
  index: number
  card: PromoCardProps
}

export interface ResultsGridProps {
  cards: VehicleCardProps[]
  /** Cards per row on wide screens (the spec's 3, or 4 for one dealer group); 1 on phones, 2 on tablets. @defaultValue 3 */
  columns?: 3 | 4
  promos?: ResultsGridPromo[]
  /** A search is under way: marks the grid aria-busy and dims it; the previous cards stay. @defaultValue false */
  busy?: boolean
  /** Accessible name of the list. @defaultValue 'Search results' */
  label?: string
  /** Shows the results as a swipeable row on phones (a tenant option), a grid from tablet width up. @defaultValue false */
  carousel?: boolean
}

const noPromos: ResultsGridPromo[] = []

/**
 * The search results grid. The first card's photo loads with high priority and the rest of the first row's eagerly,
 * unless a card says otherwise: a phone shows one card at a time, so its first photo no longer shares the network
 * with photos it cannot show yet, while a wide screen's first row still loads at once. Promotional cards are
 * inserted before the card at their index, or after the last card.
 */
export function ResultsGrid({
  cards,
  columns = 3,
  promos = noPromos,
  busy = false,
  label = 'Search results',
  carousel = false,
}: ResultsGridProps) {
  // A search starting or ending changes the list's state, not its cards: the cards render again only when they,
  // the promotions or the columns change, so a filter tap does not render every card twice over.
  const items = useMemo(() => {
    const promosAt = (index: number) =>
      promos
        .filter((promo) => promo.index === index)
        .map((promo) => (
          <li key={`promo-${promo.card.href}-${promo.index}`} className="fc-results__item">
            <PromoCard {...promo.card} />
          </li>
        ))
    return [
      ...cards.map((card, index) => (
        <Fragment key={card.href}>
          {promosAt(index)}
          <li className="fc-results__item">
            <VehicleCard
              {...card}
              priority={card.priority ?? index === 0}
              eager={card.eager ?? index < columns}
            />
          </li>
        </Fragment>
      )),
      cards.length > 0 ? (
        <Fragment key="promos-after-the-last-card">{promosAt(cards.length)}</Fragment>
      ) : null,
    ]
  }, [cards, promos, columns])
  return (
    <ul
      className={cx(
        'fc-results',
        `fc-results--${columns}`,
        busy && 'fc-results--busy',
        carousel && 'fc-results--carousel',
      )}
      aria-label={label}
      aria-busy={busy}
    >
      {items}
    </ul>
  )
}
