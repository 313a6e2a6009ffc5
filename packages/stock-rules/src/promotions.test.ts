import { describe, expect, it } from 'vitest'
import {
  isEofyPromoActive,
  isPromoNodeLive,
  placePromos,
  promoSlots,
  shouldShowPromos,
  type PromoPlacementOptions,
} from './promotions.js'
import type { PromoNode } from './types/content.js'

describe('"Promo cards ... shown only if the filter is used-only or by a dealer flag"', () => {
  it.each<[string, string[], PromoPlacementOptions, boolean]>([
    ['used-only filter', ['used'], {}, true],
    ['used and demo', ['used', 'demo'], {}, false],
    ['no car-type filter', [], {}, false],
    ['new only', ['new'], {}, false],
    ['dealer flag', ['new'], { alwaysShowPromos: true }, true],
  ])('%s', (_name, filter, options, expected) => {
    expect(shouldShowPromos(filter, options)).toBe(expected)
  })
})

describe('"Promo cards placed every N results (position configurable; positions 5 and 10 for one dealer)"', () => {
  it.each<[string, number, PromoPlacementOptions, number[]]>([
    ['every 6 on a page of 21', 21, { every: 6 }, [6, 12, 18]],
    ['"positions 5 and 10"', 21, { positions: [10, 5], every: 6 }, [5, 10]],
    ['position beyond the results is skipped', 7, { positions: [5, 10] }, [5]],
    ['not configured: none', 21, {}, []],
  ])('%s', (_name, count, options, expected) => {
    expect(promoSlots(count, options)).toEqual(expected)
  })

  it("inserts promos after the slot's result, each once, own position first", () => {
    const promos: PromoNode<string>[] = [
      { node: 'P1' },
      { node: 'P2', position: 1 },
      { node: 'P3' },
      { node: 'P4' },
    ]
    const entries = placePromos(['a', 'b', 'c', 'd', 'e'], promos, { every: 2 })
    expect(entries.map((entry) => (entry.kind === 'car' ? entry.car : entry.promo.node))).toEqual([
      'a',
      'P2',
      'b',
      'P1',
      'c',
      'd',
      'P3',
      'e',
    ])
  })
})

describe('promo node start/expiry/display/strictDisplay', () => {
  const now = '2025-06-01T00:00:00Z'
  it.each<[string, PromoNode, boolean]>([
    ['no dates, displayed', { node: 'x' }, true],
    ['display false hides', { node: 'x', display: false }, false],
    ['not started', { node: 'x', start: '2025-06-02T00:00:00Z' }, false],
    ['started', { node: 'x', start: '2025-05-01T00:00:00Z' }, true],
    ['expired', { node: 'x', expiry: '2025-05-31T23:59:59Z' }, false],
    ['expires exactly now: gone', { node: 'x', expiry: now }, false],
    ['strictDisplay without dates hides', { node: 'x', strictDisplay: true }, false],
    [
      'strictDisplay within its dates shows',
      { node: 'x', strictDisplay: true, start: '2025-05-01T00:00:00Z', expiry: '2025-07-01T00:00:00Z' },
      true,
    ],
  ])('%s', (_name, promo, expected) => {
    expect(isPromoNodeLive(promo, now)).toBe(expected)
  })
})

describe('"End-of-financial-year promos expire 2025-06-15 16:00 (+10:00)"', () => {
  it.each([
    ['one second before', '2025-06-15T05:59:59Z', true],
    ['at 16:00 Brisbane', '2025-06-15T16:00:00+10:00', false],
    ['a week earlier', new Date('2025-06-08T00:00:00Z'), true],
    ['after', '2025-07-01T00:00:00Z', false],
  ])('%s', (_name, now, expected) => {
    expect(isEofyPromoActive(now)).toBe(expected)
  })
})
