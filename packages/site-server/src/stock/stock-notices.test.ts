import type { StockCar, StockNotice } from '@forecourt/site-storage'
import type { CarRecord } from '@forecourt/tenant-config'
import { describe, expect, it } from 'vitest'
import { checkStockCar } from './stock-car'
import type { StockChange } from './stock-endpoint'
import { stockNoticeReader } from './stock-notices'
import { sportage } from './testing/stock-cars'

const car = (id: number, price = 38_990): StockCar => ({ ...sportage, id, slug: `car-${id}`, price })
/** The car as the site shows it once checked. */
const shown = (id: number, price?: number): CarRecord => {
  const checked = checkStockCar(car(id, price))
  if (!checked.ok) throw new Error(`car ${id} does not pass the checks`)
  return checked.car
}
const wattle = 'wattle-bay-kia'
const bunya = 'bunya-range-motor-group'

/** A reader over a stock held in memory, with every read and every change it shows recorded. */
function readerOver(stored: Record<string, StockCar[]>, showing: Record<string, number[]> = {}) {
  const reads: string[] = []
  const changes: [string, StockChange][] = []
  const logged: string[] = []
  const waiting: (() => void)[] = []
  let holdReads: Promise<void> | null = null
  const read = async <T>(what: string, answer: () => T) => {
    reads.push(what)
    await holdReads
    return answer()
  }
  const hear = stockNoticeReader({
    stock: {
      cars: (tenant) => read(`${tenant} all`, () => stored[tenant] ?? []),
      carsWithIds: (tenant, ids) =>
        read(`${tenant} ${ids.join(',')}`, () =>
          (stored[tenant] ?? []).filter((item) => ids.includes(item.id)),
        ),
    },
    tenants: [wattle, bunya],
    shownIds: (tenant) => showing[tenant] ?? [],
    changed: (tenant, change) => {
      changes.push([tenant, change])
      waiting.splice(0).forEach((wake) => wake())
      return Promise.resolve()
    },
    log: (message) => logged.push(message),
  })
  /** Resolves once `count` changes have been shown. */
  const shownChanges = async (count: number) => {
    while (changes.length < count) await new Promise<void>((wake) => waiting.push(wake))
    return changes
  }
  const hold = () => {
    let release!: () => void
    holdReads = new Promise((done) => (release = done))
    return () => {
      holdReads = null
      release()
    }
  }
  return { hear, reads, changes, logged, shownChanges, hold }
}

describe('stockNoticeReader: "several servers on one PostgreSQL hear each other\'s changes"', () => {
  it.each<[string, StockNotice, Record<string, number[]>, [string, StockChange][]]>([
    [
      'the cars a notice names are read again',
      { tenant: wattle, ids: [1, 2] },
      {},
      [[wattle, { saved: [shown(1, 9), shown(2)], removed: [] }]],
    ],
    [
      'an id the notice names that is no longer stored was removed',
      { tenant: wattle, ids: [2, 3] },
      { [wattle]: [1, 2, 3] },
      [[wattle, { saved: [shown(2)], removed: [3] }]],
    ],
    [
      '"every car of the tenant" reads its whole stock and removes the shown cars no longer stored',
      { tenant: wattle, ids: null },
      { [wattle]: [1, 2, 3, 4] },
      [[wattle, { saved: [shown(1, 9), shown(2)], removed: [3, 4] }]],
    ],
    [
      'notices missed while the connection was down: every tenant the server serves reads its whole stock',
      { tenant: null, ids: null },
      { [bunya]: [7] },
      [
        [wattle, { saved: [shown(1, 9), shown(2)], removed: [] }],
        [bunya, { saved: [], removed: [7] }],
      ],
    ],
  ])('%s', async (_, notice, showing, expected) => {
    const reader = readerOver({ [wattle]: [car(1, 9), car(2)] }, showing)
    reader.hear(notice)
    expect(await reader.shownChanges(expected.length)).toEqual(expected)
  })

  it('a tenant this server does not serve is not read', async () => {
    const reader = readerOver({ [wattle]: [car(1)] })
    reader.hear({ tenant: 'another-dealer', ids: [1] })
    reader.hear({ tenant: wattle, ids: [1] })
    await reader.shownChanges(1)
    expect(reader.reads).toEqual([`${wattle} 1`])
  })

  it('notices that arrive during a read are read together next, in one read', async () => {
    const reader = readerOver({ [wattle]: [car(1), car(2), car(3)] })
    const release = reader.hold()
    reader.hear({ tenant: wattle, ids: [1] })
    reader.hear({ tenant: wattle, ids: [2] })
    reader.hear({ tenant: wattle, ids: [3, 2] })
    release()
    expect(await reader.shownChanges(2)).toEqual([
      [wattle, { saved: [shown(1)], removed: [] }],
      [wattle, { saved: [shown(2), shown(3)], removed: [] }],
    ])
    expect(reader.reads).toEqual([`${wattle} 1`, `${wattle} 2,3`])
  })

  it('a stored car that no longer passes the checks is not shown, and the log names it', async () => {
    const broken = { ...car(5), price: 'call us' }
    const reader = readerOver({ [wattle]: [broken] }, { [wattle]: [5] })
    reader.hear({ tenant: wattle, ids: [5] })
    expect(await reader.shownChanges(1)).toEqual([[wattle, { saved: [], removed: [5] }]])
    expect(reader.logged).toEqual([
      expect.stringMatching(/^stock: wattle-bay-kia car 5 is not shown: price /),
    ])
  })

  it('a read that fails is said in the log, and the next notice is read', async () => {
    let fail = true
    let logged!: (message: string) => void
    const message = new Promise<string>((done) => (logged = done))
    let changed!: (change: StockChange) => void
    const change = new Promise<StockChange>((done) => (changed = done))
    const hear = stockNoticeReader({
      stock: {
        cars: () => Promise.resolve([]),
        carsWithIds: () =>
          fail ? Promise.reject(new Error('connection refused')) : Promise.resolve([car(1)]),
      },
      tenants: [wattle],
      shownIds: () => [],
      changed: (_, shownChange) => (changed(shownChange), Promise.resolve()),
      log: (line) => logged(line),
    })
    hear({ tenant: wattle, ids: [1] })
    expect(await message).toBe(
      'stock: wattle-bay-kia: a change made on another server could not be read: connection refused',
    )
    fail = false
    hear({ tenant: wattle, ids: [1] })
    expect(await change).toEqual({ saved: [shown(1)], removed: [] })
  })
})
