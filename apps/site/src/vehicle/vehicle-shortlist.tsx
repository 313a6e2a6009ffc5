import { WatchlistButton, watchlistToast } from '@forecourt/components/forms'
import { useToast } from '@forecourt/components/vehicle'
import { useRouter } from '@tanstack/react-router'
import { useWatchlist, watchlistPath, type WatchlistEffects } from '../leads/watchlist'
import { comparePath, compareTexts } from '../shortlist/compare-list'
import { useCompareList } from '../shortlist/use-compare-list'
import { analyticsEvents, track } from '../site/analytics'
import type { VehiclePage } from '../site/vehicle-types'

/** Texts of the compare toggle and its toasts. */
export const compareToggleTexts = {
  compare: 'Compare',
  added: 'Added to compare',
  removed: 'Removed from compare',
  viewCompare: compareTexts.viewCompare,
  full: compareTexts.full,
  /** The link to the compare page; `{count}` is the number of cars chosen. */
  link: 'Compare cars ({count})',
} as const

/** The watchlist's effects on this page: router navigation, one toast at a time, and the spec's browser alert. */
function useWatchlistEffects(): WatchlistEffects {
  const router = useRouter()
  const toast = useToast()
  return {
    navigate: (href: string) => void router.navigate({ href }),
    toast: (kind: 'saved' | 'removed') => void toast.show(watchlistToast(kind, watchlistPath)),
    alert: (message: string) => window.alert(message),
  }
}

/**
 * Save (spec section 4): optimistic, with the 'Car Saved In Watchlist' and 'Car Removed' toasts and View List;
 * signed-out shoppers go to /sign-in?type=watchlist. Shown when the car may be saved, or when it is already saved
 * (a sold car shows no Save button unless already saved). A save fires analytics event 39.
 */
function SaveButton({ page }: { page: VehiclePage }) {
  const watchlist = useWatchlist(useWatchlistEffects())
  const saved = watchlist.saved(page.carId)
  if (!page.actions.shortlist && !saved) return null
  return (
    <WatchlistButton
      saved={saved}
      pending={watchlist.pending === page.carId}
      carName={page.name}
      onToggle={() =>
        void watchlist.toggle(page.carId).then((result) => {
          if (result.success && !saved) track(analyticsEvents.saveCar, { carId: page.carId })
        })
      }
    />
  )
}

/** Compare: a toggle keeping up to 4 cars in local storage, and a link to the compare page once any is chosen. */
function CompareToggle({ page, storageKey }: { page: VehiclePage; storageKey: string }) {
  const toast = useToast()
  const compare = useCompareList(storageKey)
  const chosen = compare.has(page.carId)
  const onToggle = () => {
    const change = compare.toggle(page.carId)
    toast.show({
      message:
        change === 'full'
          ? compareToggleTexts.full
          : change === 'added'
            ? compareToggleTexts.added
            : compareToggleTexts.removed,
      action: { label: compareToggleTexts.viewCompare, href: comparePath },
    })
  }
  return (
    <>
      {page.actions.shortlist || chosen ? (
        <button
          type="button"
          className={chosen ? 'fc-favourite fc-favourite--pressed' : 'fc-favourite'}
          aria-pressed={chosen}
          onClick={onToggle}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <rect
              x="3"
              y="3"
              width="18"
              height="18"
              rx="3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path
              d={chosen ? 'M7.5 12.5l3 3 6-7' : 'M12 7.5v9M7.5 12h9'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {compareToggleTexts.compare}
        </button>
      ) : null}
      {compare.ids.length ? (
        <a className="fc-link" href={comparePath}>
          {compareToggleTexts.link.replace('{count}', String(compare.ids.length))}
        </a>
      ) : null}
    </>
  )
}

/**
 * The vehicle page's Save and Compare controls, under the sidebar. Both follow the tenant's save buttons (spec
 * section 5: shown only when enabled and the car is available); a car already saved or chosen keeps its control so
 * the shopper can take it off again.
 * @example <VehicleShortlist page={page} compareKey={shell.forms.storageKeys.compare} />
 */
export function VehicleShortlist({ page, compareKey }: { page: VehiclePage; compareKey: string }) {
  if (!page.actions.saveEnabled) return null
  return (
    <div
      className="fc-vsidebar__tools fc-vehicle__shortlist"
      style={{ marginTop: 'var(--fc-space-3, 0.75rem)', alignItems: 'center' }}
    >
      <SaveButton page={page} />
      <CompareToggle page={page} storageKey={compareKey} />
    </div>
  )
}
