import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FuelCostCalculator } from './fuel-cost-calculator'

const cost = () => screen.getByRole('status', { name: 'Estimated fuel cost' }).textContent
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })

describe('FuelCostCalculator', () => {
  it('fuel cost default 250/100 × 10 × 1.70 = $42.50 per week', () => {
    render(<FuelCostCalculator />)
    expect(screen.getByRole('heading', { level: 2, name: 'Fuel Cost Calculator' })).toBeDefined()
    expect(field('Fuel price ($ per litre)').value).toBe('1.70')
    expect(field('Distance per week').value).toBe('250')
    expect(field('Fuel consumption (L/100km)').value).toBe('10')
    expect(cost()).toBe('$42.50 per week')
  })

  it("defaults consumption to the car's combined consumption when the site passes it", () => {
    render(<FuelCostCalculator consumption={7.9} />)
    expect(field('Fuel consumption (L/100km)').value).toBe('7.9')
    expect(cost()).toBe('$33.58 per week')
  })

  it('recalculates as the shopper types: distance/100 × consumption × price', async () => {
    render(<FuelCostCalculator />)
    await userEvent.clear(field('Distance per week'))
    await userEvent.type(field('Distance per week'), '1,000 kms')
    expect(cost()).toBe('$170.00 per week')
    await userEvent.clear(field('Fuel price ($ per litre)'))
    await userEvent.type(field('Fuel price ($ per litre)'), '$2.10')
    expect(cost()).toBe('$210.00 per week')
  })

  it('takes a distance from the quick picks', async () => {
    render(<FuelCostCalculator />)
    await userEvent.click(screen.getByRole('button', { name: '500 kms' }))
    expect(cost()).toBe('$85.00 per week')
  })

  it('keeps an emptied field empty and counts it as 0', async () => {
    render(<FuelCostCalculator />)
    await userEvent.clear(field('Fuel consumption (L/100km)'))
    await userEvent.tab()
    expect(field('Fuel consumption (L/100km)').value).toBe('')
    expect(cost()).toBe('$0.00 per week')
  })

  it('renders on the server and hydrates without a mismatch', () => {
    const ui = <FuelCostCalculator consumption={7.9} />
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui)
    document.body.append(container)
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(ui, { container, hydrate: true })
    expect(log).not.toHaveBeenCalled()
    log.mockRestore()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<FuelCostCalculator />)
    await expectNoAxeViolations(container)
  })
})
