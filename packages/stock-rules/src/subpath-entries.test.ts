import { describe, expect, it } from 'vitest'
import * as root from './index.js'
import * as phone from './phone.js'
import * as vehicleCard from './vehicle-card-entry.js'

describe("the '@forecourt/stock-rules/phone' and '/vehicle-card' entries", () => {
  it.each([
    ['phone', phone],
    ['vehicle-card', vehicleCard],
  ])('%s exports what the package root exports under the same names', (_entry, exports) => {
    for (const [name, value] of Object.entries(exports))
      expect([name, value]).toEqual([name, (root as Record<string, unknown>)[name]])
  })
})
