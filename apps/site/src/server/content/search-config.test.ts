import { describe, expect, it } from 'vitest'
import { demoTenantData } from '../testing/demo-tenant-data'
import { buildSearchConfig } from './search-config'

const tenant = demoTenantData()
const now = new Date('2026-11-01T00:00:00+10:00')

describe('the search configuration', () => {
  it("\"two brands' model numbers get a prefix\": the demo's Hino 300 and 500 read 'Series 300' and 'Series 500' in lists (brands.modelNumberPrefixes)", () => {
    const data = tenant('bunya-range-motor-group')
    expect(data.tenant.options.brands.modelNumberPrefixes).toMatchObject({ Hino: 'Series ' })
    expect(buildSearchConfig(data, now).listLabels.model).toEqual({
      '300': 'Series 300',
      '500': 'Series 500',
    })
  })

  it('labels nothing where every make, model and body reads as it is', () => {
    expect(buildSearchConfig(tenant('wattle-bay-kia'), now).listLabels).toEqual({
      make: {},
      model: {},
      body: {},
    })
  })
})
