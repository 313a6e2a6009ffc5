import type { SiteShell } from '../site/site-types'
import type { GaragePage } from './garage-pages'
import { privatePageHead } from './private-head'

// Kept apart from the garage page's component: a route's head is in every page's first load, its component is not.

/**
 * The head of a garage page (noindex: it is the shopper's own).
 * @example head: ({ loaderData }) => garageHead(loaderData)
 */
export function garageHead(data: { shell: SiteShell; garage: GaragePage } | undefined) {
  if (!data) return {}
  return privatePageHead(
    data.shell,
    data.garage.path,
    data.garage.title,
    `Your saved cars and account at ${data.shell.name}.`,
  )
}
