import { describe, expect, it } from 'vitest'
import { parseTenant } from './parse-tenant.js'
import { minimalTenant } from './testing/minimal-tenant.js'
import { themeStyle } from './theme-style.js'
import { themeTokensFor } from './theme-tokens.js'

describe('themeTokensFor', () => {
  const { theme } = parseTenant(minimalTenant(), 't.json')

  it("names the tenant's colours as the components read them, with a readable colour on the accent", () => {
    expect(themeTokensFor(theme).colors).toMatchObject({
      primary: '#0b3d91',
      onPrimary: '#ffffff',
      accent: '#f59e0b',
      onAccent: '#000000',
    })
  })

  it('keeps the first six non-zero spacing steps in pixels and the medium radius', () => {
    const tokens = themeTokensFor(theme)
    expect(tokens.spacing).toEqual(['4px', '8px', '16px', '24px', '32px'])
    expect(tokens.radius).toBe('8px')
  })

  it('is what themeStyle writes as CSS, with no cast', () => {
    expect(themeStyle(themeTokensFor(theme))).toMatch(/^:root\{--fc-color-primary:#0b3d91;/)
  })
})
