import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoFooter } from './fixtures'
import { SiteFooter } from './site-footer'

describe('SiteFooter', () => {
  it('shows each link group under its heading inside the footer navigation', () => {
    render(<SiteFooter {...demoFooter} />)
    const nav = screen.getByRole('navigation', { name: 'Footer' })
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Models', 'Buyer Tools', 'Servicing and Parts', 'Sunshine Toyota'])
    expect(within(nav).getByRole('link', { name: 'Finance Calculator' }).getAttribute('href')).toBe(
      '/finance',
    )
  })

  it('footer phone numbers per car type are tel: links', () => {
    render(<SiteFooter {...demoFooter} />)
    expect(screen.getByRole('link', { name: '07 3000 0001' }).getAttribute('href')).toBe('tel:0730000001')
    expect(screen.getByRole('link', { name: '07 3000 0002' }).getAttribute('href')).toBe('tel:0730000002')
    expect(screen.getByText('Used Cars')).toBeDefined()
  })

  it('shows social links by name, the payment logos and the small print only when given', () => {
    const { unmount } = render(<SiteFooter {...demoFooter} />)
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://facebook.com/sunshine',
    )
    expect(screen.getByRole('list', { name: 'Accepted payment methods' })).toBeDefined()
    expect(screen.getByText(/Dealer licence/)).toBeDefined()
    unmount()
    render(<SiteFooter groups={[]} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('list', { name: 'Accepted payment methods' })).toBeNull()
    expect(screen.getByRole('contentinfo')).toBeDefined()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<SiteFooter {...demoFooter} />)
    await expectNoAxeViolations(container)
  })
})
