import type { ReactNode } from 'react'
import { cx } from '../format'
import { CallButton } from '../phone-reveal/phone-reveal'

/** A vehicle page action: a link (`href`), a button (`onClick`), or a link whose click the site handles first. */
export interface VehicleAction {
  /** Overrides the default label, e.g. 'Instant Message' in place of 'Enquire Now'. */
  label?: string
  href?: string
  /** With `href` as well, the link stays the no-JavaScript fallback (call `preventDefault` to open a dialog). */
  onClick?: () => void
}

/** Visible texts of {@link VehicleActions}. */
export interface VehicleActionsTexts {
  /** @defaultValue 'Reserve Car Now' */
  reserve: string
  /** @defaultValue 'Enquire Now' */
  enquire: string
  /** @defaultValue 'Call Now' */
  call: string
}

/** Default texts of the vehicle action buttons. */
export const defaultVehicleActionsTexts: VehicleActionsTexts = {
  reserve: 'Reserve Car Now',
  enquire: 'Enquire Now',
  call: 'Call Now',
}

/** Props of {@link VehicleActions}. */
export interface VehicleActionsProps {
  /** Reserve Car Now, only for cars eligible for reservation (stock-rules `showReserveButton`). */
  reserve?: VehicleAction | null
  /** Enquire Now, or Instant Message through `label`. */
  enquiry?: VehicleAction | null
  /** The location's phone for Call Now. */
  phone?: string | null
  /** Called when Call Now is followed; the site fires analytics event 25. */
  onCall?: () => void
  /** Extra class names. */
  className?: string
  /** @defaultValue see {@link VehicleActionsTexts} */
  texts?: Partial<VehicleActionsTexts>
}

/** Renders an action as a link when it has an `href`, else as a button. */
export function ActionControl({
  action,
  label,
  className,
  children,
}: {
  action: VehicleAction
  label: string
  className: string
  children?: ReactNode
}) {
  const text = action.label ?? label
  if (action.href) {
    return (
      <a className={className} href={action.href} onClick={action.onClick}>
        {children}
        {text}
      </a>
    )
  }
  return (
    <button type="button" className={className} onClick={action.onClick}>
      {children}
      {text}
    </button>
  )
}

/**
 * The vehicle action buttons of an available car: Reserve Car Now, Enquire Now (or Instant Message) and Call Now
 * with the location phone. Each shows only when given; renders nothing when none is.
 */
export function VehicleActions({ reserve, enquiry, phone, onCall, className, texts }: VehicleActionsProps) {
  const t = { ...defaultVehicleActionsTexts, ...texts }
  if (!reserve && !enquiry && !phone) return null
  return (
    <div className={cx('fc-actions', className)}>
      {reserve ? (
        <ActionControl action={reserve} label={t.reserve} className="fc-button fc-actions__reserve" />
      ) : null}
      {enquiry ? (
        <ActionControl action={enquiry} label={t.enquire} className="fc-button fc-actions__enquire" />
      ) : null}
      {phone ? (
        <CallButton phone={phone} onCall={onCall} className="fc-actions__call" texts={{ call: t.call }} />
      ) : null}
    </div>
  )
}
