import { CallButton } from '../phone-reveal/phone-reveal'
import { ActionControl, type VehicleAction } from '../vehicle-actions/vehicle-actions'

/** Visible texts of {@link SoldPanel}. */
export interface SoldPanelTexts {
  /** @defaultValue 'SOLD' */
  sold: string
  /** A line under the notice; empty hides it. @defaultValue 'This vehicle is no longer available.' */
  message: string
  /** @defaultValue 'Find Me Something Similar' */
  findSimilar: string
  /** @defaultValue 'Call the dealer' */
  call: string
}

const defaultTexts: SoldPanelTexts = {
  sold: 'SOLD',
  message: 'This vehicle is no longer available.',
  findSimilar: 'Find Me Something Similar',
  call: 'Call the dealer',
}

/** Props of {@link SoldPanel}. */
export interface SoldPanelProps {
  /**
   * Find Me Something Similar: a link (`href`) or the enquiry dialog (`onClick`). Leave it out when the site's
   * no-stock option is set (stock-rules `sidebarMode(...).findMeSomethingSimilar`).
   */
  findSimilar?: VehicleAction | null
  /**
   * The location's phone: a sold car's shopper can still ask the dealer about it or a similar car (Call the dealer).
   * Leave it out when the location has none.
   */
  phone?: string | null
  /** Called when Call the dealer is followed; the site fires analytics event 25 (call dealer). */
  onCall?: () => void
  /** @defaultValue see {@link SoldPanelTexts} */
  texts?: Partial<SoldPanelTexts>
}

/**
 * The SOLD notice of an unavailable car, with Find Me Something Similar and Call the dealer in place of the action
 * buttons.
 * @example <SoldPanel findSimilar={{ href: '#enquire' }} phone="+61733334444" onCall={track} />
 */
export function SoldPanel({ findSimilar, phone, onCall, texts }: SoldPanelProps) {
  const t = { ...defaultTexts, ...texts }
  return (
    <div className="fc-sold">
      <p className="fc-sold__notice">{t.sold}</p>
      {t.message ? <p className="fc-sold__message">{t.message}</p> : null}
      {findSimilar ? (
        <ActionControl action={findSimilar} label={t.findSimilar} className="fc-button fc-sold__similar" />
      ) : null}
      {phone ? (
        <CallButton className="fc-sold__call" phone={phone} onCall={onCall} texts={{ call: t.call }} />
      ) : null}
    </div>
  )
}
