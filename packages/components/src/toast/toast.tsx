import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react'
import { cx } from '../format'
import { createToastStore, type ToastEntry, type ToastOptions, type ToastStore } from './toast-store'

/** Visible and accessible texts of {@link ToastProvider}. */
export interface ToastTexts {
  /** Accessible name of the close button. @defaultValue 'Dismiss' */
  dismiss: string
  /** Accessible name of the live region. @defaultValue 'Notifications' */
  region: string
}

const defaultTexts: ToastTexts = { dismiss: 'Dismiss', region: 'Notifications' }

/** What components get from {@link useToast}. */
export interface ToastApi {
  /** Shows a toast in place of the current one and returns its id. */
  show: (toast: ToastOptions) => number
  /** Closes the given toast, or the current one. */
  dismiss: (id?: number) => void
}

const ToastContext = createContext<ToastStore | null>(null)

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode
  /** A store made with `createToastStore()`, to show toasts from outside React. @defaultValue a new store */
  store?: ToastStore
  /** @defaultValue `{ dismiss: 'Dismiss', region: 'Notifications' }` */
  texts?: Partial<ToastTexts>
}

const noToast = () => null

/**
 * Holds the page's toast and renders it in a polite live region after its children. The region is in the server
 * HTML from the start, empty, so screen readers announce each toast put into it. One toast at a time; hovering or
 * focusing it stops its timer. A closed toast fades out and stays hidden and inert until `toastRemoveDelay` has
 * passed or the next toast replaces it.
 * @example <ToastProvider><VehiclePage /></ToastProvider>
 */
export function ToastProvider({ children, store, texts }: ToastProviderProps) {
  const [ownStore] = useState(() => store ?? createToastStore())
  const active = store ?? ownStore
  return (
    <ToastContext.Provider value={active}>
      {children}
      <ToastRegion store={active} texts={{ ...defaultTexts, ...texts }} />
    </ToastContext.Provider>
  )
}

function ToastRegion({ store, texts }: { store: ToastStore; texts: ToastTexts }) {
  const toast = useSyncExternalStore(store.subscribe, store.getSnapshot, noToast)
  return (
    <div className="fc-toasts" role="status" aria-live="polite" aria-label={texts.region}>
      {toast ? <ToastView key={toast.id} toast={toast} store={store} texts={texts} /> : null}
    </div>
  )
}

function ToastView({ toast, store, texts }: { toast: ToastEntry; store: ToastStore; texts: ToastTexts }) {
  const close = () => store.dismiss(toast.id)
  const { action } = toast
  const onAction = () => {
    action?.onClick?.()
    close()
  }
  return (
    <div
      className={cx(
        'fc-toast',
        toast.tone === 'error' && 'fc-toast--error',
        !toast.open && 'fc-toast--closed',
      )}
      aria-hidden={toast.open ? undefined : true}
      inert={!toast.open}
      onMouseEnter={store.pause}
      onMouseLeave={store.resume}
      onFocus={store.pause}
      onBlur={store.resume}
    >
      <div className="fc-toast__body">
        <p className="fc-toast__message">{toast.message}</p>
        {toast.detail ? <p className="fc-toast__detail">{toast.detail}</p> : null}
      </div>
      {action ? (
        action.href ? (
          <a className="fc-toast__action" href={action.href} onClick={onAction}>
            {action.label}
          </a>
        ) : (
          <button type="button" className="fc-toast__action" onClick={onAction}>
            {action.label}
          </button>
        )
      ) : null}
      <button type="button" className="fc-toast__close" aria-label={texts.dismiss} onClick={close}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}

/**
 * Shows and closes toasts from any component inside a {@link ToastProvider}.
 * @example const toast = useToast(); toast.show({ message: 'Car Saved In Watchlist', action: { label: 'View List', href: '/watchlist' } })
 */
export function useToast(): ToastApi {
  const store = useContext(ToastContext)
  if (!store) throw new Error('useToast needs a <ToastProvider> above it (one per page, around the content).')
  return { show: store.show, dismiss: store.dismiss }
}
