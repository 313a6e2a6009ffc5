import { useCallback, useEffect, useRef, useState } from 'react'
import { readCompareIds, toggleCompareId, writeCompareIds, type CompareChange } from './compare-list'

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * The shopper's compare list in a component, kept in local storage under the site's key. It reads as empty until
 * the page has hydrated (`ready`), so the server's HTML and the first render agree, and follows changes made in
 * other tabs.
 * @example const compare = useCompareList(shell.forms.storageKeys.compare); compare.toggle(car.id) // 'added'
 */
export function useCompareList(key: string) {
  const [ids, setIds] = useState<number[]>([])
  const [ready, setReady] = useState(false)
  const current = useRef(ids)
  current.current = ids
  // Read again before each change (another tab may have changed the list); without storage, this visit's list.
  const latest = useCallback(() => {
    const storage = browserStorage()
    return storage ? readCompareIds(storage, key) : current.current
  }, [key])
  useEffect(() => {
    setIds(readCompareIds(browserStorage(), key))
    setReady(true)
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) setIds(readCompareIds(browserStorage(), key))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [key])

  const toggle = useCallback(
    (id: number): CompareChange => {
      const result = toggleCompareId(latest(), id)
      if (result.change !== 'full') writeCompareIds(browserStorage(), key, result.ids)
      setIds(result.ids)
      return result.change
    },
    [key, latest],
  )

  const remove = useCallback(
    (id: number) => {
      const next = latest().filter((item) => item !== id)
      writeCompareIds(browserStorage(), key, next)
      setIds(next)
    },
    [key, latest],
  )

  return { ids, ready, toggle, remove, has: (id: number) => ids.includes(id) }
}
