import { describe, expect, it } from 'vitest'
import { createSearchRouter, type HistoryPort } from './instantsearch-routing'
import type { SearchPageConfig } from './search-config'

/** A history that only records: where it is and where the router asked to go. */
function fakeHistory(start: string) {
  let href = start
  const navigated: string[] = []
  const history: HistoryPort = {
    href: () => href,
    navigate: (to) => {
      navigated.push(to)
      href = to
    },
    onNavigated: () => () => {},
  }
  return { history, navigated, go: (to: string) => (href = to) }
}

const config = {
  catalogue: { makes: [], bodies: [], locations: [], dealerships: [] },
} as unknown as SearchPageConfig

describe('the search router: "back, forward, reload and shared links restore the same results"', () => {
  it('a search the shopper makes on the search page is written to the URL', () => {
    const { history, navigated } = fakeHistory('/search/new-used-and-demo-cars')
    createSearchRouter(config, history).write({ query: 'hilux' })
    expect(navigated).toEqual(['/search/new-used-and-demo-cars?query=hilux'])
  })

  it("once the shopper has left for a car's page, what the unmounting widgets write takes nobody back", () => {
    const { history, navigated, go } = fakeHistory('/search/new-used-and-demo-cars?query=hilux')
    const router = createSearchRouter(config, history)
    go('/cars/2026-kia-sportage-s-wbk000001')
    router.write({})
    expect(navigated).toEqual([])
    expect(history.href()).toBe('/cars/2026-kia-sportage-s-wbk000001')
  })
})
