/** How many cars the compare page shows side by side. */
export const compareLimit = 4

/** The texts the compare toggle and page show. */
export const compareTexts = {
  full: `You can compare up to ${compareLimit} cars`,
  viewCompare: 'View Compare',
} as const

/** Where the compare page lives. */
export const comparePath = '/compare'

/** What a toggle did: added the car, removed it, or nothing because the list was already full. */
export type CompareChange = 'added' | 'removed' | 'full'

/**
 * Reads the stored list: positive whole car ids, each once, at most {@link compareLimit}. Anything else stored
 * under the key (an old format, a hand-edited value) reads as an empty list rather than breaking the page.
 * @example parseCompareIds('[12,12,"x",40]') // [12, 40]
 */
export function parseCompareIds(text: string | null): number[] {
  let value: unknown
  try {
    value = JSON.parse(text ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const ids: number[] = []
  for (const item of value)
    if (typeof item === 'number' && Number.isSafeInteger(item) && item > 0 && !ids.includes(item))
      ids.push(item)
  return ids.slice(0, compareLimit)
}

/**
 * Adds a car to the list, or removes it when it is there. A full list is left as it is ('full'): nothing already
 * chosen is ever dropped to make room.
 * @example toggleCompareId([1, 2, 3, 4], 5) // { ids: [1, 2, 3, 4], change: 'full' }
 */
export function toggleCompareId(
  ids: readonly number[],
  id: number,
  limit = compareLimit,
): { ids: number[]; change: CompareChange } {
  if (ids.includes(id)) return { ids: ids.filter((item) => item !== id), change: 'removed' }
  if (ids.length >= limit) return { ids: [...ids], change: 'full' }
  return { ids: [...ids, id], change: 'added' }
}

/** The storage the compare list lives in: the browser's local storage, or a stand-in in tests. */
export type CompareStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * The stored list under the site's key; an empty list when storage cannot be read (private mode, blocked).
 * @example readCompareIds(window.localStorage, shell.forms.storageKeys.compare)
 */
export function readCompareIds(storage: CompareStorage | null, key: string): number[] {
  try {
    return parseCompareIds(storage?.getItem(key) ?? null)
  } catch {
    return []
  }
}

/**
 * Stores the list; answers false when storage refused it (the page keeps the list for this visit anyway).
 * @example writeCompareIds(window.localStorage, key, [12, 40]) // true
 */
export function writeCompareIds(
  storage: CompareStorage | null,
  key: string,
  ids: readonly number[],
): boolean {
  try {
    if (!storage) return false
    storage.setItem(key, JSON.stringify(ids.slice(0, compareLimit)))
    return true
  } catch {
    return false
  }
}
