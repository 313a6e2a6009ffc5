import { starIcons } from '@forecourt/stock-rules'
import { useId } from 'react'
import { cx, fill } from '../format'

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** 0 to 5; e.g. 4.6. */
  rating: number
  /** Accessible name; `{rating}` is the rating with one decimal. @defaultValue 'Rated {rating} out of 5' */
  label?: string
  className?: string
}

const starPath = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z'
const slots = [0, 1, 2, 3, 4]

/**
 * A rating as five stars (spec section 9: at most 4 full icons plus a partial), one small SVG named by its rating:
 * five empty stars, and the full and partial ones filled through a clip as wide as `full + partial` stars.
 * @example <StarRating rating={4.6} /> // 'Rated 4.6 out of 5'
 */
export function StarRating({ rating, label = 'Rated {rating} out of 5', className }: StarRatingProps) {
  const icons = starIcons(rating)
  const id = `fc-stars${useId().replace(/[^\w-]/g, '')}`
  const filledWidth = Math.round((icons.full + icons.partial) * 20 * 10) / 10
  return (
    <svg
      className={cx('fc-stars', className)}
      viewBox="0 0 100 20"
      width="100"
      height="20"
      role="img"
      aria-label={fill(label, { rating: (Math.round(rating * 10) / 10).toFixed(1) })}
    >
      <defs>
        <path id={`${id}-star`} d={starPath} />
        <clipPath id={`${id}-clip`}>
          <rect className="fc-stars__clip" width={filledWidth} height="20" />
        </clipPath>
      </defs>
      {slots.map((slot) => (
        <use key={slot} className="fc-stars__empty" href={`#${id}-star`} x={slot * 20} />
      ))}
      <g className="fc-stars__fill" clipPath={`url(#${id}-clip)`}>
        {slots.map((slot) => (
          <use key={slot} href={`#${id}-star`} x={slot * 20} />
        ))}
      </g>
    </svg>
  )
}
