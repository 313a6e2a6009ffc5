import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { carouselsStarted } from '../test-utils/fake-embla'
import { fakeIntersectionObserver } from '../test-utils/fake-intersection-observer'
import { demoCards } from '../vehicle-card/fixtures'
import { StockCarousel } from './stock-carousel'

vi.mock('embla-carousel-react', () => import('../test-utils/fake-embla'))

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('StockCarousel', () => {
  it('shows the heading, a view-all link, every card and a swipe hint', () => {
    render(<StockCarousel heading="Latest Stock" cards={demoCards} viewAllHref="/search/used-cars" />)
    const region = screen.getByRole('region', { name: 'Latest Stock' })
    expect(within(region).getAllByRole('article')).toHaveLength(5)
    expect(within(region).getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/search/used-cars',
    )
    expect(within(region).getByText('Swipe')).toBeDefined()
  })

  it('carousel previous/next disabled at the ends', async () => {
    const user = userEvent.setup()
    render(<StockCarousel heading="Latest Stock" cards={demoCards.slice(0, 2)} />)
    await carouselsStarted()
    expect(button('Previous vehicles').disabled).toBe(true)
    expect(button('Next vehicles').disabled).toBe(false)
    await user.click(button('Next vehicles'))
    expect(button('Previous vehicles').disabled).toBe(false)
    expect(button('Next vehicles').disabled).toBe(true)
    await user.click(button('Previous vehicles'))
    expect(button('Previous vehicles').disabled).toBe(true)
  })

  it('a tap on next before the carousel has started is kept, and made once it has', async () => {
    render(<StockCarousel heading="Latest Stock" cards={demoCards.slice(0, 2)} />)
    fireEvent.click(button('Next vehicles'))
    expect(button('Previous vehicles').disabled).toBe(true)
    await carouselsStarted()
    expect(button('Previous vehicles').disabled).toBe(false)
    expect(button('Next vehicles').disabled).toBe(true)
  })

  it('renders nothing without cards and no view-all link without an address', () => {
    const { container } = render(<StockCarousel heading="Latest Stock" cards={[]} />)
    expect(container.innerHTML).toBe('')
    render(<StockCarousel heading="Latest Stock" cards={demoCards} />)
    expect(screen.queryByRole('link', { name: 'View All' })).toBeNull()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <StockCarousel heading="Latest Stock" cards={demoCards} viewAllHref="/search" />,
    )
    await expectNoAxeViolations(container)
  })

  describe('a carousel further down the page', () => {
    it('does not start until it comes within half a screen of view, and then keeps a tap made before', async () => {
      const io = fakeIntersectionObserver()
      render(<StockCarousel heading="Latest Stock" cards={demoCards.slice(0, 2)} />)
      await carouselsStarted()
      expect(io.observers.map((observer) => observer.options?.rootMargin)).toEqual(['50% 0px'])
      fireEvent.click(button('Next vehicles'))
      expect(button('Previous vehicles').disabled).toBe(true)
      act(() => io.enter())
      await carouselsStarted()
      expect(button('Previous vehicles').disabled).toBe(false)
      expect(button('Next vehicles').disabled).toBe(true)
      expect(io.observers[0]?.elements).toEqual([])
    })

    it('stops waiting when it leaves the page before it came near', () => {
      const io = fakeIntersectionObserver()
      const { unmount } = render(<StockCarousel heading="Latest Stock" cards={demoCards.slice(0, 2)} />)
      expect(io.observers[0]?.elements).toHaveLength(1)
      unmount()
      expect(io.observers[0]?.elements).toEqual([])
    })
  })
})
