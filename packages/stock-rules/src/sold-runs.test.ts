import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { collapseSoldRuns } from './sold-runs.js'

const car = (id: string, status: string): { id: string; status: string } => ({ id, status })

describe('"only the first of each run of consecutive sold cars is kept; if all are sold, all are kept"', () => {
  it.each([
    [
      'a run of three sold keeps the first',
      ['in_stock', 'sold', 'sold', 'sold', 'in_stock'],
      ['a', 'b', 'e'],
    ],
    ['two runs keep one each', ['sold', 'sold', 'in_stock', 'sold', 'sold'], ['a', 'c', 'd']],
    ['lone sold cars are kept', ['sold', 'in_stock', 'sold'], ['a', 'b', 'c']],
    ['"if all are sold, all are kept"', ['sold', 'sold', 'sold'], ['a', 'b', 'c']],
    ['no sold cars: unchanged', ['in_stock', 'coming_soon'], ['a', 'b']],
    ['empty list', [], []],
  ])('%s', (_name, statuses, expectedIds) => {
    const cars = statuses.map((status, index) => car('abcde'[index] ?? '', status))
    expect(collapseSoldRuns(cars).map((kept) => kept.id)).toEqual(expectedIds)
  })

  it('the sold flag counts as sold too', () => {
    const cars = [
      { id: 1, status: 'in_stock' },
      { id: 2, status: 'sold' },
      { id: 3, status: 'in_stock', sold: true },
    ]
    expect(collapseSoldRuns(cars).map((kept) => kept.id)).toEqual([1, 2])
  })

  const statuses = fc.array(fc.constantFrom('in_stock', 'sold', 'coming_soon'), { maxLength: 30 })

  it('never drops a non-sold car and keeps order', () => {
    fc.assert(
      fc.property(statuses, (list) => {
        const cars = list.map((status, index) => ({ id: index, status }))
        const kept = collapseSoldRuns(cars)
        const keptIds = kept.map((k) => k.id)
        expect(keptIds).toEqual([...keptIds].sort((a, b) => a - b))
        expect(cars.filter((c) => c.status !== 'sold').every((c) => keptIds.includes(c.id))).toBe(true)
      }),
    )
  })

  it('never leaves two sold cars next to each other unless all are sold', () => {
    fc.assert(
      fc.property(statuses, (list) => {
        const kept = collapseSoldRuns(list.map((status) => ({ status })))
        const allSold = list.every((status) => status === 'sold')
        const adjacentSold = kept.some(
          (k, i) => i > 0 && k.status === 'sold' && kept[i - 1]?.status === 'sold',
        )
        expect(adjacentSold).toBe(allSold && list.length > 1)
      }),
    )
  })
})
