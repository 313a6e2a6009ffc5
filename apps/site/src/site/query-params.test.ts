import { describe, expect, it } from 'vitest'
import { queryParams } from './query-params'

describe('queryParams', () => {
  it.each([
    ['keeps a named parameter as text', { car_id: 'abc' }, {}, { car_id: 'abc' }],
    ['turns a number the router parsed back into text', { car_id: 2250 }, {}, { car_id: '2250' }],
    [
      'leaves out parameters it was not asked for',
      { car_id: 'a', utm_source: 'google' },
      {},
      { car_id: 'a' },
    ],
    ['leaves out empty values', { car_id: '' }, {}, {}],
    ['leaves out values that are neither text nor a number', { car_id: ['a', 'b'] }, {}, {}],
    ['trims by default, leaving out a value of spaces only', { car_id: '  ' }, {}, {}],
    ['trims both ends', { car_id: ' 42 ' }, {}, { car_id: '42' }],
    [
      'keeps spaces as typed when told not to trim',
      { car_id: 'erina ' },
      { trim: false },
      { car_id: 'erina ' },
    ],
    ['cuts a value to the limit', { car_id: 'abcdef' }, { limit: 3 }, { car_id: 'abc' }],
  ])('%s', (_name, search, options, expected) => {
    expect(queryParams(['car_id'], options)(search)).toEqual(expected)
  })

  it('cuts at 200 characters by default', () => {
    expect(queryParams(['q'])({ q: 'x'.repeat(300) }).q).toHaveLength(200)
  })
})
