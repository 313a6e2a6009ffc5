import { describe, expect, it } from 'vitest'
import { facetFiltersToNode, numericFiltersToNode, tagFiltersToNode } from './facet-filters'

const facet = (attribute: string, value: string) => ({ type: 'facet', attribute, value })

describe('array filter parameters become one filter: strings ANDed, nested arrays ORed', () => {
  it.each([
    ['a single string', 'make:Kia', facet('make', 'Kia')],
    [
      'a value with spaces and colons, taken as is',
      ['location_name:Gosford - Sales: East'],
      facet('location_name', 'Gosford - Sales: East'),
    ],
    ['a minus negates', ['make:-Kia'], { type: 'not', child: facet('make', 'Kia') }],
    ['an escaped minus is part of the value', ['count:\\-12'], facet('count', '-12')],
    [
      'nested arrays are OR',
      [['make:Kia', 'make:Ford'], 'car_type:used'],
      {
        type: 'and',
        children: [
          { type: 'or', children: [facet('make', 'Kia'), facet('make', 'Ford')] },
          facet('car_type', 'used'),
        ],
      },
    ],
    ['an empty list keeps everything', [], { type: 'all' }],
  ] as const)('facetFilters: %s', (_name, input, expected) => {
    expect(facetFiltersToNode(input)).toEqual(expected)
  })

  it('rejects a facet filter without an attribute', () => {
    expect(() => facetFiltersToNode(['Kia'])).toThrow(
      'facetFilters: Invalid facet filter "Kia", expected attribute:value',
    )
  })

  it.each([
    [
      ['price>=1', 'price<=9'],
      {
        type: 'and',
        children: [
          { type: 'numeric', attribute: 'price', operator: '>=', value: 1 },
          { type: 'numeric', attribute: 'price', operator: '<=', value: 9 },
        ],
      },
    ],
    [
      [['km<10', 'km>100']],
      {
        type: 'or',
        children: [
          { type: 'numeric', attribute: 'km', operator: '<', value: 10 },
          { type: 'numeric', attribute: 'km', operator: '>', value: 100 },
        ],
      },
    ],
  ] as const)('numericFilters %j', (input, expected) => {
    expect(numericFiltersToNode(input)).toEqual(expected)
  })

  it.each([
    [['sale'], facet('_tags', 'sale')],
    [['-sale'], { type: 'not', child: facet('_tags', 'sale') }],
  ] as const)('tagFilters %j', (input, expected) => {
    expect(tagFiltersToNode(input)).toEqual(expected)
  })
})
