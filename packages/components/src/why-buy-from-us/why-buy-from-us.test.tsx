import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { WhyBuyFromUs } from './why-buy-from-us'

const blocks = [
  { heading: '14-day money back', text: 'Change your mind within 14 days and 500 km.' },
  { heading: 'Warranty', text: 'Every used car comes with a 3-year warranty.' },
]

describe('WhyBuyFromUs', () => {
  it('shows the heading and each block with its own heading and text', () => {
    render(<WhyBuyFromUs heading="Why buy from us" blocks={blocks} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Why buy from us' })).toBeDefined()
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[1] as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('Warranty')
    expect(screen.getByText('Every used car comes with a 3-year warranty.')).toBeDefined()
  })

  it('renders nothing without blocks', () => {
    const { container } = render(<WhyBuyFromUs heading="Why buy from us" blocks={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<WhyBuyFromUs heading="Why buy from us" blocks={blocks} />)
    await expectNoAxeViolations(container)
  })
})
