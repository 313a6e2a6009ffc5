import type { ToastOptions } from '../toast/toast-store'

/** Texts of {@link watchlistToast}. */
export interface WatchlistToastTexts {
  /** @defaultValue 'Car Saved In Watchlist' */
  saved: string
  /** @defaultValue 'Car Removed' */
  removed: string
  /** @defaultValue 'View List' */
  viewList: string
}

/** Default texts of {@link watchlistToast} (spec section 4). */
export const defaultWatchlistToastTexts: WatchlistToastTexts = {
  saved: 'Car Saved In Watchlist',
  removed: 'Car Removed',
  viewList: 'View List',
}

/**
 * The toast shown after a watchlist change (spec section 4: 'Car Saved In Watchlist' or 'Car Removed' with a View
 * List action), ready for the toast store's `show`. One toast at a time: a new one replaces the last.
 * @example toast.show(watchlistToast('saved', '/watchlist'))
 */
export function watchlistToast(
  kind: 'saved' | 'removed',
  viewListHref: string,
  texts: Partial<WatchlistToastTexts> = {},
): ToastOptions {
  const t = { ...defaultWatchlistToastTexts, ...texts }
  return {
    message: kind === 'saved' ? t.saved : t.removed,
    action: { label: t.viewList, href: viewListHref },
  }
}
