import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { StarRating } from './star-rating'

// The filled part is a clip as wide as the full icons plus the partial one, 20 units per star.
const filledWidth = (container: HTMLElement) =>
  container.querySelector('.fc-stars__clip')?.getAttribute('width')

describe('"Star rating at most 4 full icons plus a partial"', () => {
  it.each([
    [4.6, '92'],
    [5, '100'],
    [3, '60'],
    [2.5, '50'],
    [0, '0'],
  ])('%d: five icons, filled %s of 100 units', (rating, width) => {
    const { container } = render(<StarRating rating={rating} />)
    expect(container.querySelectorAll('.fc-stars__empty')).toHaveLength(5)
    expect(container.querySelectorAll('.fc-stars__fill use')).toHaveLength(5)
    expect(filledWidth(container)).toBe(width)
  })

  it('is one image named by its rating', () => {
    render(<StarRating rating={4.55} label="{rating} stars" />)
    expect(screen.getByRole('img', { name: '4.6 stars' })).toBeDefined()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<StarRating rating={4.2} />)
    await expectNoAxeViolations(container)
  })
})
