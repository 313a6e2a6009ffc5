import type { ReviewItem } from '@forecourt/stock-rules'
import { useId } from 'react'
import { fill } from '../format'
import { StarRating } from '../star-rating/star-rating'

export type { ReviewItem }

/** Props of {@link ReviewSummary}. */
export interface ReviewSummaryProps {
  /** e.g. 4.6. */
  average: number
  count: number
  /** @defaultValue 'Based on {count} reviews' */
  basedOn?: string
}

/**
 * The review summary of a location (spec section 2): the average rating as a number and stars, and 'Based on N
 * reviews'.
 * @example <ReviewSummary average={4.6} count={275} />
 */
export function ReviewSummary({ average, count, basedOn = 'Based on {count} reviews' }: ReviewSummaryProps) {
  return (
    <div className="fc-review-summary">
      <span className="fc-review-summary__average" aria-hidden="true">
        {average.toFixed(1)}
      </span>
      <StarRating rating={average} />
      <span className="fc-review-summary__count">{fill(basedOn, { count })}</span>
    </div>
  )
}

/** Texts of {@link ReviewList}. */
export interface ReviewListTexts {
  /** @defaultValue 'Reviews' */
  heading: string
  /** Heading of the dealer's reply. @defaultValue 'Response from the owner' */
  reply: string
}

/** Props of {@link ReviewList}. */
export interface ReviewListProps {
  reviews: ReviewItem[]
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  texts?: Partial<ReviewListTexts>
}

/**
 * The reviews of a location (spec section 9: minimum rating 4, up to 12): stars, the text, the reviewer and the
 * date, and the dealer's reply with its date. Renders nothing without reviews.
 * @example <ReviewList reviews={reviews} />
 */
export function ReviewList({ reviews, headingLevel = 2, texts }: ReviewListProps) {
  const t = { heading: 'Reviews', reply: 'Response from the owner', ...texts }
  const headingId = `${useId()}-heading`
  if (reviews.length === 0) return null
  const Heading = `h${headingLevel}` as const
  return (
    <section className="fc-reviews" aria-labelledby={headingId}>
      <Heading className="fc-reviews__heading" id={headingId}>
        {t.heading}
      </Heading>
      <ul className="fc-reviews__list">
        {reviews.map((review) => (
          <li key={review.id} className="fc-panel fc-review">
            <StarRating rating={review.rating} />
            <blockquote className="fc-review__text">
              <p>{review.text}</p>
            </blockquote>
            <p className="fc-review__meta">
              <span className="fc-review__author">{review.author}</span>
              {review.date ? (
                <>
                  {' · '}
                  <time dateTime={review.dateTime ?? undefined}>{review.date}</time>
                </>
              ) : null}
              {review.ago ? <span className="fc-review__ago"> ({review.ago})</span> : null}
            </p>
            {review.reply ? (
              <div className="fc-review__reply">
                <p className="fc-review__reply-heading">
                  {t.reply}
                  {review.reply.date ? (
                    <span className="fc-review__reply-date"> · {review.reply.date}</span>
                  ) : null}
                </p>
                <p>{review.reply.text}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
