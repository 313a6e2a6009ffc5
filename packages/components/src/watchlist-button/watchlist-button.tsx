import { cx } from '../format'

/** Texts of {@link WatchlistButton}. */
export interface WatchlistButtonTexts {
  /** @defaultValue 'Save' */
  save: string
  /** @defaultValue 'Saved' */
  saved: string
}

/** Props of {@link WatchlistButton}. */
export interface WatchlistButtonProps {
  /** Whether the car is on the watchlist; the parent flips it at once (optimistic) and back if the call fails. */
  saved: boolean
  /** Called on a press while not pending. */
  onToggle: () => void
  /** A save or remove call is in flight: presses are ignored and the button says it is busy. @defaultValue false */
  pending?: boolean
  /** Read after the label, so a page of cards has distinct buttons, e.g. '2023 Toyota HiLux SR5'. */
  carName?: string
  /** @defaultValue `{ save: 'Save', saved: 'Saved' }` */
  texts?: Partial<WatchlistButtonTexts>
  className?: string
}

/**
 * The watchlist toggle (spec section 4: save/remove, optimistic): a toggle button (aria-pressed) reading 'Save' or
 * 'Saved' with a heart. The parent owns the state: it flips `saved` at once, calls the server, shows the toast and
 * flips back on failure. While `pending`, presses are ignored but the button keeps its focus (aria-disabled).
 * @example <WatchlistButton saved={isSaved} pending={busy} carName={car.name} onToggle={toggleSaved} />
 */
export function WatchlistButton({
  saved,
  onToggle,
  pending = false,
  carName,
  texts,
  className,
}: WatchlistButtonProps) {
  const t = { save: 'Save', saved: 'Saved', ...texts }
  return (
    <button
      type="button"
      className={cx('fc-watchlist', saved && 'fc-watchlist--saved', className)}
      aria-pressed={saved}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) onToggle()
      }}
    >
      <svg
        className="fc-watchlist__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {/* One inline box: the car's name reads as part of the label, after a space. */}
      <span>
        {saved ? t.saved : t.save}
        {carName ? (
          <>
            {' '}
            <span className="fc-sr-only">{carName}</span>
          </>
        ) : null}
      </span>
    </button>
  )
}
