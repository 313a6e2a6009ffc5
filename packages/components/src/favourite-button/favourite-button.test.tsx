import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FavouriteButton } from './favourite-button'

function Harness() {
  const [pressed, setPressed] = useState(false)
  return <FavouriteButton pressed={pressed} onToggle={setPressed} />
}

describe('FavouriteButton', () => {
  it('is a toggle button: aria-pressed follows each click, the name stays', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const button = screen.getByRole('button', { name: 'Favourite' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    await user.click(button)
    expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('true')
    await user.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('false')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<FavouriteButton pressed onToggle={() => undefined} />)
    await expectNoAxeViolations(container)
  })
})
