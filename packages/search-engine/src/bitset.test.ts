import { describe, expect, it } from 'vitest'
import { andInto, countBits, createBitset, invert, orInto, setPositions, toPositions } from './bitset'

describe('bitsets hold record positions', () => {
  it.each([
    ['set then list', () => toPositions(setPositions(createBitset(70), [69, 0, 33, 31])), [0, 31, 33, 69]],
    ['a full set has exactly its size', () => toPositions(createBitset(3, true)), [0, 1, 2]],
    [
      'NOT stays within the size',
      () => toPositions(invert(setPositions(createBitset(34), [1]), 34)).length,
      33,
    ],
    [
      'AND',
      () =>
        toPositions(
          andInto(setPositions(createBitset(40), [1, 2, 39]), setPositions(createBitset(40), [2, 39])),
        ),
      [2, 39],
    ],
    [
      'OR',
      () => toPositions(orInto(setPositions(createBitset(40), [1]), setPositions(createBitset(40), [39]))),
      [1, 39],
    ],
    ['count', () => countBits(setPositions(createBitset(100), [5, 50, 99])), 3],
  ])('%s', (_name, run, expected) => {
    const result = run()
    expect(typeof result === 'number' ? result : [...result]).toEqual(expected)
  })
})
