import { describe, expect, it } from 'vitest'
import { isAustralianMobile, normaliseAustralianPhone } from './phone.js'

describe('normaliseAustralianPhone: "Bounds and messages for name, email and phone are not shown" (our reading: Australian numbers, E.164)', () => {
  it.each([
    // mobiles
    ['0412345678', '+61412345678'],
    ['0412 345 678', '+61412345678'],
    ['0412-345-678', '+61412345678'],
    ['0412.345.678', '+61412345678'],
    ['  0412 345 678  ', '+61412345678'],
    ['+61412345678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['+61 (0) 412 345 678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['0061 412 345 678', '+61412345678'],
    // landlines: 02 NSW/ACT, 03 VIC/TAS, 07 QLD, 08 SA/WA/NT
    ['(02) 9876 5432', '+61298765432'],
    ['03 9123 4567', '+61391234567'],
    ['07 3123 4567', '+61731234567'],
    ['08 8123 4567', '+61881234567'],
    ['+61 7 3123 4567', '+61731234567'],
    ['+61 (07) 3123 4567', '+61731234567'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseAustralianPhone(input)).toBe(expected)
  })

  it.each([
    ['', 'empty'],
    ['1300 123 456', '1300 business line'],
    ['1800 123 456', '1800 freecall'],
    ['13 12 34', '13 short number'],
    ['131 888', '13 short number'],
    ['0512 345 678', '05 is not a personal service'],
    ['0612 345 678', '06 is not allocated'],
    ['0912 345 678', '09 is not allocated'],
    ['041234567', 'one digit short'],
    ['04123456789', 'one digit long'],
    ['3123 4567', 'no area code'],
    ['412345678', 'no trunk 0'],
    ['+64 21 123 4567', 'New Zealand'],
    ['+1 212 555 0100', 'United States'],
    ['0412 345 67a', 'letters'],
    ['phone me', 'words'],
  ])('%s is refused (%s)', (input) => {
    expect(normaliseAustralianPhone(input)).toBeNull()
  })
})

describe('isAustralianMobile: trade-in "phone (Mobile Number)"', () => {
  it.each([
    ['0412 345 678', true],
    ['+61 412 345 678', true],
    ['61412345678', true],
    ['07 3123 4567', false],
    ['+61 2 9876 5432', false],
    ['1300 123 456', false],
    ['', false],
  ])('%s → %s', (input, expected) => {
    expect(isAustralianMobile(input)).toBe(expected)
  })
})
