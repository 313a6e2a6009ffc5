import { describe, expect, it } from 'vitest'
import * as gatedPages from './gated-pages.js'
import * as imageUrl from './image-url.js'
import * as root from './index.js'
import * as theme from './theme-style.js'

describe("the '/gated-pages', '/theme' and '/image-url' entries (no schema, no zod)", () => {
  it.each([
    ['gated-pages', gatedPages],
    ['theme', theme],
    ['image-url', imageUrl],
  ])('%s exports what the package root exports under the same names', (_entry, exports) => {
    for (const [name, value] of Object.entries(exports))
      expect([name, value]).toEqual([name, (root as Record<string, unknown>)[name]])
  })
})
