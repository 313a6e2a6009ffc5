import { describe, expect, it } from 'vitest'
import { collapseList, isSpecValueShown, vehicleListLimits, visibleSpecRows } from './vehicle-lists.js'

describe('"Spec rows with empty, null or \'null\' value hidden"', () => {
  it.each<[string, string | number | null | undefined, boolean]>([
    ['text value shown', '2.0L', true],
    ['number value shown', 4, true],
    ['zero is a value', 0, true],
    ['empty hidden', '', false],
    ['whitespace hidden', '   ', false],
    ['null hidden', null, false],
    ['undefined hidden', undefined, false],
    ["'null' hidden", 'null', false],
    ["'NULL' hidden too", 'NULL', false],
    ["'nullarbor' is a value", 'nullarbor', true],
  ])('%s', (_name, value, expected) => {
    expect(isSpecValueShown(value)).toBe(expected)
  })

  it('keeps shown rows in order', () => {
    expect(
      visibleSpecRows([
        { label: 'Doors', value: 4 },
        { label: 'Seats', value: null },
        { label: 'Axle', value: 'null' },
        { label: 'Sleeps', value: '2' },
      ]),
    ).toEqual([
      { label: 'Doors', value: 4 },
      { label: 'Sleeps', value: '2' },
    ])
  })
})

describe('"Specs show 4 first; key information 4 first; features default 8"', () => {
  it("limits are the spec's numbers", () => {
    expect(vehicleListLimits).toEqual({ keyInformation: 4, specifications: 4, features: 8 })
  })

  it.each([
    [
      '5 specs collapsed to 4',
      ['a', 'b', 'c', 'd', 'e'],
      4,
      false,
      { items: ['a', 'b', 'c', 'd'], hiddenCount: 1, hasToggle: true },
    ],
    [
      '5 specs expanded',
      ['a', 'b', 'c', 'd', 'e'],
      4,
      true,
      { items: ['a', 'b', 'c', 'd', 'e'], hiddenCount: 0, hasToggle: true },
    ],
    [
      'exactly 4 needs no toggle',
      ['a', 'b', 'c', 'd'],
      4,
      false,
      { items: ['a', 'b', 'c', 'd'], hiddenCount: 0, hasToggle: false },
    ],
    [
      '9 features collapsed to 8',
      ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
      8,
      false,
      { items: ['1', '2', '3', '4', '5', '6', '7', '8'], hiddenCount: 1, hasToggle: true },
    ],
  ])('%s', (_name, items, limit, expanded, expected) => {
    expect(collapseList(items, limit, expanded)).toEqual(expected)
  })
})
