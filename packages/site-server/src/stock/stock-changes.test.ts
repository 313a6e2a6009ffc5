import type { CarRecord } from '@forecourt/tenant-config'
import { describe, expect, it } from 'vitest'
import { applyStockChanges, netStockChange, stockChangeQueue } from './stock-changes'
import type { StockChange } from './stock-endpoint'

const car = (id: number, price = 10_000) => ({ id, price }) as CarRecord

describe('applyStockChanges', () => {
  it.each([
    [
      'a saved car replaces the car of its id',
      [car(1), car(2)],
      [{ saved: [car(2, 9)], removed: [] }],
      [car(1), car(2, 9)],
    ],
    [
      'a new car joins in id order',
      [car(1), car(3)],
      [{ saved: [car(2)], removed: [] }],
      [car(1), car(2), car(3)],
    ],
    ['a removed id leaves', [car(1), car(2)], [{ saved: [], removed: [1] }], [car(2)]],
    ['removing a car that is not there changes nothing', [car(1)], [{ saved: [], removed: [5] }], [car(1)]],
    [
      'changes apply in the order made: saved after removed is back',
      [car(1)],
      [
        { saved: [], removed: [1] },
        { saved: [car(1, 7)], removed: [] },
      ],
      [car(1, 7)],
    ],
    [
      'changes apply in the order made: removed after saved is gone',
      [car(1)],
      [
        { saved: [car(1, 7)], removed: [] },
        { saved: [], removed: [1] },
      ],
      [],
    ],
  ])('%s', (_, cars, changes, expected) => {
    const before = JSON.stringify(cars)
    expect(applyStockChanges(cars, changes)).toEqual(expected)
    expect(JSON.stringify(cars)).toBe(before)
  })
})

describe('netStockChange', () => {
  const withPhotos = (id: number, urls: string[]) => ({ ...car(id), images: urls.map((url) => ({ url })) })
  it.each([
    ['a car saved as it is shown is not a change', [car(1)], [{ saved: [car(1)], removed: [] }], [], []],
    [
      'a car saved equal field by field, nested fields included, is not a change',
      [withPhotos(1, ['a.jpg'])],
      [{ saved: [withPhotos(1, ['a.jpg'])], removed: [] }],
      [],
      [],
    ],
    [
      'a nested field that differs is a change',
      [withPhotos(1, ['a.jpg'])],
      [{ saved: [withPhotos(1, ['b.jpg'])], removed: [] }],
      [withPhotos(1, ['b.jpg'])],
      [],
    ],
    ['a changed price is a change', [car(1)], [{ saved: [car(1, 9)], removed: [] }], [car(1, 9)], []],
    ['a new car is a change', [car(1)], [{ saved: [car(2)], removed: [] }], [car(2)], []],
    ['removing a car shown is a change', [car(1)], [{ saved: [], removed: [1] }], [], [1]],
    ['removing a car not shown is not a change', [car(1)], [{ saved: [], removed: [5] }], [], []],
    [
      'a car not shown, saved and then removed, is not a change',
      [car(1)],
      [
        { saved: [car(2)], removed: [] },
        { saved: [], removed: [2] },
      ],
      [],
      [],
    ],
    [
      'a car changed and changed back is not a change',
      [car(1)],
      [
        { saved: [car(1, 9)], removed: [] },
        { saved: [car(1)], removed: [] },
      ],
      [],
      [],
    ],
    [
      'a car removed and saved again changed is one save',
      [car(1)],
      [
        { saved: [], removed: [1] },
        { saved: [car(1, 9)], removed: [] },
      ],
      [car(1, 9)],
      [],
    ],
  ])('%s', (_, cars, changes, saved, removed) => {
    expect(netStockChange(cars as CarRecord[], changes as StockChange[])).toEqual({ saved, removed })
  })
})

describe('stockChangeQueue', () => {
  it('shows the changes that arrive together at once, per tenant, and resolves each once shown', async () => {
    const shown: [string, readonly StockChange[]][] = []
    const changed = stockChangeQueue((tenant, changes) => shown.push([tenant, changes]))
    const one = { saved: [car(1)], removed: [] }
    const two = { saved: [], removed: [2] }
    const three = { saved: [car(3)], removed: [] }
    const all = Promise.all([changed('a', one), changed('b', three), changed('a', two)])
    expect(shown).toEqual([])
    await all
    expect(shown).toEqual([
      ['a', [one, two]],
      ['b', [three]],
    ])
    await changed('a', three)
    expect(shown).toHaveLength(3)
  })

  it("rejects a batch's changes with what showing them threw, and goes on with the next", async () => {
    let fail = true
    const changed = stockChangeQueue(() => {
      if (fail) throw new Error('index broken')
    })
    const first = changed('a', { saved: [], removed: [1] })
    await expect(first).rejects.toThrow('index broken')
    fail = false
    await expect(changed('a', { saved: [], removed: [1] })).resolves.toBeUndefined()
  })
})
