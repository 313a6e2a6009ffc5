import { ContentPage, FaqList } from '@forecourt/components'
import { useLoaderData } from '@tanstack/react-router'
import type { PageContent } from './site-types'

/** A content page: title, intro, sanitised sections and, where the page has them, its FAQs. */
export function ContentPageView({ page }: { page: PageContent }) {
  return (
    <>
      <ContentPage title={page.title} intro={page.intro} sections={page.sections} />
      {page.faqs?.length ? <FaqList items={page.faqs} /> : null}
    </>
  )
}

/** The component of every content route (see `contentRoute`), loaded with the first content page. */
export function ContentRouteComponent() {
  // Every content route's loader answers { page, shell } (see contentRoute); the loose lookup only knows the union.
  const { page }: { page?: PageContent } = useLoaderData({ strict: false })
  return page ? <ContentPageView page={page} /> : null
}
