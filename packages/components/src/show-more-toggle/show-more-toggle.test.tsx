import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ShowMoreToggle } from './show-more-toggle'

function Harness() {
  const [expanded, setExpanded] = useState(false)
  return (
    <>
      <ShowMoreToggle
        expanded={expanded}
        onToggle={setExpanded}
        controls="list"
        moreLabel="Show More"
        lessLabel="Show Less"
      />
      <ul id="list">
        <li>One</li>
      </ul>
    </>
  )
}

describe('ShowMoreToggle', () => {
  it('is a disclosure button whose label and aria-expanded follow the state', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const button = screen.getByRole('button', { name: 'Show More' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.getAttribute('aria-controls')).toBe('list')
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.textContent).toBe('Show Less')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<Harness />)
    await expectNoAxeViolations(container)
  })
})
