import { createFileRoute, notFound } from '@tanstack/react-router'
import { ModelPageView } from '../../models/model-page-view'
import { formPageHead } from '../../forms-pages/form-page-head'

// /models/{slug}: a model page with its variants, colours and quote links.
export const Route = createFileRoute('/models/$slug')({
  loader: async ({ context, params }) => {
    const [page, shell] = await Promise.all([context.site.model(params.slug), context.site.shell()])
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
    if (!page) throw notFound()
    return { page, shell, meta: { path: page.path, title: page.title, description: page.description } }
  },
  head: formPageHead,
  component: ModelRoute,
})

function ModelRoute() {
  const { page, shell } = Route.useLoaderData()
  return <ModelPageView key={page.slug} page={page} shell={shell} />
}
