import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { cx } from '../format'

export interface FilterDropdownProps {
  /** The filter's name on its button, e.g. 'Make'. */
  label: string
  /** How many values of this filter are on; shown on the button as 'Make (2)'. @defaultValue 0 */
  activeCount?: number
  /** The filter itself (a RefinementList or RangeFilter). It stays mounted while closed, so search widgets keep their state. */
  children: ReactNode
  /** Render open at first (stories, visual tests). @defaultValue false */
  defaultOpen?: boolean
}

const Chevron = () => (
  <svg
    className="fc-dropdown__chevron"
    viewBox="0 0 24 24"
    width="16"
    height="16"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
)

/**
 * A filter behind a button (disclosure pattern: aria-expanded, aria-controls). Escape closes it and returns focus
 * to the button; a click outside or focus moving away closes it. On phones it opens in place, as an accordion.
 */
export function FilterDropdown({
  label,
  activeCount = 0,
  children,
  defaultOpen = false,
}: FilterDropdownProps) {
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return
    // Handled here, so a drawer around the dropdown stays open.
    event.stopPropagation()
    setOpen(false)
    buttonRef.current?.focus()
  }

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
  }

  const panelId = `${id}-panel`
  return (
    <div
      ref={rootRef}
      className={cx('fc-dropdown', open && 'fc-dropdown--open')}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cx('fc-dropdown__button', activeCount > 0 && 'fc-dropdown__button--active')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          {label}
          {activeCount > 0 ? ` (${activeCount})` : null}
        </span>
        <Chevron />
      </button>
      <div id={panelId} className="fc-dropdown__panel" role="group" aria-label={label} hidden={!open}>
        {children}
      </div>
    </div>
  )
}
