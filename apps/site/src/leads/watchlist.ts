import { useCallback, useEffect, useRef, useState } from 'react'
import { loadSession, siteApi, useSession } from './session'

/** Texts of the watchlist toasts (spec §4). */
export const watchlistTexts = {
  saved: 'Car Saved In Watchlist',
  removed: 'Car Removed',
  viewList: 'View List',
} as const

/** Where the watchlist page lives. The spec leaves its path open; /watchlist is what shoppers would type. */
export const watchlistPath = '/watchlist'

let savedIds: Promise<number[]> | null = null

/** The signed-in shopper's saved car ids, asked once per page load; [] when signed out. */
export function loadWatchlist(refresh = false): Promise<number[]> {
  if (refresh || !savedIds) {
    savedIds = loadSession().then(async ({ user }) => {
      if (!user) return []
      const response = await fetch('/api/watchlist', { credentials: 'same-origin' }).catch(() => null)
      if (!response?.ok) return []
      const body = (await response.json()) as { car_ids?: unknown }
      return Array.isArray(body.car_ids)
        ? body.car_ids.filter((id): id is number => typeof id === 'number')
        : []
    })
  }
  return savedIds
}

/**
 * Where a shopper who cannot use the watchlist yet is sent: sign-in (with a mobile) and back here afterwards.
 * @example watchlistSignInHref('/cars/2024-kia-sportage-123') // '/sign-in?type=watchlist&redirect=…&back=…'
 */
export function watchlistSignInHref(here: string): string {
  return `/sign-in?${new URLSearchParams({ type: 'watchlist', redirect: here, back: here }).toString()}`
}

/** What the watchlist needs of the page: where to send the shopper, how to show a toast, how to alert. */
export interface WatchlistEffects {
  navigate(href: string): void
  toast(kind: 'saved' | 'removed'): void
  alert(message: string): void
}

/**
 * The watchlist in a component (spec §4 Watchlist save/remove): needs a signed-in shopper with a phone, otherwise
 * goes to /sign-in?type=watchlist. The list changes at once (optimistic), then the server is called; a failure puts
 * it back and alerts the server's message (spec §7 "browser alert with error message").
 * @example const watchlist = useWatchlist(effects); await watchlist.toggle(car.id)
 */
export function useWatchlist(effects: WatchlistEffects) {
  const session = useSession()
  const [ids, setIds] = useState<number[]>([])
  const [pending, setPending] = useState<number | null>(null)
  const effectsRef = useRef(effects)
  effectsRef.current = effects
  useEffect(() => {
    if (session.loading) return
    let live = true
    void loadWatchlist().then((list) => live && setIds(list))
    return () => {
      live = false
    }
  }, [session.loading, session.user])

  const toggle = useCallback(
    async (carId: number): Promise<{ success: boolean }> => {
      const { user } = await loadSession()
      const here = `${window.location.pathname}${window.location.search}`
      if (!user?.phone) {
        effectsRef.current.navigate(watchlistSignInHref(here))
        return { success: false }
      }
      const saving = !ids.includes(carId)
      setIds((list) => (saving ? [carId, ...list] : list.filter((id) => id !== carId)))
      setPending(carId)
      effectsRef.current.toast(saving ? 'saved' : 'removed')
      const answer = await siteApi.post(saving ? '/api/watchlist/save-car' : '/api/watchlist/remove-car', {
        phone_number: user.phone,
        car_id: carId,
      })
      setPending(null)
      if (answer.ok) {
        setIds(answer.body.car_ids)
        savedIds = null
        return { success: true }
      }
      setIds((list) => (saving ? list.filter((id) => id !== carId) : [carId, ...list]))
      const { redirect, message } = answer.body
      if (redirect !== undefined && (answer.status === 401 || answer.status === 409)) {
        effectsRef.current.navigate(redirect)
        return { success: false }
      }
      effectsRef.current.alert(message ?? 'An unexpected error occured')
      return { success: false }
    },
    [ids],
  )
  return {
    ids,
    saved: (carId: number) => ids.includes(carId),
    pending,
    toggle,
    signedIn: Boolean(session.user),
  }
}
