import { createFileRoute, notFound } from '@tanstack/react-router'
import { bodySearch } from '../../models/search-params'
import { ModelsPageView } from '../../models/models-page-view'
import { formPageHead } from '../../forms-pages/form-page-head'

// /models?body={body}: the model listing, filtered by body.
export const Route = createFileRoute('/models/')({
  validateSearch: bodySearch,
  loader: async ({ context }) => {
    const [page, shell] = await Promise.all([context.site.models(), context.site.shell()])
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
    if (!page.models.length) throw notFound()
    const meta = {
      path: '/models',
      title: 'New Models',
      description: `Explore the new model range at ${shell.name}: compare variants, colours and drive-away prices.`,
    }
    return { page, shell, meta }
  },
  head: formPageHead,
  component: ModelsRoute,
})

function ModelsRoute() {
  const { page } = Route.useLoaderData()
  const { body } = Route.useSearch()
  return <ModelsPageView page={page} {...(body ? { body } : {})} />
}
