import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FaqList } from './faq-list'

const items = [
  { question: 'Can I trade in my car?', answer: 'Yes, get an instant price online.' },
  { question: 'How long does a valuation take?', answer: 'About two minutes.' },
]

const details = (question: string) => screen.getByText(question).closest('details') as HTMLDetailsElement

describe('FaqList', () => {
  it('shows every question closed by default', () => {
    render(<FaqList items={items} heading="Frequently asked questions" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeDefined()
    expect(details('Can I trade in my car?').open).toBe(false)
    expect(details('How long does a valuation take?').open).toBe(false)
  })

  // Keyboard (Enter/Space on the summary) is the browser's own <details> behaviour; jsdom has no summary focus.
  it('opens and closes an answer on its question, leaving the others alone', async () => {
    const user = userEvent.setup()
    render(<FaqList items={items} />)
    await user.click(screen.getByText('Can I trade in my car?'))
    expect(details('Can I trade in my car?').open).toBe(true)
    expect(details('How long does a valuation take?').open).toBe(false)
    expect(screen.getByText('Yes, get an instant price online.').closest('details')).toBe(
      details('Can I trade in my car?'),
    )
    await user.click(screen.getByText('Can I trade in my car?'))
    expect(details('Can I trade in my car?').open).toBe(false)
  })

  it('can start with one answer open, and renders nothing without items', () => {
    const { unmount } = render(<FaqList items={items} defaultOpen={1} />)
    expect(details('How long does a valuation take?').open).toBe(true)
    unmount()
    const { container } = render(<FaqList items={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<FaqList items={items} heading="FAQs" defaultOpen={0} />)
    await expectNoAxeViolations(container)
  })
})
