import { useRef, useState } from 'react'
import { cx } from '../format'

/** Visible and accessible texts of {@link PrintActions}. */
export interface PrintActionsTexts {
  /** @defaultValue 'Print' */
  print: string
  /** Read after Print. @defaultValue '(opens in a new tab)' */
  newTab: string
  /** @defaultValue 'Download PDF' */
  download: string
  /** The button's label while the PDF is prepared, also announced. @defaultValue 'Preparing…' */
  preparing: string
}

const defaultTexts: PrintActionsTexts = {
  print: 'Print',
  newTab: '(opens in a new tab)',
  download: 'Download PDF',
  preparing: 'Preparing…',
}

/** Props of {@link PrintActions}. */
export interface PrintActionsProps {
  /** The printable page, `/print?car_id={slug}`; it opens in a new tab. Without it there is no Print link. */
  printHref?: string
  /**
   * Fetches the PDF and saves it as `{slug}.pdf`. While it runs the button reads Preparing and is disabled. Without
   * it there is no Download PDF button.
   */
  onDownloadPdf?: () => Promise<void>
  /** Called when `onDownloadPdf` rejects; the site alerts the error message (spec section 8). */
  onDownloadPdfError?: (error: unknown) => void
  /** Render the button in its Preparing state (stories, visual tests). @defaultValue false */
  defaultPreparing?: boolean
  /** Extra class names. */
  className?: string
  /** @defaultValue see {@link PrintActionsTexts} */
  texts?: Partial<PrintActionsTexts>
}

/**
 * Print tools of the vehicle page: a Print link to the printable page (new tab) and a Download PDF button that shows
 * a Preparing state while the download runs, then returns, whether it succeeded or failed.
 */
export function PrintActions({
  printHref,
  onDownloadPdf,
  onDownloadPdfError,
  defaultPreparing = false,
  className,
  texts,
}: PrintActionsProps) {
  const t = { ...defaultTexts, ...texts }
  const [preparing, setPreparing] = useState(defaultPreparing)
  // Guards a double click before the disabled state has rendered.
  const running = useRef(false)

  if (!printHref && !onDownloadPdf) return null

  const download = async () => {
    if (!onDownloadPdf || running.current) return
    running.current = true
    setPreparing(true)
    try {
      await onDownloadPdf()
    } catch (error) {
      onDownloadPdfError?.(error)
    } finally {
      running.current = false
      setPreparing(false)
    }
  }

  return (
    <div className={cx('fc-print', className)}>
      {printHref ? (
        <a className="fc-print__link" href={printHref} target="_blank" rel="noopener">
          <PrintIcon />
          {t.print} <span className="fc-sr-only">{t.newTab}</span>
        </a>
      ) : null}
      {onDownloadPdf ? (
        <button
          type="button"
          className={cx('fc-print__download', preparing && 'fc-print__download--preparing')}
          disabled={preparing}
          onClick={() => void download()}
        >
          {preparing ? <span className="fc-print__spinner" aria-hidden="true" /> : <DownloadIcon />}
          {preparing ? t.preparing : t.download}
        </button>
      ) : null}
      <span className="fc-sr-only" role="status">
        {preparing ? t.preparing : ''}
      </span>
    </div>
  )
}

function PrintIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M7 3h10v4H7zM5 8h14a2 2 0 0 1 2 2v6h-4v5H7v-5H3v-6a2 2 0 0 1 2-2zm4 8v3h6v-3z"
        fill="currentColor"
        fillRule="evenodd"
      />
    </svg>
  )
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M11 3h2v9l3.5-3.5 1.4 1.4L12 15.8l-5.9-5.9 1.4-1.4L11 12zM4 18h16v2H4z" fill="currentColor" />
    </svg>
  )
}
