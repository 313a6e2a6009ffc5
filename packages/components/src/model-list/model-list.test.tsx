import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoBodies, demoModels } from './fixtures'
import { ModelList } from './model-list'

describe('ModelList', () => {
  it('"\'ALL-NEW\' prefix" for coming_soon models only', () => {
    render(<ModelList models={demoModels} />)
    const links = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(links).toEqual(['Sportage', 'ALL-NEW Tasman', 'Picanto'])
    expect(screen.getByRole('link', { name: 'ALL-NEW Tasman' }).getAttribute('href')).toBe('/models/tasman')
  })

  it('"short_description (cut to about 75 characters)"', () => {
    render(<ModelList models={demoModels} />)
    const card = screen.getAllByRole('article')[0]
    const text = within(card as HTMLElement).getByText(/^The Kia Sportage/).textContent ?? ''
    expect(text).toBe('The Kia Sportage brings unleaded petrol and diesel and hybrid power, 5...')
    expect(text.length).toBeLessThanOrEqual(78)
  })

  it('"/models?body={body}": the body filter marks the chosen body', () => {
    render(<ModelList models={demoModels} bodies={demoBodies} />)
    const nav = screen.getByRole('navigation', { name: 'Filter models by body' })
    const current = within(nav).getByRole('link', { current: 'page' })
    expect(current.textContent).toBe('SUV')
    expect(within(nav).getByRole('link', { name: 'Ute' }).getAttribute('href')).toBe('/models?body=ute')
  })

  it('says so when no model has the body', () => {
    render(<ModelList models={[]} bodies={demoBodies} texts={{ empty: 'Nothing here.' }} />)
    expect(screen.getByRole('status').textContent).toBe('Nothing here.')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<ModelList models={demoModels} bodies={demoBodies} />)
    await expectNoAxeViolations(container)
  })
})
