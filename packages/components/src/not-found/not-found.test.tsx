import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { NotFound } from './not-found'

const links = [
  { label: 'Home', href: '/' },
  { label: 'Search Stock', href: '/search/new-used-and-demo-cars' },
]

describe('NotFound', () => {
  it("is titled 'Page not found' by default, with the text and links to carry on", () => {
    render(<NotFound text="That page has moved or no longer exists." links={links} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined()
    expect(screen.getByText('That page has moved or no longer exists.')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Search Stock' }).getAttribute('href')).toBe(
      '/search/new-used-and-demo-cars',
    )
  })

  it('takes its own title and shows no list without links', () => {
    render(<NotFound title="Car sold" text="This car has been sold." links={[]} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Car sold' })).toBeDefined()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<NotFound text="Gone." links={links} />)
    await expectNoAxeViolations(container)
  })
})
