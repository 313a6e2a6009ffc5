import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { printSheet } from './fixtures'
import { VehiclePrintSheet } from './vehicle-print-sheet'

describe('VehiclePrintSheet', () => {
  it('prints the car, its price, facts, features, location and the page address', async () => {
    const { container } = render(<VehiclePrintSheet {...printSheet} />)
    expect(screen.getByRole('heading', { level: 1, name: printSheet.name })).toBeDefined()
    expect(screen.getByText('$63,990')).toBeDefined()
    expect(screen.getByRole('heading', { name: 'Key information' })).toBeDefined()
    expect(screen.getByText('Blind Spot Monitor')).toBeDefined()
    expect(screen.getByRole('link', { name: printSheet.url })).toBeDefined()
    expect(screen.getByRole('img', { name: '2026 Mazda CX-60' })).toBeDefined()
    await expectNoAxeViolations(container)
  })

  it('Print and Download PDF call back; while preparing the PDF button is busy', async () => {
    const user = userEvent.setup()
    const onPrint = vi.fn()
    const onDownloadPdf = vi.fn()
    const { rerender } = render(
      <VehiclePrintSheet {...printSheet} onPrint={onPrint} onDownloadPdf={onDownloadPdf} />,
    )
    await user.click(screen.getByRole('button', { name: 'Print this page' }))
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(onPrint).toHaveBeenCalledOnce()
    expect(onDownloadPdf).toHaveBeenCalledOnce()
    rerender(<VehiclePrintSheet {...printSheet} onPrint={onPrint} onDownloadPdf={onDownloadPdf} preparing />)
    expect(screen.getByRole('button', { name: 'Preparing…' }).hasAttribute('disabled')).toBe(true)
  })

  it('leaves out what the car does not have', () => {
    render(
      <VehiclePrintSheet
        {...printSheet}
        image={null}
        features={[]}
        specifications={[]}
        sanitisedCommentsHtml=""
        location={null}
      />,
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Features' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Specifications' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Where to see it' })).toBeNull()
  })
})
