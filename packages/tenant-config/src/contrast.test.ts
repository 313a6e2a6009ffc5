import { describe, expect, it } from 'vitest'
import { contrastRatio, readableOn, relativeLuminance } from './contrast.js'

describe('WCAG contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#697279', '#f5f5f5', 4.5],
    ['#ffffff', '#e0a526', 2.19],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2)
  })

  it('is symmetric', () => {
    expect(contrastRatio('#12433a', '#ffffff')).toBe(contrastRatio('#ffffff', '#12433a'))
  })

  it.each([
    ['#e0a526', '#000000'],
    ['#12433a', '#ffffff'],
    ['#ffffff', '#000000'],
  ])('the readable text colour on %s is %s', (background, text) => {
    expect(readableOn(background)).toBe(text)
  })

  it('rejects what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('red')).toThrow('expected a #rrggbb colour')
  })
})

describe('a theme must pass WCAG 2.2 AA for its text pairs', () => {
  it.each([
    ['muted', '#697279', 'muted on surface has a contrast of 4.50:1'],
    ['primaryContrast', '#1d4ed8', 'primaryContrast on primary has a contrast of'],
    ['text', '#bbbbbb', 'text on background has a contrast of'],
  ])('%s %s is refused', async (name, colour, message) => {
    const { parseTenant } = await import('./parse-tenant.js')
    const { minimalTenant } = await import('./testing/minimal-tenant.js')
    const input = minimalTenant()
    const theme = { ...input.theme, colors: { ...input.theme.colors, surface: '#f5f5f5', [name]: colour } }
    expect(() => parseTenant({ ...input, theme }, 'contrast.json')).toThrow(message)
  })
})
