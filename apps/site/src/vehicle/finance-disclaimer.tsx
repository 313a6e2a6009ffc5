import { Dialog } from '@forecourt/components/forms'
import { useRef, useState } from 'react'

/**
 * 'View disclaimer' beside the finance figures: the full finance disclaimer in a dialog (spec §2 Dialogs), so the
 * shortened figures never stand without their terms. Focus returns to the button on close.
 * `onOpen` is told each time the shopper opens it (the dealer that asks for it gets analytics event 9).
 * @example <FinanceDisclaimerButton disclaimer={page.finance.disclaimer} />
 */
export function FinanceDisclaimerButton({ disclaimer, onOpen }: { disclaimer: string; onOpen?: () => void }) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  if (!disclaimer.trim()) return null
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="fc-link fc-vehicle__disclaimer-link"
        onClick={() => {
          setOpen(true)
          onOpen?.()
        }}
      >
        View disclaimer
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Finance disclaimer" size="small">
        <p>{disclaimer}</p>
      </Dialog>
    </>
  )
}
