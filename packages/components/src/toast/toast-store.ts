/** How long a toast stays, in milliseconds (spec section 9: share toast 3000 ms). */
export const toastDuration = 3000

/**
 * How long a closed toast stays on the page, hidden and inert, before it is removed (spec section 9: toast removal
 * delay 1,000,000 ms). Closing only hides it, so it can fade out and a screen reader still reading it is not cut off;
 * a new toast takes its place at once (toast limit 1), so the page never holds more than one.
 */
export const toastRemoveDelay = 1_000_000

/** A link or button inside a toast, e.g. View List on the watchlist toasts. */
export interface ToastAction {
  label: string
  /** Makes the action a link. */
  href?: string
  /** Called on activation; the toast closes afterwards. */
  onClick?: () => void
}

/** What a component asks to show. */
export interface ToastOptions {
  /** The sentence announced and shown, e.g. 'Copied 2023 Toyota HiLux to your clipboard!'. */
  message: string
  /** A second line shown as is, e.g. the vehicle URL when copying failed. */
  detail?: string
  action?: ToastAction
  /** @defaultValue 'info' */
  tone?: 'info' | 'error'
  /** Milliseconds before it closes by itself. @defaultValue 3000 */
  duration?: number
}

/** A toast being shown, or closed and waiting out {@link toastRemoveDelay}. */
export interface ToastEntry extends ToastOptions {
  /** Distinct per `show` call, so a replaced toast with the same text is announced again. */
  id: number
  /** False once dismissed or timed out: the toast is hidden until it is removed or replaced. */
  open: boolean
}

/** The toast state of a page: at most one toast (spec section 9: toast limit 1). */
export interface ToastStore {
  /** Shows a toast in place of the current one (open or closed) and returns its id. */
  show: (toast: ToastOptions) => number
  /**
   * Closes the given toast, or the current one without an id; it is removed {@link toastRemoveDelay} later. A stale id
   * does nothing.
   */
  dismiss: (id?: number) => void
  /** Stops the timer while the shopper hovers or focuses the toast. */
  pause: () => void
  /** Restarts the timer with the toast's full duration. */
  resume: () => void
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => ToastEntry | null
}

/**
 * A tiny external store for toasts, read with `useSyncExternalStore`. Only one toast exists at a time: a new
 * toast replaces the old one and its timer.
 * @example const store = createToastStore(); store.show({ message: 'Car Saved In Watchlist' })
 */
export function createToastStore(): ToastStore {
  let current: ToastEntry | null = null
  let nextId = 1
  let timer: ReturnType<typeof setTimeout> | undefined
  let removal: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()

  const emit = () => listeners.forEach((listener) => listener())
  const stopTimer = () => {
    clearTimeout(timer)
    timer = undefined
  }
  const startTimer = () => {
    stopTimer()
    const toast = current
    if (toast?.open) timer = setTimeout(() => dismiss(toast.id), toast.duration ?? toastDuration)
  }
  const dismiss = (id?: number) => {
    if (!current?.open || (id !== undefined && id !== current.id)) return
    stopTimer()
    const closed: ToastEntry = { ...current, open: false }
    current = closed
    removal = setTimeout(() => {
      if (current !== closed) return
      current = null
      emit()
    }, toastRemoveDelay)
    emit()
  }

  return {
    show(toast) {
      clearTimeout(removal)
      current = { ...toast, id: nextId++, open: true }
      startTimer()
      emit()
      return current.id
    },
    dismiss,
    pause: stopTimer,
    resume: startTimer,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => current,
  }
}
