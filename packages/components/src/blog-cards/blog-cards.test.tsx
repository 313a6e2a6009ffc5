import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { BlogCards, formatPostDate } from './blog-cards'
import { demoPosts } from './fixtures'

describe('BlogCards', () => {
  it('blog card: image, date, heading and Read More', () => {
    render(<BlogCards heading="Latest News" posts={demoPosts.slice(0, 1)} />)
    const card = screen.getByRole('article')
    expect(within(card).getByRole('img', { name: 'A family loading an SUV at the beach' })).toBeDefined()
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(
      'Choosing a family SUV: five things to check',
    )
    const more = within(card).getByRole('link', {
      name: 'Read More: Choosing a family SUV: five things to check',
    })
    expect(more.getAttribute('href')).toBe('/blog/choosing-a-family-suv')
  })

  it('blog date formatted en-AU in a <time> with the ISO date', () => {
    const { container } = render(<BlogCards posts={demoPosts.slice(0, 1)} />)
    const time = container.querySelector('time')
    expect(time?.getAttribute('datetime')).toBe('2026-11-03')
    expect(time?.textContent).toBe('3 November 2026')
  })

  it.each([
    ['2026-11-03', undefined, '3 November 2026'],
    ['2025-12-24', undefined, '24 December 2025'],
    ['2026-06-30T20:00:00Z', undefined, '1 July 2026'],
    ['2026-06-30T20:00:00Z', 'Australia/Perth', '1 July 2026'],
    ['2026-06-30T14:00:00Z', 'Australia/Perth', '30 June 2026'],
    ['2026-11-03', 'America/Los_Angeles', '3 November 2026'],
    ['not a date', undefined, 'not a date'],
  ])('formatPostDate(%s) in %s is %s', (iso, timeZone, text) => {
    expect(formatPostDate(iso, timeZone)).toBe(text)
  })

  it('uses its own Read More label', () => {
    render(<BlogCards posts={demoPosts.slice(0, 2)} readMoreLabel="Keep reading" />)
    expect(screen.getAllByRole('link', { name: /^Keep reading/ })).toHaveLength(2)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2)
  })

  it('renders nothing without posts', () => {
    const { container } = render(<BlogCards heading="Latest News" posts={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<BlogCards heading="Latest News" posts={demoPosts} />)
    await expectNoAxeViolations(container)
  })
})
