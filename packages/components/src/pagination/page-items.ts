/** A page link, or a gap ('…') between page links. */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string }

/**
 * The pages a pagination shows: the first, the last, and `padding` pages either side of the current one; a gap of
 * exactly one page shows that page instead of an ellipsis.
 * @example pageItems(5, 10, 1) // 1 … 4 5 6 … 10
 */
export function pageItems(page: number, pages: number, padding = 1): PageItem[] {
  const shown = new Set([1, pages])
  for (let offset = -padding; offset <= padding; offset += 1) shown.add(page + offset)
  const sorted = [...shown].filter((value) => value >= 1 && value <= pages).sort((a, b) => a - b)
  const items: PageItem[] = []
  sorted.forEach((value, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && value - previous === 2) items.push({ type: 'page', page: value - 1 })
    else if (previous !== undefined && value - previous > 2) items.push({ type: 'gap', key: `gap-${value}` })
    items.push({ type: 'page', page: value })
  })
  return items
}
