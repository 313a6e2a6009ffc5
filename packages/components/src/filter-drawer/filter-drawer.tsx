import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cx, fill, formatCount } from '../format'

export interface FilterDrawerTexts {
  /** The button that opens the drawer. @defaultValue 'Filters' */
  open: string
  /** The dialog's heading. @defaultValue 'Filters' */
  title: string
  /** @defaultValue 'Close filters' */
  close: string
  /** @defaultValue 'Clear all' */
  clearAll: string
  /** The button that closes the drawer onto the results. @defaultValue 'Show {count} cars' */
  showResults: string
  /** Accessible name of the active-filter count on the open button. @defaultValue '{count} active' */
  activeCount: string
}

export interface FilterDrawerProps {
  /** The filters (FilterDropdowns); they stay mounted while the drawer is closed, so search widgets keep their state. */
  children: ReactNode
  /** Filters currently on, shown on the open button. @defaultValue 0 */
  activeCount?: number
  /** Cars matching now, for 'Show N cars'. */
  resultsCount: number
  /** The count is a cap: shown as '1999+'. @defaultValue false */
  resultsCapped?: boolean
  onClearAll: () => void
  /** Render open at first (stories, visual tests). @defaultValue false */
  defaultOpen?: boolean
  /** From 64rem wide, show the filters in place and hide the open button (what FilterPanel does). @defaultValue false */
  inlineOnWide?: boolean
  texts?: Partial<FilterDrawerTexts>
}

const defaultTexts: FilterDrawerTexts = {
  open: 'Filters',
  title: 'Filters',
  close: 'Close filters',
  clearAll: 'Clear all',
  showResults: 'Show {count} cars',
  activeCount: '{count} active',
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex="0"]'

/** The wide-screen breakpoint at which an inline drawer shows its filters in place. */
const wideQuery = '(min-width: 64rem)'

/**
 * Phone filters: a 'Filters' button with the active count opens a modal dialog (aria-modal, focus kept inside,
 * Escape or 'Show N cars' closes it and focus returns to the button) with 'Clear all'.
 */
export function FilterDrawer({
  children,
  activeCount = 0,
  resultsCount,
  resultsCapped = false,
  onClearAll,
  defaultOpen = false,
  inlineOnWide = false,
  texts,
}: FilterDrawerProps) {
  const t = { ...defaultTexts, ...texts }
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  const openRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const body = document.body.style
    const overflow = body.overflow
    body.overflow = 'hidden'
    // An inline drawer is no dialog on wide screens: close it if the window grows past the breakpoint.
    const wide = inlineOnWide ? window.matchMedia(wideQuery) : null
    const onWide = () => {
      if (wide?.matches) setOpen(false)
    }
    wide?.addEventListener('change', onWide)
    return () => {
      body.overflow = overflow
      wide?.removeEventListener('change', onWide)
    }
  }, [open, inlineOnWide])

  const close = () => {
    setOpen(false)
    openRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(focusable)).filter(
      (element) => !element.closest('[hidden]'),
    )
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const titleId = `${id}-title`
  const countText = resultsCapped ? `${resultsCount}+` : formatCount(resultsCount)
  return (
    <div className={cx('fc-drawer', inlineOnWide && 'fc-drawer--inline', open && 'fc-drawer--open')}>
      <button
        ref={openRef}
        type="button"
        className="fc-button fc-button--outline fc-drawer__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t.open}{' '}
        {activeCount > 0 ? (
          <span className="fc-drawer__badge">
            <span aria-hidden="true">{activeCount}</span>
            <span className="fc-sr-only">{fill(t.activeCount, { count: activeCount })}</span>
          </span>
        ) : null}
      </button>
      <div
        ref={panelRef}
        className="fc-drawer__panel"
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-labelledby={open ? titleId : undefined}
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        <div className="fc-drawer__head">
          <h2 className="fc-drawer__title" id={titleId}>
            {t.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="fc-drawer__close"
            aria-label={t.close}
            onClick={close}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="fc-drawer__body">{children}</div>
        <div className="fc-drawer__foot">
          <button type="button" className="fc-button fc-button--outline" onClick={onClearAll}>
            {t.clearAll}
          </button>
          <button type="button" className="fc-button" onClick={close}>
            {fill(t.showResults, { count: countText })}
          </button>
        </div>
      </div>
    </div>
  )
}
