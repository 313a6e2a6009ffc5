import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { Breadcrumb } from './breadcrumb'
import { demoCrumbs } from './fixtures'

describe('Breadcrumb', () => {
  it('is a navigation named Breadcrumb with an ordered list of the trail', () => {
    render(<Breadcrumb items={demoCrumbs} />)
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
    const list = within(nav).getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Used Cars', 'Toyota', 'HiLux', 'Ute', '2023 Toyota HiLux SR5'])
    expect(within(nav).getByRole('link', { name: 'Toyota' }).getAttribute('href')).toBe('/search/toyota')
  })

  it('marks the last item as the current page and does not link it', () => {
    render(
      <Breadcrumb
        items={[
          { label: 'Home', href: '/' },
          { label: 'HiLux', href: '/cars/hilux' },
        ]}
      />,
    )
    expect(screen.queryByRole('link', { name: 'HiLux' })).toBeNull()
    expect(screen.getByText('HiLux').getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
  })

  it('takes its landmark name from texts, and renders nothing without items', () => {
    const { unmount } = render(<Breadcrumb items={demoCrumbs} texts={{ label: 'You are here' }} />)
    expect(screen.getByRole('navigation', { name: 'You are here' })).toBeDefined()
    unmount()
    const { container } = render(<Breadcrumb items={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<Breadcrumb items={demoCrumbs} />)
    await expectNoAxeViolations(container)
  })
})
