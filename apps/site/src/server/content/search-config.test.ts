import { describe, expect, it } from 'vitest'
import { demoTenantData } from '../testing/demo-tenant-data'
import { buildSearchConfig } from './search-config'

const tenant = demoTenantData()
const now = new Date('2026-11-01T00:00:00+10:00')

describe('the search configuration', () => {
  it("labels a bare model number with the tenant's prefix for its make (brands.modelNumberPrefixes)", () => {
    const data = tenant('bunya-range-motor-group')
    expect(data.tenant.options.brands.modelNumberPrefixes).toMatchObject({ Hino: 'Series ' })
    const hino = data.cars.find((car) => car.make === 'Hino')!
    const config = buildSearchConfig(
      { ...data, cars: [...data.cars, { ...hino, id: -1, model: '300' }] },
      now,
    )
    expect(config.listLabels.model).toEqual({ '300': 'Series 300' })
  })

  it('labels nothing where every make, model and body reads as it is', () => {
    expect(buildSearchConfig(tenant('wattle-bay-kia'), now).listLabels).toEqual({
      make: {},
      model: {},
      body: {},
    })
  })
})
