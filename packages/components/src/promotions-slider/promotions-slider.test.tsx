import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { carouselsStarted } from '../test-utils/fake-embla'
import { demoSlides } from './fixtures'
import { PromotionsSlider } from './promotions-slider'

vi.mock('embla-carousel-react', () => import('../test-utils/fake-embla'))

const buttons = () => ({
  previous: screen.getByRole<HTMLButtonElement>('button', { name: 'Previous slide' }),
  next: screen.getByRole<HTMLButtonElement>('button', { name: 'Next slide' }),
})

describe('PromotionsSlider', () => {
  it('renders every slide as a named group inside a carousel region', () => {
    render(<PromotionsSlider slides={demoSlides} />)
    const region = screen.getByRole('region', { name: 'Promotions' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    expect(
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(screen.getByRole('link', { name: /End of financial year sale/ }).getAttribute('href')).toBe(
      '/eofy',
    )
  })

  it("a linked slide ends its link with the 'Shop Now' call to action (spec contact buttons); an unlinked one has none", () => {
    render(<PromotionsSlider slides={demoSlides} />)
    const links = screen.getAllByRole('link')
    expect(links.map((link) => [link.getAttribute('href'), link.textContent?.endsWith('Shop Now')])).toEqual([
      ['/eofy', true],
      ['/special-offers', true],
    ])
    expect(screen.getByRole('link', { name: /Free first service on every used car.*Shop Now$/ })).toBeTruthy()
    const unlinked = screen.getByRole('group', { name: '3 of 3' })
    expect(within(unlinked).queryByText('Shop Now')).toBeNull()
  })

  it('loads the first image eagerly with high priority and the others lazily, all at 1920×540', () => {
    render(<PromotionsSlider slides={demoSlides} />)
    const images = screen.getAllByRole('img')
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ])
    expect(
      images.every((img) => img.getAttribute('width') === '1920' && img.getAttribute('height') === '540'),
    ).toBe(true)
  })

  it('carousel previous/next disabled at the ends', async () => {
    const user = userEvent.setup()
    render(<PromotionsSlider slides={demoSlides} />)
    await carouselsStarted()
    expect(buttons().previous.disabled).toBe(true)
    expect(buttons().next.disabled).toBe(false)

    await user.click(buttons().next)
    expect(buttons().previous.disabled).toBe(false)
    expect(buttons().next.disabled).toBe(false)

    await user.click(buttons().next)
    expect(buttons().next.disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true')

    await user.click(screen.getByRole('button', { name: 'Go to slide 1' }))
    expect(buttons().previous.disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBeNull()
  })

  it('server HTML: first slide eager, previous already disabled, no autoplay control by default', () => {
    const html = renderToString(<PromotionsSlider slides={demoSlides} />)
    expect(html).toMatch(/<button[^>]*aria-label="Previous slide"[^>]*disabled=""/)
    expect(html).toContain('fetchPriority="high"')
    expect(html).not.toContain('Pause slides')
  })

  it('autoplay shows a pause button that stops it', async () => {
    const user = userEvent.setup()
    render(<PromotionsSlider slides={demoSlides} autoplay={{ delayMs: 5000 }} />)
    await user.click(screen.getByRole('button', { name: 'Pause slides' }))
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeDefined()
  })

  it('autoplay advances after the delay', () => {
    vi.useFakeTimers()
    try {
      render(<PromotionsSlider slides={demoSlides} autoplay={{ delayMs: 5000 }} />)
      expect(buttons().previous.disabled).toBe(true)
      vi.advanceTimersByTime(5000)
    } finally {
      vi.useRealTimers()
    }
    return vi.waitFor(() => expect(buttons().previous.disabled).toBe(false))
  })

  it('a single slide has no controls, and no slides render nothing', () => {
    const { container, unmount } = render(<PromotionsSlider slides={demoSlides.slice(0, 1)} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.querySelectorAll('img')).toHaveLength(1)
    unmount()
    const empty = render(<PromotionsSlider slides={[]} />)
    expect(empty.container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<PromotionsSlider slides={demoSlides} autoplay={{ delayMs: 6000 }} />)
    await expectNoAxeViolations(container)
  })
})
