import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { PrintActions } from './print-actions'

/** A download the test finishes by hand. */
function deferred() {
  let resolve: () => void = () => undefined
  let reject: (error: Error) => void = () => undefined
  const promise = new Promise<void>((done, fail) => {
    resolve = done
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('PrintActions', () => {
  it('"/print?car_id={slug} | printable page, opens in a new tab"', () => {
    render(<PrintActions printHref="/print?car_id=2023-toyota-hilux" />)
    const link = screen.getByRole('link', { name: 'Print (opens in a new tab)' })
    expect(link.getAttribute('href')).toBe('/print?car_id=2023-toyota-hilux')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('"Print PDF: shows a Preparing state while downloading", then returns', async () => {
    const user = userEvent.setup()
    const download = deferred()
    const onDownloadPdf = vi.fn(() => download.promise)
    render(<PrintActions onDownloadPdf={onDownloadPdf} />)
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    const preparing = screen.getByRole<HTMLButtonElement>('button', { name: 'Preparing…' })
    expect(preparing.disabled).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('Preparing…')
    await user.click(preparing)
    expect(onDownloadPdf).toHaveBeenCalledTimes(1)
    await act(async () => {
      download.resolve()
      await download.promise
    })
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download PDF' }).disabled).toBe(false)
  })

  it('"PDF download failure | alert with error message": a failing download restores the button and reports', async () => {
    const user = userEvent.setup()
    const download = deferred()
    const onDownloadPdfError = vi.fn()
    render(<PrintActions onDownloadPdf={() => download.promise} onDownloadPdfError={onDownloadPdfError} />)
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    await act(async () => {
      download.reject(new Error('PDF service unavailable'))
      await download.promise.catch(() => undefined)
    })
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download PDF' }).disabled).toBe(false)
    expect(onDownloadPdfError).toHaveBeenCalledWith(new Error('PDF service unavailable'))
  })

  it('renders nothing without a print page or a download', () => {
    const { container } = render(<PrintActions />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations, idle and preparing', async () => {
    const { container, unmount } = render(
      <PrintActions printHref="/print?car_id=x" onDownloadPdf={() => Promise.resolve()} />,
    )
    await expectNoAxeViolations(container)
    unmount()
    const preparing = render(
      <PrintActions printHref="/print?car_id=x" onDownloadPdf={() => Promise.resolve()} defaultPreparing />,
    )
    await expectNoAxeViolations(preparing.container)
  })
})
