import type { SiteShell } from './site-types'

/** What a page says about itself to browsers, crawlers and link previews. */
export interface PageHeadInput {
  shell: SiteShell
  /** The page's path, e.g. '/about-us'; the canonical URL is the tenant's origin plus this path. */
  path: string
  title: string
  description: string
  image?: string
  type?: 'website' | 'article' | 'product'
}

/**
 * Title, description, canonical URL and Open Graph tags for a route's `head`, all server-rendered.
 * @example head: ({ loaderData }) => pageHead({ shell, path: '/about-us', title: 'About Us', description })
 */
export function pageHead(input: PageHeadInput) {
  const { shell, path, description } = input
  const title = input.title === shell.name ? shell.name : `${input.title} | ${shell.name}`
  const url = new URL(path, shell.origin).href
  const meta = [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: shell.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_AU' },
    ...(input.image ? [{ property: 'og:image', content: new URL(input.image, shell.origin).href }] : []),
  ]
  return { meta, links: [{ rel: 'canonical', href: url }] }
}
