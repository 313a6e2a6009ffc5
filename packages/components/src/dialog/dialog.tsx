import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { cx } from '../format'

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Shows the dialog as a modal (controlled). */
  open: boolean
  /** Called on Escape, the close button, a click on the backdrop, or the browser closing the dialog; set `open` to false. */
  onClose: () => void
  /** The heading; it names the dialog. */
  title: ReactNode
  /** The dialog's content; it scrolls when taller than the screen. */
  children?: ReactNode
  /** Content pinned under the scrolling body, e.g. buttons. */
  footer?: ReactNode
  /** Width from 40rem; on phones every size fills the screen. @defaultValue 'medium' */
  size?: 'small' | 'medium' | 'large'
  /** Accessible name of the close button. @defaultValue 'Close' */
  closeLabel?: string
  /** The element focused on opening. @defaultValue the close button */
  initialFocus?: RefObject<HTMLElement | null>
  /**
   * Keep the content mounted while closed, so a half-typed form is still there when the shopper opens the dialog
   * again (a closed `<dialog>` is hidden from everyone). @defaultValue true
   */
  keepMounted?: boolean
  /** A click on the backdrop closes the dialog. @defaultValue true */
  closeOnBackdrop?: boolean
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  id?: string
  className?: string
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]'

function showModal(dialog: HTMLDialogElement) {
  if (dialog.open) return
  // Environments without the modal API (old browsers, test DOMs) still get an open dialog; our Tab handling keeps focus in.
  if (typeof dialog.showModal === 'function') dialog.showModal()
  else dialog.setAttribute('open', '')
}

function closeDialog(dialog: HTMLDialogElement) {
  if (!dialog.open && !dialog.hasAttribute('open')) return
  if (typeof dialog.close === 'function') dialog.close()
  else dialog.removeAttribute('open')
}

/**
 * A modal dialog on the native `<dialog>` element, opened with `showModal()`: the browser makes the rest of the page
 * inert and keeps focus inside; Tab and Shift+Tab also wrap within it where that is missing. It is named by its title,
 * closes on Escape, on its close button and on a backdrop click, locks the page's scrolling while open and gives focus
 * back to the element that opened it. Used for the test drive, enquiry, request photos, Holiday Hours, finance 'View
 * disclaimer' and 'Email Us' dialogs (spec section 2).
 * @example <Dialog open={open} onClose={() => setOpen(false)} title="Book a Test Drive"><LeadForm fields={fields} onSubmit={send} /></Dialog>
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'medium',
  closeLabel = 'Close',
  initialFocus,
  keepMounted = true,
  closeOnBackdrop = true,
  headingLevel = 2,
  id,
  className,
}: DialogProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  // The latest `open` and `onClose`, for native events that arrive after a render.
  const openRef = useRef(open)
  const onCloseRef = useRef(onClose)
  const initialFocusRef = useRef(initialFocus)
  useEffect(() => {
    openRef.current = open
    onCloseRef.current = onClose
    initialFocusRef.current = initialFocus
  })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const opener = document.activeElement
    showModal(dialog)
    ;(initialFocusRef.current?.current ?? closeRef.current)?.focus()
    const body = document.body.style
    const overflow = body.overflow
    body.overflow = 'hidden'
    return () => {
      body.overflow = overflow
      closeDialog(dialog)
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [open])

  // Escape can arrive twice (our keydown, then the browser's cancel): one close request per press.
  const closing = useRef(false)
  const requestClose = () => {
    if (!openRef.current || closing.current) return
    closing.current = true
    setTimeout(() => {
      closing.current = false
    }, 0)
    onCloseRef.current()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      if (event.defaultPrevented) return
      event.preventDefault()
      requestClose()
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(focusable))
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const Heading = `h${headingLevel}` as const
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={cx('fc-dialog', `fc-dialog--${size}`, className)}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape in a browser: stay in control of `open`.
        event.preventDefault()
        requestClose()
      }}
      onClose={requestClose}
      onClick={(event) => {
        // The dialog box fills the element, so a click on the element itself is a click on the backdrop.
        if (closeOnBackdrop && event.target === dialogRef.current) requestClose()
      }}
    >
      {open || keepMounted ? (
        <div className="fc-dialog__box">
          <div className="fc-dialog__head">
            <Heading className="fc-dialog__title" id={titleId}>
              {title}
            </Heading>
            <button
              ref={closeRef}
              type="button"
              className="fc-dialog__close"
              aria-label={closeLabel}
              onClick={requestClose}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
          <div className="fc-dialog__body">{children}</div>
          {footer ? <div className="fc-dialog__foot">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  )
}
