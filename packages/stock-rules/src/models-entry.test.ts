import { describe, expect, it } from 'vitest'
import * as root from './index.js'
import * as entry from './models-entry.js'

describe("the '@forecourt/stock-rules/models' entry", () => {
  it('exports the same model rules as the package root', () => {
    for (const [name, value] of Object.entries(entry))
      expect([name, value]).toEqual([name, (root as Record<string, unknown>)[name]])
  })
})
