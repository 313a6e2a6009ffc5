import { VehiclePrintSheet } from '@forecourt/components/vehicle'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useState } from 'react'
import { pageHead } from '../site/page-head'
import { downloadPdf } from '../vehicle/vehicle-services'

// /print?car_id={slug}: the printable vehicle page; the vehicle page opens it in a new tab.
export const Route = createFileRoute('/print')({
  validateSearch: (search: Record<string, unknown>) => ({
    car_id: typeof search.car_id === 'string' ? search.car_id : '',
  }),
  loaderDeps: ({ search }) => ({ slug: search.car_id }),
  loader: async ({ context, deps }) => {
    const [vehicle, shell] = await Promise.all([
      deps.slug ? context.site.vehicle(deps.slug) : Promise.resolve(null),
      context.site.shell(),
    ])
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
    if (!vehicle) throw notFound()
    return { vehicle, shell }
  },
  head: ({ loaderData }) =>
    loaderData
      ? {
          ...pageHead({
            shell: loaderData.shell,
            path: loaderData.vehicle.path,
            title: `Print: ${loaderData.vehicle.name}`,
            description: loaderData.vehicle.description,
          }),
          meta: [
            { title: `Print: ${loaderData.vehicle.name} | ${loaderData.shell.name}` },
            { name: 'robots', content: 'noindex' },
          ],
        }
      : {},
  component: PrintPage,
})

function PrintPage() {
  const { vehicle } = Route.useLoaderData()
  const [preparing, setPreparing] = useState(false)
  const location = vehicle.location
  const image = vehicle.media.images[0]
  return (
    <VehiclePrintSheet
      dealerName={location?.name ?? ''}
      name={vehicle.name}
      price={{ text: vehicle.price.text, note: vehicle.price.note, was: vehicle.price.wasText }}
      image={image ? { src: image.src, alt: image.alt, width: image.width, height: image.height } : null}
      keyInformation={vehicle.keyInformation}
      specifications={vehicle.specifications}
      features={vehicle.features}
      sanitisedCommentsHtml={vehicle.comments.sanitisedHtml}
      location={
        location
          ? {
              name: location.name,
              address: location.address,
              phone: location.phoneText,
              hours: location.hoursSummary,
            }
          : null
      }
      url={vehicle.url}
      disclaimer={vehicle.disclaimer}
      onPrint={() => window.print()}
      preparing={preparing}
      onDownloadPdf={() => {
        setPreparing(true)
        downloadPdf(vehicle)
          .catch((error: unknown) => window.alert(error instanceof Error ? error.message : String(error)))
          .finally(() => setPreparing(false))
      }}
    />
  )
}
