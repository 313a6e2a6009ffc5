import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { pageItems } from './page-items'
import { Pagination } from './pagination'

const hrefFor = (page: number) => (page === 1 ? '/search/used-cars' : `/search/used-cars?page=${page}`)

const texts = () =>
  Array.from(
    screen.getByRole('navigation', { name: 'Pagination' }).querySelectorAll('li'),
    (item) => item.textContent,
  )

describe('pageItems', () => {
  it('first, last, the current page with one either side, and gaps', () => {
    const shown = (page: number, pages: number) =>
      pageItems(page, pages).map((item) => (item.type === 'page' ? item.page : '…'))
    expect(shown(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10])
    expect(shown(1, 10)).toEqual([1, 2, '…', 10])
    expect(shown(3, 10)).toEqual([1, 2, 3, 4, '…', 10])
    expect(shown(10, 10)).toEqual([1, '…', 9, 10])
    expect(shown(2, 3)).toEqual([1, 2, 3])
  })
})

describe('Pagination', () => {
  it('middle page: Previous, pages with ellipses, Next, the current page marked', () => {
    render(<Pagination page={5} pages={10} hrefFor={hrefFor} />)
    expect(texts()).toEqual(['Previous', '1', '…', '4', '5', '6', '…', '10', 'Next'])
    const current = screen.getByRole('link', { name: 'Page 5' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1)
  })

  it('every link is a real, crawlable address', () => {
    render(<Pagination page={5} pages={10} hrefFor={hrefFor} />)
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/search/used-cars?page=4',
    )
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/search/used-cars?page=6')
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/search/used-cars')
    expect(screen.getByRole('link', { name: 'Page 10' }).getAttribute('href')).toBe(
      '/search/used-cars?page=10',
    )
  })

  it('first page has no Previous, last page no Next', () => {
    const { rerender } = render(<Pagination page={1} pages={4} hrefFor={hrefFor} />)
    expect(texts()).toEqual(['1', '2', '3', '4', 'Next'])
    rerender(<Pagination page={4} pages={4} hrefFor={hrefFor} />)
    expect(texts()).toEqual(['Previous', '1', '2', '3', '4'])
  })

  it('nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pages={1} hrefFor={hrefFor} />)
    expect(container.innerHTML).toBe('')
  })

  it('onNavigate gets plain clicks only, so new-tab clicks still follow the link', async () => {
    const onNavigate = vi.fn((_page: number, event: { preventDefault: () => void }) => event.preventDefault())
    render(<Pagination page={2} pages={4} hrefFor={hrefFor} onNavigate={onNavigate} />)
    await userEvent.click(screen.getByRole('link', { name: 'Next' }))
    expect(onNavigate).toHaveBeenCalledWith(3, expect.anything())
    fireEvent.click(screen.getByRole('link', { name: 'Page 4' }), { ctrlKey: true })
    expect(onNavigate).toHaveBeenCalledTimes(1)
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<Pagination page={5} pages={10} hrefFor={hrefFor} />)
    await expectNoAxeViolations(container)
  })
})
