import { describe, expect, it } from 'vitest'
import { assetsForRoute } from './page-styles'
import type { PageAssets } from './site-types'

const built: PageAssets = {
  scripts: [{ src: '/assets/entry-client-a.js' }],
  styles: ['/assets/entry-client-b.css'],
  pageStyles: {
    home: ['/assets/page-home-c.css'],
    search: ['/assets/page-search-d.css'],
    vehicle: ['/assets/page-vehicle-e.css'],
  },
}

describe('assetsForRoute: a key page links its own stylesheet', () => {
  it.each([
    ['home', '/', '/assets/page-home-c.css'],
    ['a search page', '/search/$', '/assets/page-search-d.css'],
    ['a vehicle page', '/cars/$slug', '/assets/page-vehicle-e.css'],
  ])('%s (%s) links %s, and adds the full sheet at the first input', (_name, routeId, sheet) => {
    const assets = assetsForRoute(built, routeId)
    expect(assets.styles).toEqual([sheet])
    expect(assets.scripts[0]).toEqual(built.scripts[0])
    expect(assets.scripts[1]?.content).toContain('addEventListener(type,add,{capture:true,passive:true})')
    expect(assets.scripts[1]?.content).toContain(JSON.stringify(built.styles))
  })

  it("builds a page's assets once for the same assets (no work per request)", () => {
    expect(assetsForRoute(built, '/search/$')).toBe(assetsForRoute(built, '/search/$'))
    expect(assetsForRoute(built, '/search/$')).not.toBe(assetsForRoute(built, '/'))
    expect(assetsForRoute({ ...built }, '/search/$')).not.toBe(assetsForRoute(built, '/search/$'))
  })

  it.each<[string, string | undefined, PageAssets]>([
    ['any other page', '/contact', built],
    ['no route (an address nothing matches)', undefined, built],
    ['a build without page sheets', '/', { ...built, pageStyles: {} }],
    ['the development server (styles injected by Vite)', '/', { ...built, styles: [] }],
  ])('%s keeps the assets as they are', (_name, routeId, assets) => {
    expect(assetsForRoute(assets, routeId)).toBe(assets)
  })
})
