import type { VehicleAction } from '@forecourt/components/vehicle'
import type { FormsConfig } from '@forecourt/lead-client'
import { useRouter } from '@tanstack/react-router'
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react'
import type { VehiclePage } from '../site/vehicle-types'
import type { VehicleDialogKind } from './lead-dialogs'
import type { VehicleLeadDialogProps } from './vehicle-lead-dialog'

const loadDialog = () => import('./vehicle-lead-dialog')

/** Said when the dialogs' code could not be loaded (offline, or a new release replaced the files). */
export const dialogUnavailableText =
  "We couldn't open the form. Please check your connection and reload the page, or give us a call."

/** Stands in for a dialog whose code did not load: tells the shopper once, then closes, so the page keeps working. */
function DialogUnavailable({ open, onClose }: VehicleLeadDialogProps): ReactNode {
  useEffect(() => {
    if (!open) return
    window.alert(dialogUnavailableText)
    onClose()
  }, [open, onClose])
  return null
}

const VehicleLeadDialog = lazy<ComponentType<VehicleLeadDialogProps>>(() =>
  loadDialog().catch(() => ({ default: DialogUnavailable })),
)

/**
 * Starts loading the dialogs' code when the shopper is about to open one (pointer over, or focus on, a trigger), so
 * the click finds it ready. The page's first load never includes it.
 * @example <button onPointerEnter={preloadVehicleDialogs} onFocus={preloadVehicleDialogs}>Book a Test Drive</button>
 */
export function preloadVehicleDialogs(): void {
  void loadDialog().catch(() => undefined)
}

/** Where the shopper goes once a lead was accepted (spec route /success). */
export const successPath = '/success'

/** What the page gets from {@link useVehicleDialogs}. */
export interface VehicleDialogs {
  /** Opens a dialog; `opener` gets focus back when it closes. */
  open: (kind: VehicleDialogKind, opener?: EventTarget | null) => void
  /**
   * A vehicle action (Enquire Now, Find Me Something Similar) that opens a dialog. Its `href` stays the link's
   * target for a shopper whose page has not run its scripts yet.
   */
  action: (kind: VehicleDialogKind, label: string, href?: string) => VehicleAction
  /** The dialogs opened so far, to render once on the page. */
  element: ReactNode
}

/**
 * The vehicle page's form dialogs: which one is open, and every one opened so far kept mounted (a closed dialog
 * keeps what was typed). The dialogs' code loads on first use. After a successful submit the page goes to /success.
 * Focus goes back to the control that opened the dialog, also in browsers that do not focus a clicked button.
 * @example const dialogs = useVehicleDialogs(page, shell.forms); <button onClick={(event) => dialogs.open('test-drive', event.currentTarget)}>
 */
export function useVehicleDialogs(page: VehiclePage, forms: FormsConfig): VehicleDialogs {
  const router = useRouter()
  const [current, setCurrent] = useState<VehicleDialogKind | null>(null)
  const [opened, setOpened] = useState<VehicleDialogKind[]>([])
  const opener = useRef<HTMLElement | null>(null)

  const open = useCallback((kind: VehicleDialogKind, from?: EventTarget | null) => {
    opener.current = from instanceof HTMLElement ? from : null
    setOpened((list) => (list.includes(kind) ? list : [...list, kind]))
    setCurrent(kind)
  }, [])

  const close = useCallback(() => {
    setCurrent(null)
    const back = opener.current
    // The dialog gives focus back to what was focused when it opened; a button that never took focus on click
    // (Safari) leaves nothing focused, so the opener is focused here instead.
    setTimeout(() => {
      const active = document.activeElement
      if (back?.isConnected && (!active || active === document.body)) back.focus()
    }, 0)
  }, [])

  const sent = useCallback(() => {
    setCurrent(null)
    void router.navigate({ href: successPath })
  }, [router])

  const action = (kind: VehicleDialogKind, label: string, href?: string): VehicleAction => ({
    label,
    ...(href ? { href } : {}),
    // The components hand the click event on, so a link can be kept as the fallback and the dialog opened instead.
    onClick: (event?: MouseEvent<HTMLElement>) => {
      event?.preventDefault()
      open(kind, event?.currentTarget ?? null)
    },
  })

  const element = opened.length ? (
    <Suspense fallback={null}>
      {opened.map((kind) => (
        <VehicleLeadDialog
          key={kind}
          kind={kind}
          open={kind === current}
          onClose={close}
          page={page}
          forms={forms}
          onSent={sent}
        />
      ))}
    </Suspense>
  ) : null

  return { open, action, element }
}
