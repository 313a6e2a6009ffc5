import { describe, expect, it } from 'vitest'
import { searchAttributes } from './attributes.js'
import { defaultFilterSwitches, enabledFilterSwitches } from './filter-switches.js'
import { defaultSortKey, isSortKey, sortOptions } from './sort-options.js'

describe('"Sort options by default: most relevant, latest, highest price, lowest price"', () => {
  it('lists the four sorts with their labels, most relevant first (the default)', () => {
    expect(sortOptions).toEqual([
      { key: 'relevant', label: 'Most relevant' },
      { key: 'latest', label: 'Latest' },
      { key: 'price_desc', label: 'Highest price' },
      { key: 'price_asc', label: 'Lowest price' },
    ])
    expect(defaultSortKey).toBe('relevant')
  })

  it.each([
    ['latest', true],
    ['price_asc', true],
    ['Car_production_latest', false],
    ['toString', false],
  ])('isSortKey(%j) is %s', (value, expected) => {
    expect(isSortKey(value)).toBe(expected)
  })
})

describe('"Filter switches default on for car type, colour, body, transmission, odometer, price, fuel type, drive, year, make, model"', () => {
  it('in that order, each with its attribute and kind', () => {
    expect(defaultFilterSwitches.map((entry) => entry.label)).toEqual([
      'car type',
      'colour',
      'body',
      'transmission',
      'odometer',
      'price',
      'fuel type',
      'drive',
      'year',
      'make',
      'model',
    ])
    expect(
      defaultFilterSwitches.filter((entry) => entry.kind === 'range').map((entry) => entry.attribute),
    ).toEqual(['km', 'price', 'year'])
    for (const entry of defaultFilterSwitches) expect(searchAttributes).toContain(entry.attribute)
  })

  it('a tenant switches one off', () => {
    expect(enabledFilterSwitches({ colour: false, year: false }).map((entry) => entry.key)).toEqual([
      'carType',
      'body',
      'transmission',
      'odometer',
      'price',
      'fuelType',
      'drive',
      'make',
      'model',
    ])
    expect(enabledFilterSwitches()).toHaveLength(11)
  })
})

describe('Search state list filters (spec section 3)', () => {
  it("are the spec's 28 attribute names", () => {
    expect(searchAttributes).toEqual([
      'badge',
      'status',
      'car_type',
      'categories',
      'city',
      'colour',
      'dealership_name',
      'filtered_features',
      'item_type',
      'km',
      'location_name',
      'make',
      'make_model',
      'model',
      'price',
      'subscription_price',
      'price_range',
      'seats',
      'body',
      'drive',
      'fuel',
      'transmission',
      'state',
      'tag',
      'weekly_price_range',
      'year',
      'certified',
      'created_at_timestamp',
    ])
  })
})
