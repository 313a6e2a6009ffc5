import { describe, expect, it } from 'vitest'
import { listLabels, type ListLabels } from './list-labels.js'

const prefixes = { modelNumberPrefixes: { Hino: 'Series ', 'Isuzu Trucks': 'N-Series ' } }

describe('listLabels', () => {
  it.each<[string, { make?: string; model?: string; body?: string }[], Partial<ListLabels>]>([
    [
      '"a regional suffix dropped from a make name"',
      [{ make: 'Hyundai Australia', model: 'Tucson' }],
      { make: { 'Hyundai Australia': 'Hyundai' } },
    ],
    ['"\'UTE\' variant normalised"', [{ make: 'Ford', body: 'UTE' }], { body: { UTE: 'Ute' } }],
    [
      '"two brands\' model numbers get a prefix"',
      [
        { make: 'Hino', model: '300' },
        { make: 'Isuzu Trucks', model: '75' },
      ],
      { model: { '300': 'Series 300', '75': 'N-Series 75' } },
    ],
    ['a model that is not a bare number keeps its name', [{ make: 'Hino', model: '500 Series' }], {}],
    ["another make's model number keeps its name", [{ make: 'Peugeot', model: '3008' }], {}],
    [
      'a model number two makes label differently keeps its name',
      [
        { make: 'Hino', model: '300' },
        { make: 'Peugeot', model: '300' },
        { make: 'Hino', model: '300' },
      ],
      {},
    ],
  ])('%s', (_case, cars, expected) => {
    expect(listLabels(cars, prefixes)).toEqual({ make: {}, model: {}, body: {}, ...expected })
  })
})
