import { scriptLiteral } from './script-literal'
import type { PageAssets, PageStyles } from './site-types'

/**
 * The key pages that link a stylesheet of their own: each page's route module (which the client build reads for the
 * components it renders) and its route id (by which the server knows the page it renders). One list for both.
 * @example keyPageStyles.home.routeId // '/'
 */
export const keyPageStyles: Record<PageStyles, { routeFile: string; routeId: string }> = {
  home: { routeFile: 'src/routes/index.tsx', routeId: '/' },
  search: { routeFile: 'src/routes/search/$.tsx', routeId: '/search/$' },
  vehicle: { routeFile: 'src/routes/cars/$slug.tsx', routeId: '/cars/$slug' },
}

/** The events that show a shopper is about to do something: hovering, touching, a key, focus. */
const firstInput = ['pointerover', 'pointerdown', 'keydown', 'focusin']

/** Each assets object's key-page variants, made once: a production server's assets are fixed for its life. */
const variantsOf = new WeakMap<PageAssets, Map<PageStyles, PageAssets>>()

/**
 * The assets of one page: a key page links its own stylesheet instead of the full one, so its first paint waits
 * for its own CSS only, and a small inline script adds the full sheet at the shopper's first input, for the pages a
 * shopper moves on to (the page's own dialogs are in its own sheet). Any other page, or a build without page sheets
 * (development), keeps the assets. The same assets give the same object for a page, built on its first request.
 * @example assetsForRoute(assets, '/') // { ...assets, styles: ['/assets/page-home-….css'], scripts: [..., loader] }
 */
export function assetsForRoute(assets: PageAssets, routeId: string | undefined): PageAssets {
  const page = (Object.keys(keyPageStyles) as PageStyles[]).find(
    (name) => keyPageStyles[name].routeId === routeId,
  )
  const own = page ? assets.pageStyles[page] : undefined
  if (!page || !own?.length || assets.styles.length === 0) return assets
  let variants = variantsOf.get(assets)
  if (!variants) variantsOf.set(assets, (variants = new Map<PageStyles, PageAssets>()))
  let variant = variants.get(page)
  if (!variant) variants.set(page, (variant = withOwnSheet(assets, own)))
  return variant
}

function withOwnSheet(assets: PageAssets, own: readonly string[]): PageAssets {
  // Added at the shopper's first touch, key or focus rather than at load: adding a sheet restyles the whole page,
  // a long task (on a search page's hundreds of elements) that nothing on the first view needs.
  const fullSheet =
    `const add=()=>{for(const type of ${scriptLiteral(firstInput)})removeEventListener(type,add,true);` +
    `for(const href of ${scriptLiteral(assets.styles)}){const link=document.createElement('link');` +
    `link.rel='stylesheet';link.href=href;document.head.append(link)}};` +
    `for(const type of ${scriptLiteral(firstInput)})addEventListener(type,add,{capture:true,passive:true})`
  return { ...assets, styles: [...own], scripts: [...assets.scripts, { content: fullSheet }] }
}
