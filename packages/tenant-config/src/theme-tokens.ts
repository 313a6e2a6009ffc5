import { readableOn } from './contrast.js'
import type { Tenant } from './parse-tenant.js'
import type { ThemeTokens } from './theme-style.js'

/**
 * A tenant's theme as the design tokens `themeStyle` writes and `@forecourt/components` reads: its colours by the
 * components' names (`primaryContrast` as `onPrimary`, and an `onAccent` of black or white, whichever reads on the
 * accent), its fonts, its medium radius, and the first six non-zero steps of its spacing scale in pixels.
 * @example themeStyle(themeTokensFor(tenant.theme)) // ':root{--fc-color-primary:#12433a;…}'
 */
export function themeTokensFor(theme: Tenant['theme']): ThemeTokens {
  return {
    colors: {
      primary: theme.colors.primary,
      onPrimary: theme.colors.primaryContrast,
      accent: theme.colors.accent,
      // The theme pairs no text colour with its accent: pick whichever of black or white reads on it.
      onAccent: readableOn(theme.colors.accent),
      surface: theme.colors.surface,
      background: theme.colors.background,
      text: theme.colors.text,
      muted: theme.colors.muted,
      border: theme.colors.border,
      danger: theme.colors.danger,
      success: theme.colors.success,
    },
    fonts: theme.fonts,
    radius: theme.radius.medium,
    spacing: theme.spacing
      .filter((step) => step > 0)
      .slice(0, 6)
      .map((step) => `${step}px`),
  }
}
