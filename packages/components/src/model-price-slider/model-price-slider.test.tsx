import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ModelPriceSlider } from './model-price-slider'

function Controlled({ initial = 250000 }: { initial?: number }) {
  const [value, setValue] = useState(initial)
  return <ModelPriceSlider value={value} onChange={setValue} defaultExpanded />
}

describe('ModelPriceSlider', () => {
  it('"price slider step 500, default min 5000, default max 250000"', () => {
    render(<Controlled />)
    const slider = screen.getByRole('slider', { name: 'Maximum drive-away price' })
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual([
      '5000',
      '250000',
      '500',
    ])
  })

  it('"dollars rounded to whole with commas"', () => {
    render(<Controlled />)
    const slider = screen.getByRole('slider')
    fireEvent.change(slider, { target: { value: '38000' } })
    expect(screen.getByRole('status').textContent).toBe('$38,000')
    expect(slider.getAttribute('aria-valuetext')).toBe('$38,000')
  })

  it('keeps a value given out of bounds or off the step in them', () => {
    const onChange = vi.fn()
    render(<ModelPriceSlider value={1200} onChange={onChange} defaultExpanded />)
    expect(screen.getByRole('status').textContent).toBe('$5,000')
  })

  it('expands and collapses as a disclosure', () => {
    render(<ModelPriceSlider value={20000} onChange={() => undefined} />)
    const toggle = screen.getByRole('button', { name: 'Filter by price' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('slider')).toBeNull()
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('slider')).toBeDefined()
  })

  it('"expand animation 300 ms"', () => {
    const { container } = render(<ModelPriceSlider value={20000} onChange={() => undefined} />)
    const root = container.firstElementChild as HTMLElement
    expect(root.style.getPropertyValue('--fc-price-slider-ms')).toBe('300ms')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<Controlled />)
    await expectNoAxeViolations(container)
  })
})
