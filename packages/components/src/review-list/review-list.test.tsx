import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { gosfordReviews } from '../location-card/fixtures'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ReviewList, ReviewSummary } from './review-list'

describe('ReviewSummary', () => {
  it("shows the average rating and 'Based on N reviews'", () => {
    render(<ReviewSummary average={4.6} count={275} />)
    expect(screen.getByText('4.6')).toBeDefined()
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeDefined()
    expect(screen.getByText('Based on 275 reviews')).toBeDefined()
  })
})

describe('ReviewList', () => {
  it('lists each review with its stars, text, author, date and the reply with its date', () => {
    render(<ReviewList reviews={gosfordReviews} />)
    const section = screen.getByRole('region', { name: 'Reviews' })
    const items = within(section).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    const first = items[0] as HTMLElement
    expect(within(first).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeDefined()
    expect(within(first).getByText('Great trade-in price and smooth finance approval.')).toBeDefined()
    expect(within(first).getByText('Daniel R.')).toBeDefined()
    expect(within(first).getByText('05/04/2026').getAttribute('datetime')).toBe('2026-04-05')
    expect(within(first).getByText('Thanks Daniel, enjoy the new car!')).toBeDefined()
    expect(within(first).getByText(/06\/04\/2026/)).toBeDefined()
    expect(within(items[1] as HTMLElement).queryByText(/Response from the owner/)).toBeNull()
  })

  it('renders nothing without reviews', () => {
    const { container } = render(<ReviewList reviews={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <>
        <ReviewSummary average={4.4} count={9} />
        <ReviewList reviews={gosfordReviews} />
      </>,
    )
    await expectNoAxeViolations(container)
  })
})
