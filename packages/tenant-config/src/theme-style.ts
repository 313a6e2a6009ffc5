// The tenant's theme as CSS: the '@forecourt/tenant-config/theme' entry (no schema, no zod), so the server, the
// browser and @forecourt/components (which re-exports themeStyle) write the same custom properties.

/**
 * Plain design tokens for one tenant, e.g. from the tenant configuration's `theme`. Every field is optional: a
 * token left out keeps the components' own default (each `--fc-*` property is used with a fallback).
 * @example const tokens: ThemeTokens = { colors: { primary: '#0b4f9c', onPrimary: '#fff' }, radius: '6px' }
 */
export interface ThemeTokens {
  /** Colour tokens by name: `{ primary: '#0b4f9c', onPrimary: '#fff' }` becomes `--fc-color-primary`, `--fc-color-on-primary`. */
  colors?: Record<string, string> | undefined
  /** Font stacks: `--fc-font-body` and `--fc-font-heading`. Left out, the components use the host page's font. */
  fonts?: { body?: string | undefined; heading?: string | undefined } | undefined
  /** Corner radius: `--fc-radius`. */
  radius?: string | undefined
  /** Up to six spacing steps, smallest first: `--fc-space-1` … `--fc-space-6`. */
  spacing?: string[] | undefined
  /**
   * Width over height of car pictures (cards, gallery, viewers): `--fc-media-ratio`, e.g. `16 / 9` for 16:9 photos.
   * @default 4 / 3
   */
  mediaRatio?: number | undefined
}

// Enough for colours, lengths, font stacks and colour functions; nothing that can end a declaration,
// open a block, start a comment, escape a character or close a <style> element.
const safeValue = /^[A-Za-z0-9 #%.,()\-'"]+$/
const safeName = /^[A-Za-z][A-Za-z0-9-]*$/
const allowedFunctions = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
])

const count = (text: string, char: string) => text.split(char).length - 1

function checkValue(name: string, value: string): string {
  const trimmed = value.trim()
  const unsafe =
    !safeValue.test(trimmed) ||
    count(trimmed, '"') % 2 !== 0 ||
    count(trimmed, "'") % 2 !== 0 ||
    count(trimmed, '(') !== count(trimmed, ')')
  if (unsafe) throw new TypeError(`Theme token ${name} has an unsafe value: ${JSON.stringify(value)}`)
  // url(), image-set() and friends would make the browser fetch something: only colour and maths functions.
  for (const match of trimmed.matchAll(/([A-Za-z-]+)\s*\(/g)) {
    const fn = (match[1] ?? '').toLowerCase()
    if (!allowedFunctions.has(fn))
      throw new TypeError(`Theme token ${name} uses a function that is not allowed: ${fn}()`)
  }
  return trimmed
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * CSS text that sets the `--fc-*` custom properties for one tenant, for a `<style>` element in the page head.
 * Throws a `TypeError` naming the token when a value holds a character outside the safe set (letters, digits,
 * space, `# % . , ( ) - ' "`), unbalanced quotes or brackets, or a function other than a colour or maths
 * function, so tenant data can never inject CSS.
 * @example themeStyle({ colors: { primary: '#c8102e' }, radius: '4px' }) // ':root{--fc-color-primary:#c8102e;--fc-radius:4px}'
 */
export function themeStyle(tokens: ThemeTokens): string {
  const declarations: string[] = []
  const add = (name: string, value: string | undefined) => {
    if (value !== undefined) declarations.push(`${name}:${checkValue(name, value)}`)
  }
  for (const [key, value] of Object.entries(tokens.colors ?? {})) {
    if (!safeName.test(key)) throw new TypeError(`Theme colour name is not allowed: ${JSON.stringify(key)}`)
    add(`--fc-color-${kebab(key)}`, value)
  }
  add('--fc-font-body', tokens.fonts?.body)
  add('--fc-font-heading', tokens.fonts?.heading)
  add('--fc-radius', tokens.radius)
  if (tokens.mediaRatio !== undefined) {
    if (!Number.isFinite(tokens.mediaRatio) || tokens.mediaRatio <= 0)
      throw new TypeError(`Theme mediaRatio must be a positive number, got ${tokens.mediaRatio}`)
    declarations.push(`--fc-media-ratio:${Number(tokens.mediaRatio.toFixed(4))}`)
  }
  const spacing = tokens.spacing ?? []
  if (spacing.length > 6) throw new TypeError(`Theme spacing has ${spacing.length} steps; at most 6 are used`)
  spacing.forEach((value, index) => add(`--fc-space-${index + 1}`, value))
  return `:root{${declarations.join(';')}}`
}
