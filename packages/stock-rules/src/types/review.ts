/** A customer review of a location (spec section 3, "Review"). */
export interface Review {
  id: string | number
  image?: string | null | undefined
  customer_name: string
  text: string
  rating: number
  created_at_time_ago_in_words?: string | null | undefined
  /** `dd/mm/yyyy`. */
  review_date?: string | null | undefined
  review_date_in_words?: string | null | undefined
  reply_text?: string | null | undefined
  reply_date?: string | null | undefined
}

/** The reviews response; `average_rating` arrives as a string. */
export interface ReviewsResponse {
  reviews: Review[]
  count: number
  average_rating: string
}
