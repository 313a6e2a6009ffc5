import { fill } from '../format'

/** A refinement that is on, e.g. { key: 'make:Toyota', label: 'Make: Toyota' }. */
export interface ActiveRefinement {
  key: string
  label: string
}

export interface ActiveRefinementsTexts {
  /** Accessible name of the chip list. @defaultValue 'Active filters' */
  list: string
  /** Name of a chip's remove button. @defaultValue 'Remove {label}' */
  remove: string
  /** @defaultValue 'Clear Filters' */
  clear: string
}

export interface ActiveRefinementsProps {
  items: ActiveRefinement[]
  onRemove: (key: string) => void
  onClear: () => void
  texts?: Partial<ActiveRefinementsTexts>
}

/** Chips for the refinements that are on, each with a remove button, and 'Clear Filters'. Nothing without items. */
export function ActiveRefinements({ items, onRemove, onClear, texts }: ActiveRefinementsProps) {
  const t = { list: 'Active filters', remove: 'Remove {label}', clear: 'Clear Filters', ...texts }
  if (!items.length) return null
  return (
    <div className="fc-active">
      <ul className="fc-active__list" aria-label={t.list}>
        {items.map((item) => (
          <li key={item.key} className="fc-active__chip">
            <span>{item.label}</span>
            <button
              type="button"
              className="fc-active__remove"
              aria-label={fill(t.remove, { label: item.label })}
              onClick={() => onRemove(item.key)}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="fc-link fc-active__clear" onClick={onClear}>
        {t.clear}
      </button>
    </div>
  )
}
