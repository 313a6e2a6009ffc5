import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { formatDollars } from '../format'
import { expectNoAxeViolations } from '../test-utils/axe'
import { RangeFilter, type RangeFilterProps } from './range-filter'

const price = { label: 'Price', min: 5000, max: 250000, step: 500, format: formatDollars }

function setup(props: Partial<RangeFilterProps> = {}) {
  const onChange = vi.fn()
  const view = render(
    <RangeFilter {...price} value={{ min: 10000, max: 20000 }} onChange={onChange} {...props} />,
  )
  const lower = screen.getByRole<HTMLInputElement>('slider', { name: 'Minimum Price' })
  const upper = screen.getByRole<HTMLInputElement>('slider', { name: 'Maximum Price' })
  const lowerBox = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Minimum Price' })
  const upperBox = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Maximum Price' })
  return { onChange, lower, upper, lowerBox, upperBox, ...view }
}

describe('RangeFilter', () => {
  it('two named sliders and two number boxes, values told in the filter format', () => {
    const { lower, upper, lowerBox, upperBox } = setup()
    expect([lower.value, lower.getAttribute('aria-valuetext')]).toEqual(['10000', '$10,000'])
    expect([upper.value, upper.getAttribute('aria-valuetext')]).toEqual(['20000', '$20,000'])
    expect([lowerBox.value, upperBox.value]).toEqual(['10000', '20000'])
    expect(screen.getByRole('group', { name: 'Price' })).toBeDefined()
  })

  it('unset sides sit at the bounds', () => {
    const { lower, upper } = setup({ value: {} })
    expect([lower.value, upper.value]).toEqual(['5000', '250000'])
  })

  describe('the lower handle never reaches or passes the upper, and vice versa', () => {
    it('by slider', () => {
      const { lower, upper, onChange } = setup()
      fireEvent.change(lower, { target: { value: '25000' } })
      expect(lower.value).toBe('19500')
      fireEvent.change(lower, { target: { value: '20000' } })
      expect(lower.value).toBe('19500')
      fireEvent.pointerUp(lower)
      expect(onChange).toHaveBeenLastCalledWith({ min: 19500, max: 20000 })
      fireEvent.change(upper, { target: { value: '6000' } })
      expect(upper.value).toBe('20000')
      fireEvent.change(upper, { target: { value: '19500' } })
      expect(upper.value).toBe('20000')
      fireEvent.pointerUp(upper)
      expect(onChange).toHaveBeenCalledTimes(1)
    })

    it('by typing', async () => {
      const { lowerBox, upperBox, lower, upper, onChange } = setup()
      await userEvent.clear(lowerBox)
      await userEvent.type(lowerBox, '300000')
      await userEvent.tab()
      expect([lowerBox.value, lower.value]).toEqual(['19500', '19500'])
      expect(onChange).toHaveBeenLastCalledWith({ min: 19500, max: 20000 })
      await userEvent.clear(upperBox)
      await userEvent.type(upperBox, '1000{Enter}')
      expect([upperBox.value, upper.value]).toEqual(['20000', '20000'])
      expect(onChange).toHaveBeenCalledTimes(1)
    })

    it('by keyboard', async () => {
      const { lower, upper, onChange } = setup({ value: { min: 19000, max: 20000 } })
      lower.focus()
      await userEvent.keyboard('{ArrowRight}')
      expect(lower.value).toBe('19500')
      await userEvent.keyboard('{ArrowRight}{ArrowUp}{End}{PageUp}')
      expect(lower.value).toBe('19500')
      expect(onChange).toHaveBeenLastCalledWith({ min: 19500, max: 20000 })
      upper.focus()
      await userEvent.keyboard('{ArrowLeft}{ArrowDown}{Home}{PageDown}')
      expect(upper.value).toBe('20000')
      await userEvent.keyboard('{ArrowRight}')
      expect(upper.value).toBe('20500')
      expect(onChange).toHaveBeenLastCalledWith({ min: 19500, max: 20500 })
    })
  })

  it('commits on release, not on every move of a drag', () => {
    const { lower, onChange } = setup()
    for (const value of ['9000', '8000', '7000', '6000']) fireEvent.change(lower, { target: { value } })
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.pointerUp(lower)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith({ min: 6000, max: 20000 })
    fireEvent.blur(lower)
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('a handle at its bound sets no limit on that side', () => {
    const { lower, upper, onChange } = setup()
    fireEvent.change(lower, { target: { value: '5000' } })
    fireEvent.pointerUp(lower)
    expect(onChange).toHaveBeenLastCalledWith({ min: undefined, max: 20000 })
    fireEvent.change(upper, { target: { value: '250000' } })
    fireEvent.pointerUp(upper)
    expect(onChange).toHaveBeenLastCalledWith({ min: undefined, max: undefined })
  })

  it('an emptied box removes that limit', async () => {
    const { lowerBox, onChange } = setup()
    await userEvent.clear(lowerBox)
    await userEvent.tab()
    expect(onChange).toHaveBeenLastCalledWith({ min: undefined, max: 20000 })
  })

  it('takes new values from its props', () => {
    const { rerender, lower } = setup()
    rerender(<RangeFilter {...price} value={{ min: 30000 }} onChange={() => undefined} />)
    expect(lower.value).toBe('30000')
  })

  it('repairs a crossed range from a URL', () => {
    const { lower, upper } = setup({ value: { min: 40000, max: 30000 } })
    expect([lower.value, upper.value]).toEqual(['29500', '30000'])
  })

  it('has no serious axe violations', async () => {
    const { container } = setup()
    await expectNoAxeViolations(container)
  })
})
