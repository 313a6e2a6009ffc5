import { BlogCards } from '@forecourt/components'
import type { BlogListPage } from '../site/catalogue-types'

/** Texts of /blog. */
export const blogPageTexts = { title: 'News and Articles' } as const

/**
 * /blog: every post as a blog card (image, date, heading, Read More), 3 per row on large screens.
 * @example <BlogListView page={page} />
 */
export function BlogListView({ page }: { page: BlogListPage }) {
  return (
    <>
      <div className="fc-section" style={{ paddingBottom: 0 }}>
        <h1 className="fc-section__heading">{blogPageTexts.title}</h1>
      </div>
      <BlogCards posts={page.posts} />
    </>
  )
}
