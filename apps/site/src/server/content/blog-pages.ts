import { imageCdnFor, imageUrl } from '@forecourt/tenant-config'
import type { BlogListPage } from '../../site/catalogue-types'
import type { TenantData } from '@forecourt/site-server'

/**
 * /blog: every post as a blog card (image, date, heading, Read More link to /blog/{slug}), newest first. Each post's
 * own page is a content page (see pages.ts), its body sanitised.
 * @example buildBlogList(data).posts[0]?.href // '/blog/how-to-choose-the-right-towing-setup'
 */
export function buildBlogList({ tenant, content }: TenantData): BlogListPage {
  const cdn = imageCdnFor(tenant)
  return {
    posts: content.blogPosts
      .toSorted((a, b) => b.date.localeCompare(a.date))
      .map((post) => ({
        href: `/blog/${post.slug}`,
        heading: post.heading,
        image: { src: imageUrl(post.image, { width: 640 }, cdn), alt: '' },
        date: post.date,
      })),
  }
}

/**
 * '/blog' for sitemap.xml when the tenant has posts (the posts' own paths are content pages).
 * @example blogPaths(data) // ['/blog']
 */
export function blogPaths({ content }: TenantData): string[] {
  return content.blogPosts.length ? ['/blog'] : []
}
