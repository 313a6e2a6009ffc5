import { cx } from '../format'

/** Visible texts of {@link FavouriteButton}. */
export interface FavouriteButtonTexts {
  /** The button's label; it stays the same in both states, `aria-pressed` tells them apart. @defaultValue 'Favourite' */
  favourite: string
}

/** Props of {@link FavouriteButton}. */
export interface FavouriteButtonProps {
  /** Whether the car is a favourite. */
  pressed: boolean
  /** Called with the next state. */
  onToggle: (pressed: boolean) => void
  /** Extra class names. */
  className?: string
  /** @defaultValue `{ favourite: 'Favourite' }` */
  texts?: Partial<FavouriteButtonTexts>
}

/**
 * Favourite: a toggle button (`aria-pressed`) with a heart, filled when pressed. Show it only when the site enables
 * it and the car is available (stock-rules `showShortlistButtons`).
 */
export function FavouriteButton({ pressed, onToggle, className, texts }: FavouriteButtonProps) {
  const t = { favourite: 'Favourite', ...texts }
  return (
    <button
      type="button"
      className={cx('fc-favourite', pressed && 'fc-favourite--pressed', className)}
      aria-pressed={pressed}
      onClick={() => onToggle(!pressed)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5l-1.3-1.2C5.8 14.9 3 12.3 3 9a4.6 4.6 0 0 1 4.7-4.7c1.6 0 3.1.8 4.3 2 1.2-1.2 2.7-2 4.3-2A4.6 4.6 0 0 1 21 9c0 3.3-2.8 5.9-7.7 10.3z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {t.favourite}
    </button>
  )
}
