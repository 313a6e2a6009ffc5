import { cx } from '../format'

/** Props of {@link ShowMoreToggle}. */
export interface ShowMoreToggleProps {
  /** Whether the list it controls shows every entry. */
  expanded: boolean
  /** Called with the next state. */
  onToggle: (expanded: boolean) => void
  /** Id of the element whose entries are shown or hidden (`aria-controls`). */
  controls: string
  /** Label while collapsed, e.g. 'Show More'. */
  moreLabel: string
  /** Label while expanded, e.g. 'Show Less'. */
  lessLabel: string
  /** Extra class names. */
  className?: string
}

/**
 * The Show More / Show Less button of the vehicle page lists: a disclosure button with `aria-expanded` and
 * `aria-controls`, its label following the state.
 */
export function ShowMoreToggle({
  expanded,
  onToggle,
  controls,
  moreLabel,
  lessLabel,
  className,
}: ShowMoreToggleProps) {
  return (
    <button
      type="button"
      className={cx('fc-show-more', className)}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={() => onToggle(!expanded)}
    >
      {expanded ? lessLabel : moreLabel}
      <svg
        className="fc-show-more__chevron"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  )
}
