import type { Car } from '@forecourt/stock-rules'
import { parseTenant, stockFileSchema, type Tenant } from '@forecourt/tenant-config'
import redGumStock from '../data/red-gum-caravans-and-motorcycles.stock.json' with { type: 'json' }
import redGumTenant from '../data/red-gum-caravans-and-motorcycles.tenant.json' with { type: 'json' }
import wattleBayStock from '../data/wattle-bay-kia.stock.json' with { type: 'json' }
import wattleBayTenant from '../data/wattle-bay-kia.tenant.json' with { type: 'json' }

/** One dealer group's configuration and its cars, both checked by tenant-config's schemas as they load. */
export interface TenantStock {
  tenant: Tenant
  cars: Car[]
  /** The moment the demo stock was written: its "new arrival" and "sold within N days" rules are read against it. */
  now: Date
}

const load = (tenant: unknown, stock: unknown, name: string): TenantStock => {
  const file = stockFileSchema.parse(stock)
  return {
    tenant: parseTenant(tenant, `${name}.tenant.json`),
    cars: file.cars,
    now: new Date(file.referenceDate),
  }
}

/** Two dealer groups in one search index: this property shows the first, and must never show the other's cars. */
export const wattleBay = load(wattleBayTenant, wattleBayStock, 'wattle-bay-kia')
export const redGum = load(redGumTenant, redGumStock, 'red-gum-caravans-and-motorcycles')
