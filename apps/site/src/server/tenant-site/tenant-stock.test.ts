import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoTenantData } from '../testing/demo-tenant-data'
import { createTenantStock } from './tenant-stock'

const tenant = demoTenantData()

/** A reservations store holding these car ids, counting how often it is asked. */
function reservations(ids: number[]) {
  const store = {
    asked: 0,
    held: ids,
    reservedCarIds: () => {
      store.asked += 1
      return Promise.resolve(store.held)
    },
  }
  return store
}

afterEach(() => vi.useRealTimers())

describe('a tenant stock', () => {
  it('finds a shown car by slug, by id and by id in digits, and never a hidden one', () => {
    const data = tenant('bunya-range-motor-group')
    const stock = createTenantStock(data, { reservations: reservations([]) })
    const shown = data.cars.find((car) => car.show_on_dealer_website !== false)!
    expect(stock.bySlug(shown.slug)).toBe(shown)
    expect(stock.byId(shown.id)).toBe(shown)
    expect(stock.byIdOrSlug(String(shown.id))).toBe(shown)
    expect(stock.byIdOrSlug(shown.slug)).toBe(shown)
    const hidden = data.cars.find((car) => car.show_on_dealer_website === false)
    if (hidden) expect(stock.byIdOrSlug(hidden.slug)).toBeNull()
    expect(stock.byIdOrSlug('no-such-car')).toBeNull()
  })

  it('reads reservations from storage at most once a minute, and says when the set changed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T00:00:00Z') })
    const data = tenant('wattle-bay-kia')
    const store = reservations([data.cars[0]!.id])
    const stock = createTenantStock(data, { reservations: store })
    expect(await stock.refreshReserved()).toBe(true)
    expect(stock.isReserved(data.cars[0]!.id)).toBe(true)
    store.held = []
    expect(await stock.refreshReserved()).toBe(false)
    expect(store.asked).toBe(1)
    vi.advanceTimersByTime(60_000)
    expect(await stock.refreshReserved()).toBe(true)
    expect(stock.isReserved(data.cars[0]!.id)).toBe(false)
  })

  it('a reservation made here holds its car at once; storage is asked for the answer that matters', async () => {
    const data = tenant('wattle-bay-kia')
    const car = data.cars[1]!
    const store = reservations([])
    const stock = createTenantStock(data, { reservations: store })
    stock.markReserved(car.id)
    expect(stock.isReserved(car.id)).toBe(true)
    expect(await stock.isReservedNow(car.id)).toBe(Boolean(car.reserved))
    store.held = [car.id]
    expect(await stock.isReservedNow(car.id)).toBe(true)
  })
})
