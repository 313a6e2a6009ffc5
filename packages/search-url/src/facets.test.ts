import type { FacetItem } from '@forecourt/stock-rules'
import { describe, expect, it } from 'vitest'
import { sortCarTypes, sortCarTypeValues } from './car-types.js'
import { allMakesLabel, capFacetCount, facetCountCap, groupPopularMakes } from './facets.js'

const make = (label: string, count: number): FacetItem => ({ label, value: label, count })

describe('"Popular makes group: first 20 makes, then an \'All Makes\' divider"', () => {
  const makes = Array.from({ length: 25 }, (_, index) =>
    make(`Make ${String.fromCharCode(90 - index)}`, index + 1),
  )

  it('the 20 makes with the most cars, most first', () => {
    const grouped = groupPopularMakes(makes)
    expect(grouped.popular).toHaveLength(20)
    expect(grouped.popular[0]).toEqual(make('Make B', 25))
    expect(grouped.popular[19]).toEqual(make('Make U', 6))
  })

  it("then the 'All Makes' divider and every make alphabetically", () => {
    const grouped = groupPopularMakes(makes)
    expect(grouped.dividerLabel).toBe('All Makes')
    expect(allMakesLabel).toBe('All Makes')
    expect(grouped.all).toHaveLength(25)
    expect(grouped.all.slice(0, 3).map((item) => item.label)).toEqual(['Make B', 'Make C', 'Make D'])
  })

  it('ties by label; alphabetical ignores case and accents', () => {
    const grouped = groupPopularMakes(
      [make('kia', 3), make('Citroën', 3), make('BMW', 3), make('Audi', 9)],
      3,
    )
    expect(grouped.popular.map((item) => item.label)).toEqual(['Audi', 'BMW', 'Citroën'])
    expect(grouped.all.map((item) => item.label)).toEqual(['Audi', 'BMW', 'Citroën', 'kia'])
  })

  it('every make alphabetically, in the order an en-AU collator ignoring case and accents gives', () => {
    const labels = [
      'Škoda',
      'smart',
      'Mercedes-Benz',
      'Mercedes-AMG',
      'MG',
      'Mazda',
      'McLaren',
      'LDV',
      'Land Rover',
      'Lamborghini',
      'Alfa Romeo',
      'Abarth',
      'Aston Martin',
      'Audi',
      'BYD',
      'BMW',
      'Bentley',
      'Chery',
      'Chevrolet',
      'Citroën',
      'Cupra',
      'DS',
      'Ferrari',
      'Fiat',
      'Ford',
      'GWM',
      'Genesis',
      'Haval',
      'Holden',
      'Honda',
      'Hyundai',
      'INEOS',
      'Isuzu',
      'Jaguar',
      'Jeep',
      'Kia',
      'KGM SsangYong',
      'Lexus',
      'Lotus',
      'Mahindra',
      'Maserati',
      'Mini',
      'Mitsubishi',
      'Nissan',
      'Peugeot',
      'Polestar',
      'Porsche',
      'RAM',
      'Renault',
      'Subaru',
      'Suzuki',
      'Tesla',
      'Toyota',
      'Volkswagen',
      'Volvo',
      'Jayco',
      'Avan',
      'Coromal',
      'Harley-Davidson',
      'KTM',
      'Royal Enfield',
      'Triumph',
      'Yamaha',
      'Kawasaki',
      'Ducati',
    ]
    const collator = new Intl.Collator('en-AU', { sensitivity: 'base' })
    const grouped = groupPopularMakes(labels.map((label) => make(label, 1)))
    expect(grouped.all.map((item) => item.label)).toEqual([...labels].sort(collator.compare))
  })
})

describe('"Car type order: new, demo, used"', () => {
  it.each([
    [
      ['used', 'new', 'demo'],
      ['new', 'demo', 'used'],
    ],
    [
      ['Used', 'caravan', 'New'],
      ['New', 'Used', 'caravan'],
    ],
    [['demo'], ['demo']],
  ])('%j → %j', (values, ordered) => {
    expect(sortCarTypes(values.map((value) => ({ value, count: 1 }))).map((item) => item.value)).toEqual(
      ordered,
    )
    expect(sortCarTypeValues(values)).toEqual(ordered)
  })
})

describe('"facet count above 1999 treated as capped"', () => {
  it.each([
    [0, { count: 0, capped: false, text: '0' }],
    [1999, { count: 1999, capped: false, text: '1999' }],
    [2000, { count: 1999, capped: true, text: '1999+' }],
    [123456, { count: 1999, capped: true, text: '1999+' }],
    [Number.NaN, { count: 0, capped: false, text: '0' }],
    [-3, { count: 0, capped: false, text: '0' }],
  ])('%s → %j', (count, expected) => {
    expect(capFacetCount(count)).toEqual(expected)
    expect(facetCountCap).toBe(1999)
  })
})
