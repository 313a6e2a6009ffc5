import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bodyTypeRank,
  bodyTypes,
  isBodyType,
  normaliseBodyName,
  prefixModelNumber,
  sortByBodyType,
  sortBySeries,
} from './body-types.js'

describe('"Body types: 4x4, bus, cabChassis, ... wagon, stationWagon"', () => {
  it("holds the spec's twenty body types in the spec's order", () => {
    expect(bodyTypes).toEqual([
      '4x4',
      'bus',
      'cabChassis',
      'convertible',
      'coupe',
      'ev',
      'hardtop',
      'hatch',
      'hatchback',
      'motorhome',
      'lightTruck',
      'peopleMover',
      'prestige',
      'sedan',
      'softtop',
      'suv',
      'ute',
      'van',
      'wagon',
      'stationWagon',
    ])
  })

  it.each([
    ['peopleMover', true],
    ['people mover', false],
    ['SUV', false],
  ])('%s → %s', (value, expected) => {
    expect(isBodyType(value)).toBe(expected)
  })
})

describe('"Body names normalised in lists (e.g. a regional suffix dropped from a make name; \'UTE\' variant normalised)"', () => {
  it.each([
    ['regional suffix dropped', 'Hyundai Australia', 'Hyundai'],
    ['AU suffix dropped', 'Mazda AU', 'Mazda'],
    ['UTE normalised', 'Isuzu UTE', 'Isuzu Ute'],
    ['lower-case ute normalised', 'ute', 'Ute'],
    ['both', 'Isuzu UTE Australia', 'Isuzu Ute'],
    ['"Computer" is not a ute', 'Computer', 'Computer'],
    ['suffix only at the end', 'Australian Motors', 'Australian Motors'],
    ['a name that is only the suffix word stays', 'Australia', 'Australia'],
  ])('%s: %s → %s', (_name, input, expected) => {
    expect(normaliseBodyName(input)).toBe(expected)
  })

  it('tenant suffixes replace the defaults', () => {
    expect(normaliseBodyName('Kia Motors', { regionalSuffixes: [' Motors'] })).toBe('Kia')
  })
})

describe('"two brands\' model numbers get a prefix"', () => {
  const options = { modelNumberPrefixes: { Mazda: 'Mazda', Peugeot: '' } }
  it.each([
    ['Mazda 3 becomes Mazda3', '3', 'Mazda', 'Mazda3'],
    ['make matches in any case', '6', 'MAZDA', 'Mazda6'],
    ['named models keep their name', 'CX-5', 'Mazda', 'CX-5'],
    ['unconfigured brand unchanged', '3', 'Kia', '3'],
  ])('%s', (_name, model, make, expected) => {
    expect(prefixModelNumber(model, make, options)).toBe(expected)
  })
})

describe('"Body-type sort order: wagon 1, sedan 2, hatch 3, dual_cab 1, extra_cab 2, single_cab 3, 2_door 1, 4_door 2"', () => {
  it.each([
    ['wagon', 1],
    ['sedan', 2],
    ['hatch', 3],
    ['dual_cab', 1],
    ['extra_cab', 2],
    ['single_cab', 3],
    ['2_door', 1],
    ['4_door', 2],
    ['SEDAN', 2],
    ['coupe', Number.POSITIVE_INFINITY],
    [null, Number.POSITIVE_INFINITY],
  ])('%s → %s', (bodyType, expected) => {
    expect(bodyTypeRank(bodyType)).toBe(expected)
  })

  it('sorts colours by oem_id, unknown last, stable', () => {
    const colours = [
      { name: 'Red hatch', oem_id: 'hatch' },
      { name: 'Blue ?', oem_id: null },
      { name: 'Red wagon', oem_id: 'wagon' },
      { name: 'White sedan', oem_id: 'sedan' },
      { name: 'Blue wagon', oem_id: 'wagon' },
    ]
    expect(sortByBodyType(colours, (c) => c.oem_id).map((c) => c.name)).toEqual([
      'Red wagon',
      'Blue wagon',
      'White sedan',
      'Red hatch',
      'Blue ?',
    ])
  })

  it('never loses or invents an item', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('wagon', 'sedan', 'hatch', 'coupe', 'dual_cab')), (list) => {
        expect([...sortByBodyType(list, (b) => b)].sort()).toEqual([...list].sort())
      }),
    )
  })
})

describe('"Series order for one brand: duo, city, sport"', () => {
  it.each([
    ['default order', ['Sport', 'City', 'Duo'], undefined, ['Duo', 'City', 'Sport']],
    ['unknown series last', ['GT', 'sport', 'duo'], undefined, ['duo', 'sport', 'GT']],
    ['tenant order', ['a', 'b'], ['b', 'a'], ['b', 'a']],
  ])('%s', (_name, series, order, expected) => {
    expect(sortBySeries(series, (s) => s, order)).toEqual(expected)
  })
})
