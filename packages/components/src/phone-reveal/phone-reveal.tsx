import { formatPhone, maskPhone } from '@forecourt/stock-rules'
// From its own entry, as the footer takes it: the one copy every page already loads.
import { telHref } from '@forecourt/stock-rules/phone'
import { useEffect, useRef, useState } from 'react'
import { cx } from '../format'

/** Visible and accessible texts of {@link PhoneReveal}. */
export interface PhoneRevealTexts {
  /** Shown beside the masked number. @defaultValue 'Reveal' */
  reveal: string
  /** Read after 'Reveal' by screen readers only, so the button's name says what it reveals. @defaultValue 'phone number' */
  revealLabel: string
}

const defaultTexts: PhoneRevealTexts = { reveal: 'Reveal', revealLabel: 'phone number' }

/** Props of {@link PhoneReveal}. */
export interface PhoneRevealProps {
  /** The number as stored, e.g. '+61733334444'; shown formatted (a +61 prefix becomes 0, grouped 2-4-4). */
  phone: string
  /** The site shows numbers without masking. @defaultValue false */
  showNumber?: boolean
  /** Called once, when the shopper reveals the number; the site sends the reveal record. */
  onReveal?: () => void
  /** Called when the shopper follows the tel: link; the site fires analytics event 25 (call dealer). */
  onCall?: () => void
  /** Extra class names. */
  className?: string
  /** @defaultValue `{ reveal: 'Reveal', revealLabel: 'phone number' }` */
  texts?: Partial<PhoneRevealTexts>
}

/**
 * The dealer's phone number, masked after the first 5 characters until revealed (unless the site shows numbers).
 * Clicking the masked number or Reveal shows the number as a tel: link, moves focus to it and calls `onReveal`
 * once; following the link calls `onCall`.
 */
export function PhoneReveal({
  phone,
  showNumber = false,
  onReveal,
  onCall,
  className,
  texts,
}: PhoneRevealProps) {
  const t = { ...defaultTexts, ...texts }
  const [revealed, setRevealed] = useState(showNumber)
  const [focusLink, setFocusLink] = useState(false)
  const linkRef = useRef<HTMLAnchorElement>(null)
  const formatted = formatPhone(phone)

  useEffect(() => {
    if (focusLink) linkRef.current?.focus()
  }, [focusLink])

  if (!revealed) {
    return (
      <button
        type="button"
        className={cx('fc-phone', 'fc-phone--masked', className)}
        onClick={() => {
          setRevealed(true)
          setFocusLink(true)
          onReveal?.()
        }}
      >
        <span className="fc-phone__number">{maskPhone(formatted)}</span>{' '}
        <span className="fc-phone__reveal">
          {t.reveal} <span className="fc-sr-only">{t.revealLabel}</span>
        </span>
      </button>
    )
  }
  return (
    <a ref={linkRef} className={cx('fc-phone', className)} href={telHref(phone)} onClick={onCall}>
      <PhoneIcon />
      <span className="fc-phone__number">{formatted}</span>
    </a>
  )
}

/** Visible texts of {@link CallButton}. */
export interface CallButtonTexts {
  /** @defaultValue 'Call Now' */
  call: string
}

/** Props of {@link CallButton}. */
export interface CallButtonProps {
  /** The location's phone number as stored, e.g. '+61733334444'. */
  phone: string
  /** Called when the shopper follows the link; the site fires analytics event 25 (call dealer). */
  onCall?: () => void
  /** @defaultValue 'outline' */
  variant?: 'primary' | 'outline'
  /** Extra class names. */
  className?: string
  /** @defaultValue `{ call: 'Call Now' }` */
  texts?: Partial<CallButtonTexts>
}

/** Call Now: a button-styled tel: link to the location's phone that calls `onCall` when followed. */
export function CallButton({ phone, onCall, variant = 'outline', className, texts }: CallButtonProps) {
  const t = { call: 'Call Now', ...texts }
  return (
    <a
      className={cx('fc-button', variant === 'outline' && 'fc-button--outline', 'fc-call', className)}
      href={telHref(phone)}
      onClick={onCall}
    >
      <PhoneIcon />
      {t.call}
    </a>
  )
}

function PhoneIcon() {
  return (
    <svg
      className="fc-phone__icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  )
}
