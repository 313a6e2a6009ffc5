import { cx } from '../format'
import { useScrollPast } from '../hooks/use-scroll-past'
import { ActionControl, type VehicleAction } from '../vehicle-actions/vehicle-actions'
import type { VehiclePrice } from '../vehicle-sidebar/vehicle-sidebar'

/** Scroll distance after which the vehicle sticky header appears (spec section 9: sticky header 500px). */
export const vehicleStickyHeaderOffset = 500

/** Visible and accessible texts of {@link VehicleStickyHeader}. */
export interface VehicleStickyHeaderTexts {
  /** Accessible name of the bar's region. @defaultValue 'Vehicle summary' */
  label: string
  /** @defaultValue 'Enquire Now' */
  enquire: string
}

const defaultTexts: VehicleStickyHeaderTexts = { label: 'Vehicle summary', enquire: 'Enquire Now' }

/** Props of {@link VehicleStickyHeader}. */
export interface VehicleStickyHeaderProps {
  /** Year, make and model, e.g. '2023 Toyota HiLux'. */
  title: string
  /** The price slot as in the sidebar; leave it out for unavailable cars. */
  price?: VehiclePrice | null
  /** Enquire Now, or another label through `label`; leave it out for unavailable cars. */
  enquiry?: VehicleAction | null
  /** Render shown regardless of scrolling (stories, visual tests). @defaultValue false */
  forceShown?: boolean
  /** @defaultValue see {@link VehicleStickyHeaderTexts} */
  texts?: Partial<VehicleStickyHeaderTexts>
}

/**
 * A compact bar fixed to the top of the vehicle page with the title, price and Enquire Now. It appears once the
 * page has scrolled past 500px; until then it is `inert` and hidden, so it is neither seen nor reached. Use it in
 * place of the site header's own sticky mode on vehicle pages, so the two do not stack.
 */
export function VehicleStickyHeader({
  title,
  price,
  enquiry,
  forceShown = false,
  texts,
}: VehicleStickyHeaderProps) {
  const t = { ...defaultTexts, ...texts }
  const scrolled = useScrollPast(vehicleStickyHeaderOffset)
  const shown = forceShown || scrolled
  return (
    <div
      role="region"
      aria-label={t.label}
      className={cx('fc-vsticky', shown && 'fc-vsticky--shown')}
      inert={!shown}
    >
      <div className="fc-vsticky__inner">
        <p className="fc-vsticky__title">{title}</p>
        {price ? (
          <p className="fc-vsticky__price">
            <span className="fc-vsticky__amount">{price.text}</span>
            {price.note ? <span className="fc-vsticky__note">{price.note}</span> : null}
          </p>
        ) : null}
        {enquiry ? (
          <ActionControl action={enquiry} label={t.enquire} className="fc-button fc-vsticky__enquire" />
        ) : null}
      </div>
    </div>
  )
}
