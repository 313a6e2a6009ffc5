import type { MouseEvent } from 'react'
import { cx, fill } from '../format'
import { pageItems } from './page-items'

export interface PaginationTexts {
  /** The navigation landmark's name. @defaultValue 'Pagination' */
  label: string
  /** @defaultValue 'Previous' */
  previous: string
  /** @defaultValue 'Next' */
  next: string
  /** A page link's name. @defaultValue 'Page {page}' */
  page: string
}

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number
  /** How many pages there are; nothing renders for one page or none. */
  pages: number
  /** The address of a page (1-based), so every link is crawlable. */
  hrefFor: (page: number) => string
  /**
   * Called on a plain left click (not with a modifier key, so new tabs still work); call
   * `event.preventDefault()` to navigate in the page instead.
   */
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void
  /** Pages shown either side of the current one. @defaultValue 1 */
  padding?: number
  texts?: Partial<PaginationTexts>
}

/** Page links with Previous and Next, the current page marked aria-current="page", and ellipses for gaps. */
export function Pagination({ page, pages, hrefFor, onNavigate, padding = 1, texts }: PaginationProps) {
  const t = { label: 'Pagination', previous: 'Previous', next: 'Next', page: 'Page {page}', ...texts }
  if (pages <= 1) return null
  const current = Math.min(Math.max(1, page), pages)
  const onClick = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    onNavigate?.(target, event)
  }
  const step = (target: number, text: string) => (
    <li>
      <a className="fc-pagination__link fc-pagination__step" href={hrefFor(target)} onClick={onClick(target)}>
        {text}
      </a>
    </li>
  )
  return (
    <nav className="fc-pagination" aria-label={t.label}>
      <ul className="fc-pagination__list">
        {current > 1 ? step(current - 1, t.previous) : null}
        {pageItems(current, pages, padding).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className="fc-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                className={cx('fc-pagination__link', item.page === current && 'fc-pagination__link--current')}
                href={hrefFor(item.page)}
                aria-label={fill(t.page, { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={onClick(item.page)}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        {current < pages ? step(current + 1, t.next) : null}
      </ul>
    </nav>
  )
}
