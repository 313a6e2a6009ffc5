/**
 * WCAG 2.2 AA asks 4.5:1 between normal text and its background.
 * @example minimumTextContrast // 4.5
 */
export const minimumTextContrast = 4.5

function channel(hex: string, offset: number): number {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/**
 * Relative luminance of a #rrggbb colour, as WCAG defines it.
 * @example relativeLuminance('#ffffff') // 1
 */
export function relativeLuminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex))
    throw new TypeError(`expected a #rrggbb colour, got ${JSON.stringify(hex)}`)
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)
}

/**
 * Contrast ratio of two #rrggbb colours, from 1 (none) to 21 (black on white).
 * @example contrastRatio('#000000', '#ffffff') // 21
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * Black or white, whichever reads better on a background: for text on colours a theme does not pair itself.
 * @example readableOn('#e0a526') // '#000000'
 */
export function readableOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff'
}
