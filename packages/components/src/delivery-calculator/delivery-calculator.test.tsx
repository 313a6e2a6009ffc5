import type { DeliveryEstimate } from '@forecourt/stock-rules'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { DeliveryCalculator, type DeliveryCalculatorProps } from './delivery-calculator'

const unknown =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

function setup(props: Partial<DeliveryCalculatorProps> = {}) {
  const estimate = vi.fn(props.estimate ?? (() => Promise.resolve({ price: 450, name: 'Brisbane Metro' })))
  const view = render(<DeliveryCalculator {...props} estimate={estimate} />)
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your postcode' })
  const status = screen.getByRole('status')
  return { estimate, input, status, ...view }
}

describe('DeliveryCalculator', () => {
  it('starts idle: a numeric 4-digit postcode field, a button and an empty live region', () => {
    const { input, status } = setup()
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery Calculator' })).toBeDefined()
    expect([input.inputMode, input.maxLength, input.autocomplete]).toEqual(['numeric', 4, 'postal-code'])
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDefined()
    expect(status.textContent).toBe('')
  })

  it("empty gives 'Please enter a postcode.', tied to the field, and calls nothing", async () => {
    const { input, status, estimate } = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(status.textContent).toBe('Please enter a postcode.')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(status.id)
    expect(estimate).not.toHaveBeenCalled()
  })

  it('asks for 4 digits without calling the estimate, keeping what was typed', async () => {
    const { input, status, estimate } = setup()
    await userEvent.type(input, '40a{Enter}')
    expect(status.textContent).toBe('Please enter a 4-digit postcode.')
    expect(input.value).toBe('40a')
    expect(estimate).not.toHaveBeenCalled()
  })

  it('loading: the button is busy while the estimate loads, then the result is announced', async () => {
    const pending = deferred<DeliveryEstimate | null>()
    const { input, status, estimate } = setup({ estimate: () => pending.promise })
    await userEvent.type(input, '4000')
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    const busy = screen.getByRole('button', { name: 'Calculating…' })
    expect([busy.getAttribute('aria-busy'), busy.getAttribute('aria-disabled')]).toEqual(['true', 'true'])
    await userEvent.click(busy)
    expect(estimate).toHaveBeenCalledTimes(1)
    expect(estimate).toHaveBeenCalledWith('4000')
    pending.resolve({ price: 1250, name: 'Brisbane Metro' })
    expect(await screen.findByText('Delivery to Brisbane Metro: $1,250')).toBe(status)
    expect(screen.getByRole('button', { name: 'Calculate' }).getAttribute('aria-busy')).toBeNull()
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })

  it('a delivery that costs nothing reads as free', async () => {
    const { input, status } = setup({ estimate: () => Promise.resolve({ price: 0, name: 'Ipswich QLD' }) })
    await userEvent.type(input, '4305{Enter}')
    expect(await screen.findByText('Free delivery to Ipswich QLD')).toBe(status)
  })

  it('unknown location (null) gives the spec message and keeps the postcode', async () => {
    const { input, status } = setup({ estimate: () => Promise.resolve(null) })
    await userEvent.type(input, '0872{Enter}')
    expect(await screen.findByText(unknown)).toBe(status)
    expect(input.value).toBe('0872')
    expect(input.getAttribute('aria-describedby')).toBe(status.id)
  })

  it('error: a failed estimate shows the same message and is logged', async () => {
    const failure = new Error('503')
    const onError = vi.fn()
    const { input, status } = setup({ estimate: () => Promise.reject(failure), onError })
    await userEvent.type(input, '2000{Enter}')
    expect(await screen.findByText(unknown)).toBe(status)
    expect(onError).toHaveBeenCalledWith(failure)
  })

  it('logs failures to the console by default', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { input } = setup({ estimate: () => Promise.reject(new Error('offline')) })
    await userEvent.type(input, '2000{Enter}')
    await screen.findByText(unknown)
    expect(log).toHaveBeenCalledWith('Delivery estimate failed', expect.any(Error))
    log.mockRestore()
  })

  it('has no serious axe violations, idle and with an error', async () => {
    const { container } = setup()
    await expectNoAxeViolations(container)
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    await expectNoAxeViolations(container)
  })
})
