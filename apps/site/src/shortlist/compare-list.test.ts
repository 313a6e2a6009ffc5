import { describe, expect, it } from 'vitest'
import {
  compareLimit,
  compareTexts,
  parseCompareIds,
  readCompareIds,
  toggleCompareId,
  writeCompareIds,
  type CompareStorage,
} from './compare-list'

function memoryStorage(
  initial: Record<string, string> = {},
): CompareStorage & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value
    },
  }
}

describe('the compare list keeps up to 4 car ids', () => {
  it('compares at most 4 cars', () => {
    expect(compareLimit).toBe(4)
    expect(compareTexts.full).toBe('You can compare up to 4 cars')
  })

  it('adds a car at the end, and removes it when toggled again', () => {
    expect(toggleCompareId([12], 40)).toEqual({ ids: [12, 40], change: 'added' })
    expect(toggleCompareId([12, 40], 12)).toEqual({ ids: [40], change: 'removed' })
  })

  it('a 5th car is refused and nothing already chosen is lost', () => {
    const full = [1, 2, 3, 4]
    expect(toggleCompareId(full, 5)).toEqual({ ids: [1, 2, 3, 4], change: 'full' })
    expect(full).toEqual([1, 2, 3, 4])
  })

  it('a car already in a full list can still be removed', () => {
    expect(toggleCompareId([1, 2, 3, 4], 3)).toEqual({ ids: [1, 2, 4], change: 'removed' })
  })
})

describe('reading what the browser stored', () => {
  it.each([
    ['[12,40]', [12, 40]],
    ['[12,12,40]', [12, 40]],
    ['[1,2,3,4,5,6]', [1, 2, 3, 4]],
    ['[12,"40",-1,0,1.5,null]', [12]],
    ['{"ids":[1]}', []],
    ['not json', []],
    [null, []],
  ])('%s reads as %j', (text, ids) => {
    expect(parseCompareIds(text)).toEqual(ids)
  })

  it('reads and writes under the site key', () => {
    const storage = memoryStorage()
    expect(writeCompareIds(storage, 'bunya:compare', [7, 9])).toBe(true)
    expect(storage.data['bunya:compare']).toBe('[7,9]')
    expect(readCompareIds(storage, 'bunya:compare')).toEqual([7, 9])
    expect(readCompareIds(storage, 'other:compare')).toEqual([])
  })

  it('blocked storage reads as an empty list and a refused write answers false', () => {
    const blocked: CompareStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(readCompareIds(blocked, 'k')).toEqual([])
    expect(writeCompareIds(blocked, 'k', [1])).toBe(false)
    expect(readCompareIds(null, 'k')).toEqual([])
    expect(writeCompareIds(null, 'k', [1])).toBe(false)
  })
})
