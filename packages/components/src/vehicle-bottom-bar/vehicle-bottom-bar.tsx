import { cx } from '../format'
import { useScrollPast } from '../hooks/use-scroll-past'
import { CallButton } from '../phone-reveal/phone-reveal'
import {
  ActionControl,
  VehicleActions,
  type VehicleAction,
  type VehicleActionsTexts,
} from '../vehicle-actions/vehicle-actions'
import type { VehiclePrice } from '../vehicle-sidebar/vehicle-sidebar'

/** Scroll distance after which the bottom bar switches to its opened style (spec section 9: bottom bar 900px). */
export const bottomBarOffset = 900

/** Visible and accessible texts of {@link VehicleBottomBar}. */
export interface VehicleBottomBarTexts {
  /** Accessible name of the bar's region. @defaultValue 'Quick actions' */
  label: string
  /** @defaultValue 'Find Me Something Similar' */
  findSimilar: string
  /** Call the dealer, on an unavailable car. @defaultValue 'Call the dealer' */
  callDealer: string
  actions?: Partial<VehicleActionsTexts>
}

const defaultTexts: VehicleBottomBarTexts = {
  label: 'Quick actions',
  findSimilar: 'Find Me Something Similar',
  callDealer: 'Call the dealer',
}

/** Props of {@link VehicleBottomBar}. */
export interface VehicleBottomBarProps {
  /** Year, make and model, e.g. '2023 Toyota HiLux'. */
  title: string
  /** The price slot as in the sidebar. */
  price: VehiclePrice
  /**
   * Whether the car is available; an unavailable car gets Find Me Something Similar and Call the dealer in place of
   * the buttons.
   */
  available: boolean
  /** Reserve Car Now (wide screens only). */
  reserve?: VehicleAction | null
  /** Enquire Now, or Instant Message through its `label`. */
  enquiry?: VehicleAction | null
  /** The location phone for Call Now (Call the dealer on an unavailable car). */
  phone?: string | null
  /** Called when Call Now or Call the dealer is followed; the site fires analytics event 25. */
  onCall?: () => void
  /** Find Me Something Similar for unavailable cars; leave it out when the no-stock option is set. */
  findSimilar?: VehicleAction | null
  /** Render opened regardless of scrolling (stories, visual tests). @defaultValue false */
  forceOpened?: boolean
  /** @defaultValue see {@link VehicleBottomBarTexts} */
  texts?: Partial<VehicleBottomBarTexts>
}

/**
 * The vehicle page's fixed bottom bar, which is also the sticky mobile bar, so phones never get two fixed bars:
 * - below 64rem it is always shown and holds Call Now and Enquire Now (the spec's sticky mobile bar);
 * - from 64rem it repeats the title, price and every action button, and slides in (`fc-vbar--opened`) once the page
 *   has scrolled past 900px, when the sidebar has scrolled away.
 * A spacer in the flow keeps the bar from covering the end of the page on phones.
 */
export function VehicleBottomBar({
  title,
  price,
  available,
  reserve,
  enquiry,
  phone,
  onCall,
  findSimilar,
  forceOpened = false,
  texts,
}: VehicleBottomBarProps) {
  const t = { ...defaultTexts, ...texts }
  const scrolled = useScrollPast(bottomBarOffset)
  const opened = forceOpened || scrolled
  if (available ? !reserve && !enquiry && !phone : !findSimilar && !phone) return null
  return (
    <>
      <div className="fc-vbar__spacer" aria-hidden="true" />
      <div role="region" aria-label={t.label} className={cx('fc-vbar', opened && 'fc-vbar--opened')}>
        <div className="fc-vbar__inner">
          <div className="fc-vbar__summary">
            <p className="fc-vbar__title">{title}</p>
            {available ? (
              <p className="fc-vbar__price">
                <span className="fc-vbar__amount">{price.text}</span>
                {price.note ? <span className="fc-vbar__note">{price.note}</span> : null}
              </p>
            ) : null}
          </div>
          {available ? (
            <VehicleActions
              className="fc-vbar__actions"
              reserve={reserve}
              enquiry={enquiry}
              phone={phone}
              onCall={onCall}
              texts={t.actions}
            />
          ) : (
            <div className="fc-actions fc-vbar__actions">
              {findSimilar ? (
                <ActionControl action={findSimilar} label={t.findSimilar} className="fc-button" />
              ) : null}
              {phone ? <CallButton phone={phone} onCall={onCall} texts={{ call: t.callDealer }} /> : null}
            </div>
          )}
        </div>
      </div>
    </>
  )
}
