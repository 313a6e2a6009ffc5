import { CarSummary as CarSummaryCard, watchlistToast } from '@forecourt/components/forms'
import { ToastProvider, useToast } from '@forecourt/components/vehicle'
import { formatPhone } from '@forecourt/stock-rules'
import { signInRedirect } from '@forecourt/tenant-config/gated-pages'
import { useEffect, useId, useRef, useState } from 'react'
import { useSession, type SessionUser } from '../leads/session'
import { loadWatchlist, useWatchlist, watchlistPath } from '../leads/watchlist'
import type { CarSummary, SiteShell } from '../site/site-types'
import { signOut } from './account-api'
import { carSummaryData } from './car-summary-data'
import type { GaragePage } from './garage-pages'
import { MobileVerification } from './mobile-verification'

/** Props of {@link MyGaragePage}. */
export interface MyGaragePageProps {
  shell: SiteShell
  /** /my-garage, or the brand garage page shown. */
  garage: GaragePage
  /** Cars by id (the site API's `cars`), for the saved cars. */
  loadCars: (ids: readonly number[]) => Promise<CarSummary[]>
}

/**
 * /my-garage and the brand garage pages (always behind sign-in): the shopper's email and mobile, adding and
 * proving a mobile (the watchlist needs one), their saved cars with Remove, links to their other pages, and Sign
 * out. The server gates the page; a shopper whose session ended meanwhile gets a sign-in link.
 * @example <MyGaragePage shell={shell} garage={{ path: '/my-garage', title: 'My Garage' }} loadCars={site.cars} />
 */
export function MyGaragePage(props: MyGaragePageProps) {
  return (
    <ToastProvider>
      <Garage {...props} />
    </ToastProvider>
  )
}

function Garage({ shell, garage, loadCars }: MyGaragePageProps) {
  const session = useSession()
  const { user } = session
  return (
    <div className="fc-section fc-account">
      <h1 className="fc-account__heading">{garage.title}</h1>
      {session.loading ? (
        <p role="status">Loading your garage…</p>
      ) : !user ? (
        <p>
          Your session has ended.{' '}
          <a className="fc-link" href={signInRedirect('my-garage', garage.path)}>
            Sign in to see your garage
          </a>
        </p>
      ) : (
        <>
          <AccountDetails user={user} />
          <SavedCars loadCars={loadCars} searchHref={shell.searchHref} />
          <MoreForYou shell={shell} />
          <SignOut />
        </>
      )}
    </div>
  )
}

function AccountDetails({ user }: { user: SessionUser }) {
  const headingId = useId()
  const [adding, setAdding] = useState(false)
  return (
    <section className="fc-panel fc-account__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Your details</h2>
      <dl className="fc-account__details">
        <div>
          <dt>Email</dt>
          <dd>{user.email ?? 'Not added'}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{user.phone ? formatPhone(user.phone) : 'Not added'}</dd>
        </div>
      </dl>
      {user.phone ? null : <p>Add your mobile number to save cars to your watchlist.</p>}
      {adding ? (
        <MobileVerification headingLevel={3} onVerified={() => setAdding(false)} />
      ) : (
        <button type="button" className="fc-button fc-button--outline" onClick={() => setAdding(true)}>
          {user.phone ? 'Change mobile number' : 'Add mobile number'}
        </button>
      )}
    </section>
  )
}

/** Cars are asked for 24 at a time, as many as the site API answers at once. */
const carsPerRequest = 24

function SavedCars({
  loadCars,
  searchHref,
}: {
  loadCars: MyGaragePageProps['loadCars']
  searchHref: string | null
}) {
  const headingId = useId()
  const toast = useToast()
  const watchlist = useWatchlist({
    navigate: (href) => window.location.assign(href),
    toast: (kind) => toast.show(watchlistToast(kind, watchlistPath)),
    alert: (message) => window.alert(message),
  })
  const ids = watchlist.ids
  const [listLoaded, setListLoaded] = useState(false)
  const [cars, setCars] = useState<ReadonlyMap<number, CarSummary>>(new Map())
  const [loading, setLoading] = useState(0)
  const [failed, setFailed] = useState(false)
  const asked = useRef(new Set<number>())
  useEffect(() => {
    void loadWatchlist().then(() => setListLoaded(true))
  }, [])
  useEffect(() => {
    // Each saved id is asked for once: removing a car, or one that is no longer listed, asks nothing again.
    const missing = ids.filter((id) => !asked.current.has(id))
    for (const id of missing) asked.current.add(id)
    for (let start = 0; start < missing.length; start += carsPerRequest) {
      setLoading((count) => count + 1)
      loadCars(missing.slice(start, start + carsPerRequest))
        .then((found) =>
          setCars((known) => new Map([...known, ...found.map((car) => [car.id, car] as const)])),
        )
        .catch(() => setFailed(true))
        .finally(() => setLoading((count) => count - 1))
    }
  }, [ids, loadCars])
  const saved = ids.flatMap((id) => {
    const car = cars.get(id)
    return car ? [car] : []
  })
  const settled = listLoaded && loading === 0
  const unlisted = settled ? ids.length - saved.length : 0
  return (
    <section className="fc-panel fc-account__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Saved cars</h2>
      {failed ? (
        <p role="alert">We couldn’t load your saved cars. Please reload the page.</p>
      ) : !settled && saved.length === 0 ? (
        <p role="status">Loading your saved cars…</p>
      ) : saved.length === 0 ? (
        searchHref ? (
          <p>
            You have no saved cars yet.{' '}
            <a className="fc-link" href={searchHref}>
              Browse our stock
            </a>{' '}
            and press Save on the cars you like.
          </p>
        ) : (
          <p>You have no saved cars yet. Press Save on the cars you like.</p>
        )
      ) : (
        <ul className="fc-account__cars">
          {saved.map((car) => (
            <li key={car.id} className="fc-account__car">
              <CarSummaryCard car={carSummaryData(car)} />
              {car.reserved || !car.available ? (
                <p className="fc-account__car-status">{car.reserved ? 'Reserved' : 'Sold'}</p>
              ) : null}
              <button
                type="button"
                className="fc-button fc-button--outline"
                aria-disabled={watchlist.pending === car.id || undefined}
                onClick={() => {
                  if (watchlist.pending !== car.id) void watchlist.toggle(car.id)
                }}
              >
                Remove <span className="fc-sr-only">{car.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {unlisted > 0 ? (
        <p className="fc-account__note">
          {unlisted === 1
            ? 'One saved car is no longer listed.'
            : `${unlisted} saved cars are no longer listed.`}
        </p>
      ) : null}
    </section>
  )
}

function MoreForYou({ shell }: { shell: SiteShell }) {
  const headingId = useId()
  const links = [
    { label: 'Make a payment', href: '/online-payment' },
    ...(shell.forms.accountPages?.spinToWin ? [{ label: 'Spin to win', href: '/spin-to-win' }] : []),
    ...(shell.searchHref ? [{ label: 'Search our stock', href: shell.searchHref }] : []),
  ]
  return (
    <section className="fc-account__section" aria-labelledby={headingId}>
      <h2 id={headingId}>More for you</h2>
      <ul className="fc-account__links">
        {links.map((link) => (
          <li key={link.href}>
            <a className="fc-link" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

function SignOut() {
  const [state, setState] = useState<{ busy: boolean; message: string }>({ busy: false, message: '' })
  return (
    <div className="fc-account__signout">
      <button
        type="button"
        className="fc-button"
        aria-disabled={state.busy || undefined}
        onClick={() => {
          if (state.busy) return
          setState({ busy: true, message: '' })
          void signOut().then((result) => {
            if (result.ok) window.location.assign('/')
            else setState({ busy: false, message: result.message })
          })
        }}
      >
        Sign out
      </button>
      <p role="status" className="fc-account__status">
        {state.message}
      </p>
    </div>
  )
}
