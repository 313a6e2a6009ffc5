import type { Review } from './types/review.js'

/** Tenant options of the review list. */
export interface ReviewOptions {
  /**
   * Reviews below this rating are not shown.
   * @default 4
   */
  minimumRating?: number | undefined
  /**
   * Most reviews shown (the full quantity of Google-sourced reviews).
   * @default 12
   */
  limit?: number | undefined
  /**
   * Reviews hidden by title. Reading: a review has no title field, so the title is the reviewer's
   * name (`customer_name`), matched case-insensitively.
   * @default []
   */
  hiddenTitles?: readonly string[] | undefined
}

/** Defaults of {@link ReviewOptions} (spec section 9). */
export const defaultReviewOptions: Required<ReviewOptions> = { minimumRating: 4, limit: 12, hiddenTitles: [] }

/**
 * Reviews shown (spec section 9): rating at least the minimum (4), not hidden by title, at most 12, in
 * their order.
 * @example visibleReviews([{ rating: 3 }, { rating: 5 }]) // [{ rating: 5 }]
 */
export function visibleReviews<T extends Pick<Review, 'rating' | 'customer_name'>>(
  reviews: readonly T[],
  options: ReviewOptions = {},
): T[] {
  const { minimumRating, limit, hiddenTitles } = { ...defaultReviewOptions, ...options }
  const hidden = new Set(hiddenTitles.map((title) => title.trim().toLowerCase()))
  return reviews
    .filter(
      (review) => review.rating >= minimumRating && !hidden.has(review.customer_name.trim().toLowerCase()),
    )
    .slice(0, limit)
}

/** Star icons of a rating: full icons, one partial icon filled by a fraction, then empty icons. */
export interface StarIcons {
  full: number
  /** Fill of the partial icon, 0 to 1. */
  partial: number
  empty: number
}

/**
 * Star icons (spec section 9): at most 4 full icons plus a partial, five in all. Reading: the fifth
 * star is always the partial icon (a 5.0 rating fills it completely).
 * @example starIcons(4.6) // { full: 4, partial: 0.6, empty: 0 }
 */
export function starIcons(rating: number): StarIcons {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0))
  const full = Math.min(4, Math.floor(clamped))
  const partial = Math.round((clamped - full) * 100) / 100
  return { full, partial, empty: 4 - full }
}
