import { pageHead } from '../site/page-head'
import type { SiteShell } from '../site/site-types'

/**
 * The head of a shopper's own page (sign-in, checkout, garage, payment, wheel): its title and canonical URL like
 * any page, and noindex, since there is nothing on it for a search engine.
 * @example head: ({ loaderData }) => privatePageHead(loaderData.shell, '/my-garage', 'My Garage', 'Your saved cars')
 */
export function privatePageHead(shell: SiteShell, path: string, title: string, description: string) {
  const head = pageHead({ shell, path, title, description })
  return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
}
