import { createSiteApiClient, type PublicUser } from '@forecourt/site-api/client'
import { useCallback, useEffect, useState } from 'react'
import { nextTask } from '../site/next-task'

/** The signed-in shopper as the site's server describes them. */
export type SessionUser = PublicUser

/** The browser's view of its session: the shopper (or null) and the token its POSTs carry. */
export interface SessionState {
  user: SessionUser | null
  csrfToken: string | null
}

let pending: Promise<SessionState> | null = null
const listeners = new Set<(state: SessionState) => void>()

/**
 * The session, asked of the server once per page load (GET /api/session); `refresh` asks again. The first ask
 * starts in a task of its own: the components that want the session ask as the page hydrates, and a fetch's own
 * main-thread work would otherwise lengthen that task.
 * @example const session = await loadSession()
 */
export function loadSession(refresh = false): Promise<SessionState> {
  if (refresh || !pending) {
    pending = (refresh ? Promise.resolve() : nextTask())
      .then(() =>
        fetch('/api/session', { headers: { accept: 'application/json' }, credentials: 'same-origin' }),
      )
      .then((response) => (response.ok ? (response.json() as Promise<SessionState>) : signedOut()))
      .catch(() => signedOut())
    void pending.then((state) => listeners.forEach((listener) => listener(state)))
  }
  return pending
}

function signedOut(): SessionState {
  return { user: null, csrfToken: null }
}

/**
 * The session in a component: `loading` until the server has answered.
 * @example const { user, loading } = useSession()
 */
export function useSession(): SessionState & { loading: boolean; refresh: () => Promise<SessionState> } {
  const [state, setState] = useState<SessionState | null>(null)
  useEffect(() => {
    let live = true
    const listener = (next: SessionState) => live && setState(next)
    listeners.add(listener)
    void loadSession().then(listener)
    return () => {
      live = false
      listeners.delete(listener)
    }
  }, [])
  const refresh = useCallback(() => loadSession(true), [])
  return { ...(state ?? signedOut()), loading: state === null, refresh }
}

/**
 * The client of the site's own POSTs, typed by the route table's contract: it sends the session's CSRF token when
 * there is one, and answers status 0 when the site cannot be reached, so callers show one message for every failure.
 * @example const answer = await siteApi.post('/api/watchlist/save-car', { phone_number, car_id })
 */
export const siteApi = createSiteApiClient({ csrfToken: async () => (await loadSession()).csrfToken })
