import { VehicleCard } from '@forecourt/components'
import { watchlistToast } from '@forecourt/components/forms'
import { ToastProvider, useToast } from '@forecourt/components/vehicle'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useSession } from '../leads/session'
import { loadWatchlist, useWatchlist, watchlistPath, watchlistSignInHref } from '../leads/watchlist'
import { pageHead } from '../site/page-head'
import type { SiteApi } from '../site/site-api'
import type { CarSummary } from '../site/site-types'

/** Texts of the watchlist page. */
const watchlistPageTexts = {
  title: 'My Watchlist',
  loading: 'Loading your watchlist…',
  signInHeading: 'Sign in to see your watchlist',
  signInText: 'Save cars while you browse and find them here on any device. Sign in with your mobile number.',
  signIn: 'Sign In',
  empty: "You haven't saved any cars yet. Press Save on a car you like and it will appear here.",
  search: 'Search cars',
  failed: "We couldn't load your saved cars. Please try again.",
  retry: 'Try again',
  remove: 'Remove',
  list: 'Saved cars',
} as const

// The watchlist page (its path is open in the spec): the signed-in shopper's saved cars. It is per shopper, so the
// server renders the frame and the browser asks for the list.
export const Route = createFileRoute('/watchlist')({
  loader: async ({ context }) => ({ shell: await context.site.shell() }),
  // The head stays in the route tree every page loads: it names only literals, so the page's own code stays split.
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const head = pageHead({
      shell: loaderData.shell,
      path: '/watchlist',
      title: 'My Watchlist',
      description: `The cars you saved at ${loaderData.shell.name}.`,
    })
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: WatchlistPage,
})

function WatchlistPage() {
  return (
    <ToastProvider>
      <section className="fc-section">
        <h1 className="fc-section__heading">{watchlistPageTexts.title}</h1>
        <Watchlist />
      </section>
    </ToastProvider>
  )
}

function Watchlist() {
  const session = useSession()
  if (session.loading)
    return (
      <p role="status" className="fc-panel">
        {watchlistPageTexts.loading}
      </p>
    )
  if (!session.user?.phone)
    return (
      <div className="fc-panel">
        <h2>{watchlistPageTexts.signInHeading}</h2>
        <p>{watchlistPageTexts.signInText}</p>
        <a className="fc-button" href={watchlistSignInHref(watchlistPath)}>
          {watchlistPageTexts.signIn}
        </a>
      </div>
    )
  return <SavedCars />
}

/** The site API answers at most 24 cars per question. */
const carsPerRequest = 24

/** The saved cars in the order saved, asked 24 at a time. */
async function carsByIds(site: SiteApi, ids: readonly number[]): Promise<CarSummary[]> {
  const groups: number[][] = []
  for (let start = 0; start < ids.length; start += carsPerRequest)
    groups.push(ids.slice(start, start + carsPerRequest))
  return (await Promise.all(groups.map((group) => site.cars(group)))).flat()
}

type Loaded = { status: 'loading' } | { status: 'ready'; cars: CarSummary[] } | { status: 'failed' }

function SavedCars() {
  const { site } = Route.useRouteContext()
  const { searchHref } = Route.useLoaderData().shell
  const router = useRouter()
  const toast = useToast()
  const watchlist = useWatchlist({
    navigate: (href) => void router.navigate({ href }),
    toast: (kind) => void toast.show(watchlistToast(kind, watchlistPath)),
    alert: (message) => window.alert(message),
  })
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // The saved cars are asked for once; a removal only takes its card away (the list below follows `watchlist`).
  useEffect(() => {
    let live = true
    loadWatchlist(attempt > 0)
      .then((ids) => carsByIds(site, ids))
      .then(
        (cars) => live && setLoaded({ status: 'ready', cars }),
        () => live && setLoaded({ status: 'failed' }),
      )
    return () => {
      live = false
    }
  }, [site, attempt])

  if (loaded.status === 'loading')
    return (
      <p role="status" className="fc-panel">
        {watchlistPageTexts.loading}
      </p>
    )
  if (loaded.status === 'failed')
    return (
      <div className="fc-panel" role="alert">
        <p>{watchlistPageTexts.failed}</p>
        <button
          type="button"
          className="fc-button"
          onClick={() => {
            setLoaded({ status: 'loading' })
            setAttempt((count) => count + 1)
          }}
        >
          {watchlistPageTexts.retry}
        </button>
      </div>
    )
  const cars = loaded.cars.filter((car) => watchlist.saved(car.id))
  if (!cars.length)
    return (
      <div className="fc-panel">
        <p>{watchlistPageTexts.empty}</p>
        {searchHref ? (
          <a className="fc-button" href={searchHref}>
            {watchlistPageTexts.search}
          </a>
        ) : null}
      </div>
    )
  return (
    <ul className="fc-results fc-results--3" aria-label={watchlistPageTexts.list}>
      {cars.map((car) => (
        <li key={car.id} className="fc-results__item">
          <VehicleCard
            href={car.href}
            title={car.title}
            {...(car.subtitle ? { subtitle: car.subtitle } : {})}
            image={car.image}
            price={car.price}
            chips={car.chips}
            tag={car.tag}
            headingLevel={2}
          />
          <button
            type="button"
            className="fc-button fc-button--outline"
            style={{ marginTop: 'var(--fc-space-2, 0.5rem)', width: '100%' }}
            aria-disabled={watchlist.pending === car.id || undefined}
            onClick={() => {
              if (watchlist.pending !== car.id) void watchlist.toggle(car.id)
            }}
          >
            {watchlistPageTexts.remove} <span className="fc-sr-only">{car.name}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
