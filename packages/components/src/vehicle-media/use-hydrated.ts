import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False on the server and while hydrating, true afterwards: content that only the browser renders (a viewer
 * loaded on demand) waits for it, so the hydrated HTML matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
