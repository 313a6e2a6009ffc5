import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ColourViewer } from './colour-viewer'
import { bodyTypeColours, demoColours } from './fixtures'

const shownColour = () => document.querySelector('.fc-colour-viewer__name')?.textContent
const pressedSwatch = () =>
  screen.getByRole('list', { name: 'Colours available' }).querySelector('[aria-pressed="true"]')?.textContent

describe('ColourViewer', () => {
  it('"Colour viewer: variant tabs, large image with left/right arrows, swatches, disclaimer"', () => {
    render(<ColourViewer model="Toyota HiLux" variants={['Workmate', 'SR']} colours={demoColours} />)
    const tabs = within(screen.getByRole('tablist', { name: 'Variants' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Workmate', 'SR'])
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('img', { name: 'Toyota HiLux Workmate in Deep Crystal Blue' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Previous colour' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Next colour' })).toBeDefined()
    const swatches = within(screen.getByRole('list', { name: 'Colours available' })).getAllByRole('button')
    expect(swatches.map((swatch) => swatch.textContent)).toEqual([
      'Deep Crystal Blue',
      'Eclipse Black',
      'Silver Sky',
      'Outback Bronze',
    ])
    expect(screen.getByText(/Colours shown are a guide only/)).toBeDefined()
  })

  it('"selected variant and colour index wrapping at both ends": colour arrows', () => {
    render(<ColourViewer model="Toyota HiLux" variants={['Workmate', 'SR']} colours={demoColours} />)
    fireEvent.click(screen.getByRole('button', { name: 'Previous colour' }))
    expect(shownColour()).toBe('Outback Bronze')
    expect(pressedSwatch()).toBe('Outback Bronze')
    fireEvent.click(screen.getByRole('button', { name: 'Next colour' }))
    expect(shownColour()).toBe('Deep Crystal Blue')
    fireEvent.click(screen.getByRole('button', { name: 'Next colour' }))
    expect(shownColour()).toBe('Eclipse Black')
  })

  it('"selected variant and colour index wrapping at both ends": variant tabs by keyboard', () => {
    render(<ColourViewer model="Toyota HiLux" variants={['Workmate', 'SR']} colours={demoColours} />)
    const [workmate, sr] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement]
    fireEvent.keyDown(workmate, { key: 'ArrowLeft' })
    expect(sr.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(sr)
    expect(shownColour()).toBe('Eclipse Black')
    fireEvent.keyDown(sr, { key: 'ArrowRight' })
    expect(workmate.getAttribute('aria-selected')).toBe('true')
  })

  it('a swatch picks its colour; changing variant starts at its first colour', () => {
    render(<ColourViewer model="Toyota HiLux" variants={['Workmate', 'SR']} colours={demoColours} />)
    fireEvent.click(screen.getByRole('button', { name: 'Silver Sky' }))
    expect(shownColour()).toBe('Silver Sky')
    fireEvent.click(screen.getByRole('tab', { name: 'SR' }))
    expect(shownColour()).toBe('Eclipse Black')
  })

  it('"an extra body-type tab bar when 3 or more body types and more than 15 colours", "sorted by body type"', () => {
    render(<ColourViewer model="Toyota Corolla" variants={['Ascent']} colours={bodyTypeColours} />)
    const bar = screen.getByRole('group', { name: 'Body type' })
    const types = within(bar).getAllByRole('button')
    // Wagon 1, sedan 2, hatch 3 (spec section 9).
    expect(types.map((type) => type.textContent)).toEqual(['Wagon', 'Sedan', 'Hatch'])
    expect(types[0]?.getAttribute('aria-pressed')).toBe('true')
    expect(
      within(screen.getByRole('list', { name: 'Colours available' })).getAllByRole('button'),
    ).toHaveLength(6)
    fireEvent.click(types[2] as HTMLElement)
    expect(shownColour()).toMatch(/hatch$/)
  })

  it('no body-type bar with 15 colours', () => {
    render(
      <ColourViewer model="Toyota Corolla" variants={['Ascent']} colours={bodyTypeColours.slice(0, 15)} />,
    )
    expect(screen.queryByRole('group', { name: 'Body type' })).toBeNull()
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it('has no serious axe violations', async () => {
    const { container, rerender } = render(
      <ColourViewer model="Toyota HiLux" variants={['Workmate', 'SR']} colours={demoColours} />,
    )
    await expectNoAxeViolations(container)
    rerender(<ColourViewer model="Toyota Corolla" variants={['Ascent']} colours={bodyTypeColours} />)
    await expectNoAxeViolations(container)
  })
})
