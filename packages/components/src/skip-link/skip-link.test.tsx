import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { SkipLink } from './skip-link'

describe('SkipLink', () => {
  it("'Skip to content' points to #main and is the first tab stop", async () => {
    const user = userEvent.setup()
    render(
      <>
        <SkipLink />
        <a href="/">Home</a>
        <main id="main">Content</main>
      </>,
    )
    await user.tab()
    const link = screen.getByRole('link', { name: 'Skip to content' })
    expect(document.activeElement).toBe(link)
    expect(link.getAttribute('href')).toBe('#main')
  })

  it('takes another target and label', () => {
    render(<SkipLink targetId="content" label="Zum Inhalt" />)
    expect(screen.getByRole('link', { name: 'Zum Inhalt' }).getAttribute('href')).toBe('#content')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<SkipLink />)
    await expectNoAxeViolations(container)
  })
})
