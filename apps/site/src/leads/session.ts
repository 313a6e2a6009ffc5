import { useCallback, useEffect, useState } from 'react'

/** The signed-in shopper as the site's server describes them. */
export interface SessionUser {
  id: string
  email: string | null
  phone: string | null
}

/** The browser's view of its session: the shopper (or null) and the token its POSTs carry. */
export interface SessionState {
  user: SessionUser | null
  csrfToken: string | null
}

let pending: Promise<SessionState> | null = null
const listeners = new Set<(state: SessionState) => void>()

/**
 * The session, asked of the server once per page load (GET /api/session); `refresh` asks again.
 * @example const session = await loadSession()
 */
export function loadSession(refresh = false): Promise<SessionState> {
  if (refresh || !pending) {
    pending = fetch('/api/session', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
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

/** A JSON answer of the site's own API: its status and body (an object, or {} when it had none). */
export interface ApiAnswer {
  status: number
  ok: boolean
  body: Record<string, unknown>
}

/**
 * POSTs JSON to the site's own API, with the session's CSRF token when there is one. Network failures answer
 * status 0 so callers show one message for every failure.
 * @example const answer = await postJson('/api/watchlist/save-car', { phone_number, car_id })
 */
export async function postJson(url: string, body: unknown): Promise<ApiAnswer> {
  const { csrfToken } = await loadSession()
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
      },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    let parsed: unknown = {}
    try {
      parsed = text ? JSON.parse(text) : {}
    } catch {
      parsed = {}
    }
    return {
      status: response.status,
      ok: response.ok,
      body: parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {},
    }
  } catch {
    return { status: 0, ok: false, body: {} }
  }
}
