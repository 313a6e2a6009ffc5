import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { validateAdf } from '@forecourt/adf/testing'
import type { CrmJob } from '@forecourt/site-storage'
import { stockFileSchema, type CarRecord } from '@forecourt/tenant-config'
import { loadTenants } from '@forecourt/tenant-config/node'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TenantData } from '../tenant-data'
import { adfDocumentFor, adfInputFor } from './adf-input'
import { storedLead } from './testing/leads'

const fixturesDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../fixtures')
const data = new Map<string, TenantData>()

beforeAll(async () => {
  for (const tenant of await loadTenants(join(fixturesDir, 'tenants'))) {
    if (tenant.slug === 'red-gum-caravans-and-motorcycles') continue
    const stock = stockFileSchema.parse(
      JSON.parse(await readFile(join(fixturesDir, 'stock', `${tenant.slug}.json`), 'utf8')),
    )
    data.set(tenant.slug, { tenant, content: {} as TenantData['content'], cars: stock.cars })
  }
})

const bunya = () => data.get('bunya-range-motor-group')!
const carOf = (tenant: TenantData, pick: (car: CarRecord) => boolean) => tenant.cars.find(pick)!

describe('adfInputFor', () => {
  it("takes the lead's car and the car's dealership; the provider is the tenant's providerName and site", () => {
    const car = carOf(bunya(), (candidate) => candidate.dealership_id !== undefined)
    const input = adfInputFor(bunya(), storedLead({ tenant: 'bunya-range-motor-group', carId: car.id }))
    expect(input.car).toBe(car)
    expect(input.dealership?.name).toBe(
      bunya().tenant.dealerships.find((dealership) => dealership.id === car.dealership_id)?.name,
    )
    expect(input.provider).toEqual({
      name: 'Bunya Range Motor Group website',
      url: `https://${bunya().tenant.domains.find((domain) => domain.startsWith('www.'))}`,
    })
  })

  it('a car no longer in stock: the dealership the payload names', () => {
    const dealership = bunya().tenant.dealerships[2]!
    const input = adfInputFor(
      bunya(),
      storedLead({ carId: -1, payload: { name: 'Jo', dealership_slug: dealership.slug } }),
    )
    expect(input.car).toBeNull()
    expect(input.dealership?.name).toBe(dealership.name)
  })

  it('a group with several dealerships and none named: the group itself is the vendor', () => {
    const input = adfInputFor(bunya(), storedLead({ carId: null, payload: { name: 'Jo' } }))
    expect(input.dealership).toEqual({
      name: 'Bunya Range Motor Group',
      email: 'hello@bunyarange.example',
      phone: '1300 286 927',
      address: bunya().tenant.contact.address,
    })
  })

  it("a tenant with one dealership: that dealership, and the default provider name 'Forecourt'", () => {
    const wattleBay = data.get('wattle-bay-kia')!
    const input = adfInputFor(wattleBay, storedLead({ carId: null }))
    expect(input.dealership?.name).toBe('Wattle Bay Kia')
    expect(input.provider.name).toBe('Forecourt')
  })
})

describe('adfDocumentFor', () => {
  const documentFor = adfDocumentFor((slug) => data.get(slug))
  const job = (lead: CrmJob['lead']): CrmJob => ({
    id: 1,
    tenant: lead.tenant,
    leadId: lead.id,
    attempts: 0,
    lead,
  })

  it('renders fixture cars of every type as valid ADF', async () => {
    for (const carType of ['new', 'used', 'demo'] as const) {
      const car = carOf(bunya(), (candidate) => candidate.car_type === carType)
      const lead = storedLead({ tenant: 'bunya-range-motor-group', carId: car.id })
      const document = documentFor(job(lead))
      expect(document).toContain(`<make>${car.make}</make>`)
      expect(document).toContain(`status="${carType === 'new' ? 'new' : 'used'}"`)
      expect(await validateAdf(document)).toEqual({ valid: true, errors: '' })
    }
  })

  it('fails for a tenant this server does not know', () => {
    expect(() => documentFor(job(storedLead({ tenant: 'gone' })))).toThrow("no tenant 'gone' on this server")
  })
})
