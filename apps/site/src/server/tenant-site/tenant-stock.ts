import type { Storage } from '@forecourt/site-storage'
import type { CarRecord } from '@forecourt/tenant-config'
import type { TenantData } from '@forecourt/site-server'

/** A tenant's cars as the site shows them: found by slug or id, and which of them a reservation holds. */
export interface TenantStock {
  /** A car the site shows, by slug. */
  bySlug: (slug: string) => CarRecord | null
  /** A car the site shows, by id. */
  byId: (id: number) => CarRecord | null
  /** A car by its id (a number or digits) or its slug. */
  byIdOrSlug: (idOrSlug: number | string) => CarRecord | null
  /** Held by a reservation, as last read from storage or made here. */
  isReserved: (carId: number) => boolean
  /** Held by a reservation, asked of storage now (a reservation made through another server counts). */
  isReservedNow: (carId: number) => Promise<boolean>
  /** A reservation made here holds the car from now on. */
  markReserved: (carId: number) => void
  /** Reads the reserved cars from storage at most once a minute; true when the set changed. */
  refreshReserved: () => Promise<boolean>
}

/**
 * A tenant's stock: the cars its site shows (`show_on_dealer_website` not false), and the reservations that hold
 * them, kept fresh from storage so a car reserved through another server shows Reserved within a minute.
 * @example const stock = createTenantStock(data, storage); stock.byIdOrSlug('2025-kia-niro-gt-line-ev-brg000008')
 */
export function createTenantStock(
  data: TenantData,
  storage: { reservations: Pick<Storage['reservations'], 'reservedCarIds'> },
): TenantStock {
  const slug = data.tenant.slug
  const bySlug = new Map(
    data.cars.filter((car) => car.show_on_dealer_website !== false).map((car) => [car.slug, car]),
  )
  const byId = new Map([...bySlug.values()].map((car) => [car.id, car]))
  const reserved = new Set<number>()
  let reservedCheckedAt = 0
  return {
    bySlug: (carSlug) => bySlug.get(carSlug) ?? null,
    byId: (id) => byId.get(id) ?? null,
    byIdOrSlug: (idOrSlug) =>
      (typeof idOrSlug === 'number' || /^\d+$/.test(idOrSlug)
        ? byId.get(Number(idOrSlug))
        : bySlug.get(idOrSlug)) ?? null,
    isReserved: (carId) => reserved.has(carId),
    isReservedNow: async (carId) =>
      Boolean(byId.get(carId)?.reserved) || (await storage.reservations.reservedCarIds(slug)).includes(carId),
    markReserved: (carId) => {
      reserved.add(carId)
    },
    refreshReserved: async () => {
      if (Date.now() - reservedCheckedAt < 60_000) return false
      reservedCheckedAt = Date.now()
      const ids = await storage.reservations.reservedCarIds(slug)
      const changed = ids.length !== reserved.size || ids.some((id) => !reserved.has(id))
      if (!changed) return false
      reserved.clear()
      for (const id of ids) reserved.add(id)
      return true
    },
  }
}
