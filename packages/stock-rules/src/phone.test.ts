import { describe, expect, it } from 'vitest'
import { formatPhone, maskPhone, telHref } from './phone.js'

describe('"Phone formatting: +61 prefix becomes 0, grouped 2-4-4"', () => {
  it.each([
    ['+61733334444', '07 3333 4444'],
    ['+61 7 3333 4444', '07 3333 4444'],
    ['+61412345678', '04 1234 5678'],
    ['0733334444', '07 3333 4444'],
    ['(07) 3333-4444', '07 3333 4444'],
    ['61733334444', '07 3333 4444'],
    ['1300123456', '1300 123 456'],
    ['1800 123 456', '1800 123 456'],
    ['131 888', '131 888'],
    ['  3333 4444 ', '3333 4444'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected)
  })
})

describe('"masked after the first 5 characters"', () => {
  it.each([
    ['07 3333 4444', '07 33XX XXXX'],
    ['0733334444', '07333XXXXX'],
    ['07 3', '07 3'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected)
  })
})

describe('telHref', () => {
  it('derives tel: addresses from displayed numbers', () => {
    expect(telHref('(07) 3000 0000')).toBe('tel:0730000000')
    expect(telHref('+61 7 3000 0000')).toBe('tel:+61730000000')
  })
})
