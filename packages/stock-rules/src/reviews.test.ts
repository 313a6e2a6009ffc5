import { describe, expect, it } from 'vitest'
import { starIcons, visibleReviews, type ReviewOptions } from './reviews.js'

const review = (customer_name: string, rating: number): { customer_name: string; rating: number } => ({
  customer_name,
  rating,
})

describe('"Reviews: minimum rating 4 (configurable), Google-sourced reviews full quantity 12, some hidden by title"', () => {
  it.each<[string, Array<{ customer_name: string; rating: number }>, ReviewOptions, string[]]>([
    ['rating 4 and up shown, 3.9 hidden', [review('A', 4), review('B', 3.9), review('C', 5)], {}, ['A', 'C']],
    ['configurable minimum 3', [review('A', 4), review('B', 3)], { minimumRating: 3 }, ['A', 'B']],
    [
      'hidden by title, any case',
      [review('Spam Bot', 5), review('Jo', 5)],
      { hiddenTitles: ['spam bot'] },
      ['Jo'],
    ],
  ])('%s', (_name, reviews, options, expected) => {
    expect(visibleReviews(reviews, options).map((r) => r.customer_name)).toEqual(expected)
  })

  it('at most 12', () => {
    const reviews = Array.from({ length: 15 }, (_, index) => review(`R${index}`, 5))
    expect(visibleReviews(reviews)).toHaveLength(12)
    expect(visibleReviews(reviews)[11]?.customer_name).toBe('R11')
  })
})

describe('"Star rating at most 4 full icons plus a partial"', () => {
  it.each([
    [4.6, { full: 4, partial: 0.6, empty: 0 }],
    [5, { full: 4, partial: 1, empty: 0 }],
    [4, { full: 4, partial: 0, empty: 0 }],
    [3.25, { full: 3, partial: 0.25, empty: 1 }],
    [0, { full: 0, partial: 0, empty: 4 }],
    [7, { full: 4, partial: 1, empty: 0 }],
    [-1, { full: 0, partial: 0, empty: 4 }],
  ])('rating %s → %o', (rating, expected) => {
    expect(starIcons(rating)).toEqual(expected)
  })
})
