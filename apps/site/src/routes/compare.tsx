import { CompareTable } from '@forecourt/components/forms'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { compareCarOf } from '../shortlist/compare-cars'
import { useCompareList } from '../shortlist/use-compare-list'
import { pageHead } from '../site/page-head'
import type { CarSummary } from '../site/site-types'

/** Texts of the compare page. */
const comparePageTexts = {
  title: 'Compare Cars',
  loading: 'Loading your cars…',
  failed: "We couldn't load the cars to compare. Please try again.",
  retry: 'Try again',
} as const

// The compare page: the cars chosen with Compare (kept in this browser), side by side.
export const Route = createFileRoute('/compare')({
  loader: async ({ context }) => ({ shell: await context.site.shell() }),
  // The head stays in the route tree every page loads: it names only literals, so the page's own code stays split.
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const head = pageHead({
      shell: loaderData.shell,
      path: '/compare',
      title: 'Compare Cars',
      description: `Compare cars at ${loaderData.shell.name} side by side.`,
    })
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: ComparePage,
})

type Loaded = { status: 'loading' } | { status: 'ready'; cars: CarSummary[] } | { status: 'failed' }

function ComparePage() {
  const { shell } = Route.useLoaderData()
  return (
    <section className="fc-section">
      <h1 className="fc-section__heading">{comparePageTexts.title}</h1>
      <Comparison storageKey={shell.forms.storageKeys.compare} searchHref={shell.searchHref} />
    </section>
  )
}

function Comparison({ storageKey, searchHref }: { storageKey: string; searchHref: string | null }) {
  const { site } = Route.useRouteContext()
  const compare = useCompareList(storageKey)
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [request, setRequest] = useState<{ ids: number[]; attempt: number } | null>(null)
  // Asked again only when the list gains a car not asked for yet (another tab added it); a removal only takes its
  // column away.
  useEffect(() => {
    if (!compare.ready) return
    setRequest((current) =>
      current && compare.ids.every((id) => current.ids.includes(id))
        ? current
        : { ids: compare.ids, attempt: current?.attempt ?? 0 },
    )
  }, [compare.ready, compare.ids])
  useEffect(() => {
    if (!request) return
    let live = true
    site.cars(request.ids).then(
      (cars) => live && setLoaded({ status: 'ready', cars }),
      () => live && setLoaded({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [request, site])

  if (!request || loaded.status === 'loading')
    return (
      <p role="status" className="fc-panel">
        {comparePageTexts.loading}
      </p>
    )
  if (loaded.status === 'failed')
    return (
      <div className="fc-panel" role="alert">
        <p>{comparePageTexts.failed}</p>
        <button
          type="button"
          className="fc-button"
          onClick={() => {
            setLoaded({ status: 'loading' })
            setRequest((current) => current && { ...current, attempt: current.attempt + 1 })
          }}
        >
          {comparePageTexts.retry}
        </button>
      </div>
    )
  const cars = loaded.status === 'ready' ? loaded.cars.filter((car) => compare.has(car.id)) : []
  return (
    <CompareTable
      cars={cars.map(compareCarOf)}
      onRemove={(id) => compare.remove(Number(id))}
      searchHref={searchHref}
    />
  )
}
