import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { DealerComments } from './dealer-comments'
import { longCommentsHtml, longCommentsText, shortCommentsHtml, shortCommentsText } from './fixtures'

const body = () => document.querySelector('.fc-comments__body') as HTMLElement

describe('DealerComments', () => {
  it('"Dealer comments: truncated to 400 characters with Show More / Less"', async () => {
    const user = userEvent.setup()
    render(<DealerComments sanitisedHtml={longCommentsHtml} text={longCommentsText} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Dealer Comments' })).toBeDefined()
    expect(longCommentsText.length).toBeGreaterThan(400)
    const collapsed = body().textContent ?? ''
    expect(collapsed.endsWith('...')).toBe(true)
    expect(collapsed.length).toBeLessThanOrEqual(403)
    expect(body().querySelector('strong')).toBeNull()

    const toggle = screen.getByRole('button', { name: 'Show More' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.getAttribute('aria-controls')).toBe(body().id)
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(body().querySelector('strong')).not.toBeNull()
    expect(body().querySelectorAll('p')).toHaveLength(4)

    await user.click(screen.getByRole('button', { name: 'Show Less' }))
    expect(body().textContent?.endsWith('...')).toBe(true)
  })

  it('renders short comments as their sanitised HTML without a toggle', () => {
    render(<DealerComments sanitisedHtml={shortCommentsHtml} text={shortCommentsText} />)
    expect(body().querySelector('strong')?.textContent).toBe('one owner')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('"Dealer comments empty: \'Dealer comments are pending. Please check back here later.\'"', () => {
    render(<DealerComments sanitisedHtml="" text="  " />)
    expect(screen.getByText('Dealer comments are pending. Please check back here later.')).toBeDefined()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('server-renders the same collapsed text as the client', () => {
    const html = renderToString(<DealerComments sanitisedHtml={longCommentsHtml} text={longCommentsText} />)
    expect(html).toContain('...</p>')
    expect(html).not.toContain('<strong>')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <DealerComments sanitisedHtml={longCommentsHtml} text={longCommentsText} defaultExpanded />,
    )
    await expectNoAxeViolations(container)
  })
})
