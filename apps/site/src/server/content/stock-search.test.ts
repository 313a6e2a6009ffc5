import { describe, expect, it } from 'vitest'
import { demoTenantData, withFeatures } from '../testing/demo-tenant-data'
import type { TenantData } from '@forecourt/site-server'
import { buildHome } from './home'
import { locationPages } from './locations-page'
import { buildOffersPage } from './offers-page'
import { SitePages } from './pages'
import { buildShell } from './shell'
import { vehiclePage } from './vehicle-page'

const tenant = demoTenantData()
const now = new Date('2026-11-20T02:00:00Z')
const isSearchLink = (href: string | null | undefined) =>
  Boolean(href && (href.startsWith('/search/') || href === '/price-range'))

/** Every search link a tenant's pages give, by where they show. */
function searchLinks(data: TenantData): Record<string, string[]> {
  const pages = new SitePages(data, now)
  const shell = buildShell(data, pages, now)
  const sold = data.cars.find((car) => car.sold || car.status === 'sold') ?? data.cars[0]!
  const vehicle = vehiclePage(data, sold, now)
  const pageHtml = ['/eofy', '/toyota/overview']
    .map(
      (path) =>
        pages
          .get(path)
          ?.sections.map((section) => section.sanitisedHtml)
          .join('') ?? '',
    )
    .join('')
  const links = {
    menu: shell.menu.flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)]),
    footer: shell.footer.groups.flatMap((group) => group.links.map((link) => link.href)),
    'helpful links': shell.helpfulLinks.map((link) => link.href),
    searchHref: [shell.searchHref],
    'home View all': [buildHome(data, now, { offers: false }).latestStock.viewAllHref],
    breadcrumb: vehicle.breadcrumb.map((crumb) => crumb.href),
    'Find Me Something Similar': [vehicle.actions.findSimilar?.href],
    'location stock links': data.tenant.dealerships.flatMap((dealership) => {
      const page = locationPages(data, now).page('locations', dealership.slug)
      return page?.kind === 'dealership' ? page.block.locations.map((location) => location.stockHref) : []
    }),
    'EOFY and brand pages': [...pageHtml.matchAll(/href="([^"]+)"/g)].map((match) => match[1]),
    'offers redirect': [buildOffersPage(data, new Date('2030-01-01T00:00:00Z')).redirectTo],
  }
  return Object.fromEntries(
    Object.entries(links).map(([place, hrefs]) => [place, hrefs.filter(isSearchLink) as string[]]),
  )
}

describe('features.search: the stock search pages and every link to them', () => {
  const group = () => tenant('bunya-range-motor-group')

  it('on (the default): each place links to search', () => {
    const links = searchLinks(group())
    expect(Object.entries(links).filter(([, hrefs]) => hrefs.length === 0)).toEqual([])
  })

  it("off: no place links to search; 'Find Me Something Similar' falls back to /contact, offers to home", () => {
    const data = withFeatures(group(), { search: false })
    const links = searchLinks(data)
    expect(links).toEqual(Object.fromEntries(Object.keys(links).map((place) => [place, []])))
    const sold = data.cars.find((car) => car.sold || car.status === 'sold') ?? data.cars[0]!
    expect(vehiclePage(data, sold, now).actions.findSimilar?.href).toBe('/contact')
    expect(buildOffersPage(data, new Date('2030-01-01T00:00:00Z')).redirectTo).toBe('/')
    expect(vehiclePage(data, sold, now).breadcrumb.map((crumb) => crumb.label).length).toBeGreaterThan(3)
  })
})
