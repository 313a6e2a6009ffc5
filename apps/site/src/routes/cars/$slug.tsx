import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '../../site/page-head'
import { VehiclePageView } from '../../vehicle/vehicle-page-view'

// /cars/{slug}: the vehicle page, server-rendered with the car, its price and its schema.org data in the HTML.
export const Route = createFileRoute('/cars/$slug')({
  loader: async ({ context, params }) => {
    const [vehicle, shell] = await Promise.all([context.site.vehicle(params.slug), context.site.shell()])
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
    if (!vehicle) throw notFound()
    return { vehicle, shell }
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const { vehicle, shell } = loaderData
    const head = pageHead({
      shell,
      path: vehicle.path,
      title: `${vehicle.name} ${vehicle.price.amount !== null ? `for ${vehicle.price.text}` : ''}`.trim(),
      description: vehicle.description,
      ...(vehicle.ogImage ? { image: vehicle.ogImage } : {}),
      type: 'product',
    })
    const preload = vehicle.media.preload
    return {
      ...head,
      links: [
        ...head.links,
        ...(preload
          ? [
              {
                rel: 'preload',
                as: 'image',
                href: preload.href,
                fetchPriority: 'high',
                ...(preload.srcSet ? { imageSrcSet: preload.srcSet, imageSizes: preload.sizes } : {}),
              },
            ]
          : []),
      ],
    }
  },
  component: VehicleRoute,
})

function VehicleRoute() {
  const { vehicle } = Route.useLoaderData()
  const { site } = Route.useRouteContext()
  return <VehiclePageView page={vehicle} searchConfig={() => site.search()} />
}
