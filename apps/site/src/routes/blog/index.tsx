import { createFileRoute, notFound } from '@tanstack/react-router'
import { BlogListView } from '../../models/blog-list-view'
import { formPageHead } from '../../forms-pages/form-page-head'

// /blog: the tenant's posts as blog cards.
export const Route = createFileRoute('/blog/')({
  loader: async ({ context }) => {
    const [page, shell] = await Promise.all([context.site.blog(), context.site.shell()])
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
    if (!page.posts.length) throw notFound()
    const meta = {
      path: '/blog',
      title: 'News and Articles',
      description: `News, buying guides and tips from ${shell.name}.`,
    }
    return { page, shell, meta }
  },
  head: formPageHead,
  component: BlogRoute,
})

function BlogRoute() {
  const { page } = Route.useLoaderData()
  return <BlogListView page={page} />
}
