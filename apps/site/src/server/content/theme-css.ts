import { readableOn, themeStyle, type Tenant } from '@forecourt/tenant-config'

/**
 * The tenant's theme tokens as CSS custom properties. Spacing uses the scale's steps from 4px up (the first
 * six non-zero steps), radius the medium radius; themeStyle refuses any value that could inject CSS.
 * @example themeCss(tenant) // ':root{--fc-color-primary:#12433a;…}'
 */
export function themeCss(theme: Tenant['theme']): string {
  const spacing = theme.spacing
    .filter((step) => step > 0)
    .slice(0, 6)
    .map((step) => `${step}px`)
  return themeStyle({
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
    spacing,
  })
}
