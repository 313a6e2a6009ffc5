import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { carouselsStarted } from '../test-utils/fake-embla'
import { demoVariants } from '../variant-card/fixtures'
import { ModelVariants } from './model-variants'

vi.mock('embla-carousel-react', () => import('../test-utils/fake-embla'))

describe('ModelVariants', () => {
  it.each([
    [1, 'Kia Sportage Features'],
    [2, 'Which Kia Sportage will you choose?'],
    [4, 'Which Kia Sportage will you choose?'],
  ])(
    "\"headed 'Which {make model} will you choose?' (single variant: '{make model} Features')\": %i",
    (count, heading) => {
      render(<ModelVariants makeModel="Kia Sportage" variants={demoVariants.slice(0, count)} />)
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(heading)
    },
  )

  it('"grid for 2 or fewer variants"', () => {
    render(<ModelVariants makeModel="Kia Sportage" variants={demoVariants.slice(0, 2)} />)
    expect(screen.getAllByRole('listitem').filter((item) => item.querySelector('article'))).toHaveLength(2)
    expect(screen.queryByRole('group')).toBeNull()
    expect(screen.queryByText('Swipe')).toBeNull()
    expect(screen.queryByRole('button', { name: /variants/ })).toBeNull()
  })

  it('"swipe slider for 3 or more, arrows only for 4 or more, mobile hint \'Swipe\'": 3 variants, no arrows', () => {
    render(<ModelVariants makeModel="Kia Sportage" variants={demoVariants.slice(0, 3)} />)
    expect(screen.getAllByRole('group')).toHaveLength(3)
    expect(screen.getByText('Swipe')).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Next variants' })).toBeNull()
  })

  it('"Carousel previous/next disabled at the ends" with 4 or more variants', async () => {
    render(<ModelVariants makeModel="Kia Sportage" variants={demoVariants.slice(0, 4)} />)
    await carouselsStarted()
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous variants' })
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next variants' })
    expect(previous.disabled).toBe(true)
    expect(within(screen.getByRole('group', { name: '1 of 4' })).getByRole('heading').textContent).toBe('S')
    for (let step = 0; step < 3; step++) {
      await vi.waitFor(() => expect(next.disabled).toBe(false))
      fireEvent.click(next)
    }
    await vi.waitFor(() => expect(next.disabled).toBe(true))
    expect(previous.disabled).toBe(false)
  })

  it("passes the tenant's quote text to every card", () => {
    render(
      <ModelVariants
        makeModel="Kia Sportage"
        variants={demoVariants.slice(0, 2)}
        cardTexts={{ quote: 'Get a Drive-Away Quote' }}
      />,
    )
    expect(screen.getAllByRole('link', { name: /^Get a Drive-Away Quote/ })).toHaveLength(2)
  })

  it('renders nothing without variants', () => {
    const { container } = render(<ModelVariants makeModel="Kia Sportage" variants={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations (grid and slider)', async () => {
    const { container, rerender } = render(<ModelVariants makeModel="Kia Sportage" variants={demoVariants} />)
    await expectNoAxeViolations(container)
    rerender(<ModelVariants makeModel="Kia Sportage" variants={demoVariants.slice(0, 2)} />)
    await expectNoAxeViolations(container)
  })
})
