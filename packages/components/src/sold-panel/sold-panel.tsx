import { ActionControl, type VehicleAction } from '../vehicle-actions/vehicle-actions'

/** Visible texts of {@link SoldPanel}. */
export interface SoldPanelTexts {
  /** @defaultValue 'SOLD' */
  sold: string
  /** A line under the notice; empty hides it. @defaultValue 'This vehicle is no longer available.' */
  message: string
  /** @defaultValue 'Find Me Something Similar' */
  findSimilar: string
}

const defaultTexts: SoldPanelTexts = {
  sold: 'SOLD',
  message: 'This vehicle is no longer available.',
  findSimilar: 'Find Me Something Similar',
}

/** Props of {@link SoldPanel}. */
export interface SoldPanelProps {
  /**
   * Find Me Something Similar: a link (`href`) or the enquiry dialog (`onClick`). Leave it out when the site's
   * no-stock option is set (stock-rules `sidebarMode(...).findMeSomethingSimilar`).
   */
  findSimilar?: VehicleAction | null
  /** @defaultValue see {@link SoldPanelTexts} */
  texts?: Partial<SoldPanelTexts>
}

/** The SOLD notice of an unavailable car, with Find Me Something Similar in place of the action buttons. */
export function SoldPanel({ findSimilar, texts }: SoldPanelProps) {
  const t = { ...defaultTexts, ...texts }
  return (
    <div className="fc-sold">
      <p className="fc-sold__notice">{t.sold}</p>
      {t.message ? <p className="fc-sold__message">{t.message}</p> : null}
      {findSimilar ? (
        <ActionControl action={findSimilar} label={t.findSimilar} className="fc-button fc-sold__similar" />
      ) : null}
    </div>
  )
}
