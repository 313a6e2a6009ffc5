import { describe, expect, it } from 'vitest'
import { demoTenantData, withFeatures } from '../testing/demo-tenant-data'
import { SitePages } from './pages'
import { buildShell } from './shell'

const tenant = demoTenantData()
const now = new Date('2026-11-20T02:00:00Z')

function shellOf(slug: string) {
  const data = tenant(slug)
  return buildShell(data, new SitePages(data, now), now)
}

const serviceLinks = (slug: string) => {
  const shell = shellOf(slug)
  const menu = shell.menu.flatMap((item) => ('children' in item && item.children ? item.children : [item]))
  const footer = shell.footer.groups.flatMap((group) => group.links)
  return [...menu, ...footer].filter((link) => link.label === 'Book a Service').map((link) => link.href)
}

describe('the shell', () => {
  it.each([
    ['wattle-bay-kia', 'https://service-booking.wattlebaykia.example/book'],
    ['bunya-range-motor-group', '/service'],
    ['red-gum-caravans-and-motorcycles', '/service'],
  ])(
    '"/service (or an external service booking page for one brand)": Book a Service on %s goes to %s',
    (slug, href) => {
      const links = serviceLinks(slug)
      expect(links.length).toBeGreaterThan(0)
      expect(new Set(links)).toEqual(new Set([href]))
    },
  )

  it.each([
    ['wattle-bay-kia', '/search/new-and-demo-cars'],
    ['bunya-range-motor-group', '/search/new-used-and-demo-cars'],
  ])("'Search stock' links on %s go to its default search path (search.defaultPath), %s", (slug, path) => {
    const shell = shellOf(slug)
    const footer = shell.footer.groups.flatMap((group) => group.links)
    expect(shell.searchHref).toBe(path)
    expect(footer.find((link) => link.label === 'Search stock')?.href).toBe(path)
    expect(shell.helpfulLinks.find((link) => link.label === 'Search all stock')?.href).toBe(path)
  })

  it('the Stock menu links the price-range slider page', () => {
    const stock = shellOf('wattle-bay-kia').menu.find((item) => item.label === 'Stock')
    expect(stock && 'children' in stock ? stock.children?.map((child) => child.href) : []).toContain(
      '/price-range',
    )
  })

  it('"Offers only when enabled": the menu names the page only for a tenant that shows offers', () => {
    const offers = (slug: string) =>
      shellOf(slug).menu.some((item) => 'href' in item && item.href === '/special-offers')
    expect([offers('wattle-bay-kia'), offers('bunya-range-motor-group')]).toEqual([true, false])
  })
})

describe('the shell of a tenant without location pages (features.locationPages)', () => {
  it('links /dealer-locator nowhere, where the same tenant with them does', () => {
    const data = tenant('wattle-bay-kia')
    const hrefs = (shell: ReturnType<typeof buildShell>) =>
      JSON.stringify(shell).match(/"href":"\/dealer-locator"/g)?.length ?? 0
    const off = withFeatures(data, { locationPages: false })

    expect(hrefs(buildShell(data, new SitePages(data, now), now))).toBeGreaterThan(0)
    expect(hrefs(buildShell(off, new SitePages(off, now), now))).toBe(0)
  })
})
