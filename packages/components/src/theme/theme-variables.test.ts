import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { themeVariables } from './theme-variables'

// Tests run from the package's folder (vitest's root).
const src = join(process.cwd(), 'src')
const stylesheets = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(join(src, file), 'utf8'))
const read = [
  ...new Set(stylesheets.flatMap((css) => [...css.matchAll(/var\(\s*(--fc-[a-z0-9-]+)/g)].map((m) => m[1]!))),
]
// Set by the components themselves (inline styles from props or measurements), not by a theme.
const internal = new Set([
  '--fc-range-from',
  '--fc-range-to',
  '--fc-pricecmp-colour',
  '--fc-price-slider-ms',
  '--fc-frame-ratio',
  '--fc-vsticky-top',
  '--fc-vmap-sea',
  '--fc-vmap-land',
  '--fc-vmap-coast',
  '--fc-pan',
  '--fc-compare-count',
])

describe('the theme variables (themeVariables)', () => {
  it('lists every --fc-* property the stylesheets read, except those the components set themselves', () => {
    expect(themeVariables.map((variable) => variable.name).sort()).toEqual(
      read.filter((name) => !internal.has(name)).sort(),
    )
  })

  it('are each documented in the README', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8')
    expect(themeVariables.filter((variable) => !readme.includes(`\`${variable.name}\``))).toEqual([])
  })
})
