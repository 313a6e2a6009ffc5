import { describe, expect, it } from 'vitest'
import { normaliseAuMobile, normaliseEmail, parseDestination } from './destination'

describe('normaliseAuMobile', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['0412345678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['+61412345678', '+61412345678'],
    ['61 412 345 678', '+61412345678'],
    ['0061 412 345 678', '+61412345678'],
    ['+61 (0)412-345-678', '+61412345678'],
    ['(04) 1234.5678', '+61412345678'],
    ['0512 345 678', null],
    ['07 3123 4567', null],
    ['041234567', null],
    ['04123456789', null],
    ['412 345 678', null],
    ['+64 21 123 4567', null],
    ['04l2 345 678', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(normaliseAuMobile(text)).toBe(expected)
  })
})

describe('normaliseEmail', () => {
  it.each([
    [' Jo@Example.COM ', 'jo@example.com'],
    ['jo.smith+cars@dealer.com.au', 'jo.smith+cars@dealer.com.au'],
    ['jo@localhost', null],
    ['jo@@example.com', null],
    ['jo @example.com', null],
    ['a@example.com,b@example.com', null],
    ['Jo <jo@example.com>', null],
    ['"jo"@example.com', null],
    ['jo@example.com\r\nBcc: x@example.com', null],
    [`${'x'.repeat(250)}@example.com`, null],
  ])('%j → %j', (text, expected) => {
    expect(normaliseEmail(text)).toBe(expected)
  })
})

describe('parseDestination', () => {
  it.each([
    ['jo@example.com', { channel: 'email', address: 'jo@example.com' }],
    ['0412 345 678', { channel: 'sms', address: '+61412345678' }],
    ['jo', null],
    [412345678, null],
    [null, null],
    ['x'.repeat(400), null],
  ])('%j → %j', (value, expected) => {
    expect(parseDestination(value)).toEqual(expected)
  })
})
