import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { cx, fill } from '../format'
import { useToast } from '../toast/toast'
import { toastDuration } from '../toast/toast-store'
import { shareLinks, shareWindowSize, type ShareNetwork } from './share-links'

/** How long the detail sidebar's Share button reads Copied, in milliseconds (spec section 9). */
export const shareCopiedDuration = 1500

/** Visible and accessible texts of {@link ShareButton}. */
export interface ShareButtonTexts {
  /** @defaultValue 'Share' */
  share: string
  /** The button's label after copying, when `showCopiedLabel` is on. @defaultValue 'Copied' */
  copied: string
  /** The toast after copying; `{name}` is the vehicle name. @defaultValue 'Copied {name} to your clipboard!' */
  toast: string
  /** The toast when the clipboard refused; the URL is shown under it. @defaultValue 'Could not copy the link to {name}. Copy it from here:' */
  copyFailed: string
}

const defaultTexts: ShareButtonTexts = {
  share: 'Share',
  copied: 'Copied',
  toast: 'Copied {name} to your clipboard!',
  copyFailed: 'Could not copy the link to {name}. Copy it from here:',
}

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  /** The vehicle URL: the site URL plus `/cars/{slug}`. */
  url: string
  /** The vehicle name used in the toast, e.g. '2023 Toyota HiLux SR5'. */
  vehicleName: string
  /** The detail sidebar's behaviour: the button itself reads Copied for 1500 ms. @defaultValue false */
  showCopiedLabel?: boolean
  /** Extra class names. */
  className?: string
  /** @defaultValue see {@link ShareButtonTexts} */
  texts?: Partial<ShareButtonTexts>
}

const ShareIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d="M18 8a3 3 0 1 0-2.8-4L8.8 7.6a3 3 0 1 0 0 4.8l6.4 3.6A3 3 0 1 0 16 14l-6.4-3.6a3 3 0 0 0 0-.8L16 6a3 3 0 0 0 2 2z"
      fill="currentColor"
    />
  </svg>
)

async function copy(text: string): Promise<void> {
  // Browsers only offer the clipboard on secure pages; without it the copy counts as failed.
  if (!navigator.clipboard) throw new Error('Clipboard unavailable')
  await navigator.clipboard.writeText(text)
}

/**
 * Share: copies the vehicle URL to the clipboard and shows the toast 'Copied {vehicle name} to your clipboard!'
 * for 3000 ms (replacing any other toast). On the detail sidebar the button also reads Copied for 1500 ms. When
 * the clipboard refuses, the toast says so and shows the URL to copy by hand. Needs a {@link ToastProvider}.
 */
export function ShareButton({
  url,
  vehicleName,
  showCopiedLabel = false,
  className,
  texts,
}: ShareButtonProps) {
  const t = { ...defaultTexts, ...texts }
  const toast = useToast()
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const share = async () => {
    try {
      await copy(url)
    } catch {
      toast.show({ message: fill(t.copyFailed, { name: vehicleName }), detail: url, tone: 'error' })
      return
    }
    toast.show({ message: fill(t.toast, { name: vehicleName }), duration: toastDuration })
    if (!showCopiedLabel) return
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), shareCopiedDuration)
  }

  return (
    <button
      type="button"
      className={cx('fc-share', copied && 'fc-share--copied', className)}
      onClick={() => void share()}
    >
      <ShareIcon />
      {copied ? t.copied : t.share}
    </button>
  )
}

/** Visible and accessible texts of {@link ShareMenu}. */
export interface ShareMenuTexts {
  /** The disclosure's label. @defaultValue 'Share on' */
  menu: string
  /** @defaultValue 'Facebook' */
  facebook: string
  /** @defaultValue 'X' */
  x: string
  /** @defaultValue 'Email' */
  email: string
  /** @defaultValue 'WhatsApp' */
  whatsapp: string
  /** Read after the social links' names. @defaultValue '(opens in a new window)' */
  newWindow: string
}

const defaultMenuTexts: ShareMenuTexts = {
  menu: 'Share on',
  facebook: 'Facebook',
  x: 'X',
  email: 'Email',
  whatsapp: 'WhatsApp',
  newWindow: '(opens in a new window)',
}

/** Props of {@link ShareMenu}. */
export interface ShareMenuProps {
  /** The vehicle URL. */
  url: string
  /** The vehicle name, used as the post text and the email subject. */
  vehicleName: string
  /** Extra class names. */
  className?: string
  /** @defaultValue see {@link ShareMenuTexts} */
  texts?: Partial<ShareMenuTexts>
}

function openShareWindow(event: MouseEvent<HTMLAnchorElement>) {
  const { width, height } = shareWindowSize
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
  const popup = window.open(
    event.currentTarget.href,
    '_blank',
    `width=${width},height=${height},left=${left},top=${top}`,
  )
  // A blocked popup leaves the link to open normally, in a new tab.
  if (!popup) return
  popup.opener = null
  event.preventDefault()
}

/**
 * The share menu: a native disclosure (`<details>`, so it opens without JavaScript) with links to Facebook, X,
 * email and WhatsApp. Social links open a 550×400 window; without JavaScript, or when the window is blocked, they
 * open as ordinary links in a new tab.
 */
export function ShareMenu({ url, vehicleName, className, texts }: ShareMenuProps) {
  const t = { ...defaultMenuTexts, ...texts }
  const names: Record<ShareNetwork, string> = {
    facebook: t.facebook,
    x: t.x,
    email: t.email,
    whatsapp: t.whatsapp,
  }
  return (
    <details className={cx('fc-share-menu', className)}>
      <summary className="fc-share-menu__summary">{t.menu}</summary>
      <ul className="fc-share-menu__list">
        {shareLinks(url, vehicleName).map(({ network, href }) => (
          <li key={network}>
            {network === 'email' ? (
              <a className={`fc-share-menu__link fc-share-menu__link--${network}`} href={href}>
                {names[network]}
              </a>
            ) : (
              <a
                className={`fc-share-menu__link fc-share-menu__link--${network}`}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={openShareWindow}
              >
                {names[network]} <span className="fc-sr-only">{t.newWindow}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}
