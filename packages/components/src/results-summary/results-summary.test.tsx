import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ResultsSummary } from './results-summary'

describe('ResultsSummary', () => {
  it('groups digits the Australian way', () => {
    render(<ResultsSummary count={1234} />)
    expect(screen.getByText('1,234 cars')).toBeDefined()
  })

  it('capped counts read 1999+', () => {
    render(<ResultsSummary count={1999} capped />)
    expect(screen.getByText('1999+ cars')).toBeDefined()
  })

  it('one car, and the query when there is one', () => {
    const { container } = render(<ResultsSummary count={1} query="hilux" />)
    expect(container.textContent).toBe('1 car for “hilux”')
  })

  it('is a polite live region', async () => {
    const { container } = render(<ResultsSummary count={0} />)
    const region = container.querySelector('[aria-live]')
    expect([region?.getAttribute('aria-live'), region?.textContent]).toEqual(['polite', '0 cars'])
    await expectNoAxeViolations(container)
  })
})
