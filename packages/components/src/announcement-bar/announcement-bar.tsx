import { useState } from 'react'

export interface AnnouncementBarTexts {
  /** Accessible name of the bar. @defaultValue 'Announcement' */
  region: string
  /** @defaultValue 'Dismiss announcement' */
  dismiss: string
}

export interface AnnouncementBarProps {
  message: string
  href?: string
  /** Link text; the link is only shown with both `href` and `linkLabel`. */
  linkLabel?: string
  /** Show a close button. The host can remember the choice through `onDismiss`. @defaultValue false */
  dismissible?: boolean
  onDismiss?: () => void
  texts?: Partial<AnnouncementBarTexts>
}

/** A one-line message above the header, with an optional link and close button. */
export function AnnouncementBar({
  message,
  href,
  linkLabel,
  dismissible = false,
  onDismiss,
  texts,
}: AnnouncementBarProps) {
  const t = { region: 'Announcement', dismiss: 'Dismiss announcement', ...texts }
  const [dismissed, setDismissed] = useState(false)
  if (dismissed) return null
  return (
    <aside className="fc-announcement" aria-label={t.region}>
      <p className="fc-announcement__message">
        {message}
        {href && linkLabel ? (
          <>
            {' '}
            <a className="fc-announcement__link" href={href}>
              {linkLabel}
            </a>
          </>
        ) : null}
      </p>
      {dismissible ? (
        <button
          type="button"
          className="fc-announcement__dismiss"
          aria-label={t.dismiss}
          onClick={() => {
            setDismissed(true)
            onDismiss?.()
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </aside>
  )
}
