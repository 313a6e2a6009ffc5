import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FeatureList } from './feature-list'
import { demoFeatures } from './fixtures'

describe('FeatureList', () => {
  it('"feature list (Show All/Hide, default limit 8)"', async () => {
    const user = userEvent.setup()
    render(<FeatureList features={demoFeatures} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Features' })).toBeDefined()
    expect(screen.getAllByRole('listitem')).toHaveLength(8)
    const toggle = screen.getByRole('button', { name: 'Show All' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('list').id)

    await user.click(toggle)
    expect(screen.getAllByRole('listitem')).toHaveLength(12)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')

    await user.click(screen.getByRole('button', { name: 'Hide' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(8)
  })

  it('skips blank entries, has no toggle with 8 or fewer, and renders nothing without features', () => {
    const { unmount } = render(<FeatureList features={[...demoFeatures.slice(0, 8), ' ']} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(8)
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    const { container } = render(<FeatureList features={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<FeatureList features={demoFeatures} />)
    await expectNoAxeViolations(container)
  })
})
