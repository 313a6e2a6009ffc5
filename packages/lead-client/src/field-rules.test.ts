import { describe, expect, it } from 'vitest'
import { emailError, isCalendarDay, nameError, normaliseRego, toChecked, toText } from './field-rules.js'
import { messages } from './messages.js'

describe('names: 1–60 characters of letters, spaces, apostrophes, hyphens and full stops', () => {
  it.each([
    'Jo',
    "Shaun O'Brien",
    'Shaun O’Brien',
    'Mary-Jane Smith',
    'St. John',
    'Nguyễn Văn An',
    'Zoë',
    'J',
    'A'.repeat(60),
  ])('%j is accepted', (name) => {
    expect(nameError(name)).toBeNull()
  })

  it.each([
    ['A'.repeat(61), messages.nameTooLong],
    ['R2-D2', messages.nameInvalid],
    ['jo@example.com', messages.nameInvalid],
    ["'Jo", messages.nameInvalid],
    ['-Jo', messages.nameInvalid],
    ['Jo, Sam', messages.nameInvalid],
    ['<script>', messages.nameInvalid],
  ])('%j → %j', (name, message) => {
    expect(nameError(name)).toBe(message)
  })
})

describe('email: a practical address check, at most 254 characters', () => {
  it.each([
    'jo@example.com',
    'jo.citizen@example.com.au',
    'jo+cars@mail.example.net.au',
    "o'brien@example.com",
    'JO@EXAMPLE.COM',
    'a@b-c.io',
    `${'a'.repeat(64)}@example.com`,
    `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
  ])('%j is accepted', (email) => {
    expect(emailError(email)).toBeNull()
  })

  it.each([
    [`${'a'.repeat(64)}@${'b'.repeat(186)}.com`, messages.emailTooLong],
    [`${'a'.repeat(65)}@example.com`, messages.emailInvalid],
    ['jo', messages.emailInvalid],
    ['jo@', messages.emailInvalid],
    ['@example.com', messages.emailInvalid],
    ['jo@example', messages.emailInvalid],
    ['jo@example.c', messages.emailInvalid],
    ['jo@@example.com', messages.emailInvalid],
    ['jo citizen@example.com', messages.emailInvalid],
    ['jo..citizen@example.com', messages.emailInvalid],
    ['.jo@example.com', messages.emailInvalid],
    ['jo@-example.com', messages.emailInvalid],
    ['jo@example..com', messages.emailInvalid],
  ])('%j → %j', (email, message) => {
    expect(emailError(email)).toBe(message)
  })
})

describe('dates as date inputs send them (YYYY-MM-DD)', () => {
  it.each([
    ['2025-06-15', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-04-31', false],
    ['15/06/2025', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isCalendarDay(text)).toBe(expected)
  })
})

describe('rego: upper case, 1 to 9 letters and digits', () => {
  it.each([
    ['abc123', 'ABC123'],
    ['ABC 123', 'ABC123'],
    ['1ab-2cd', '1AB2CD'],
    ['PERSONAL1', 'PERSONAL1'],
    ['A', 'A'],
    ['TOOLONG123', null],
    ['AB#123', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(normaliseRego(text)).toBe(expected)
  })
})

describe('submitted values', () => {
  it.each([
    ['  Jo  ', 'Jo'],
    [4000, '4000'],
    [true, ''],
    [null, ''],
    [undefined, ''],
    [{ toString: () => 'x' }, ''],
    [Number.NaN, ''],
  ])('toText(%j) → %j', (raw, expected) => {
    expect(toText(raw)).toBe(expected)
  })

  it.each([
    [true, true],
    ['on', true],
    ['true', true],
    ['1', true],
    ['YES', true],
    [false, false],
    ['', false],
    ['off', false],
    ['false', false],
    [1, false],
    [undefined, false],
  ])('toChecked(%j) → %s', (raw, expected) => {
    expect(toChecked(raw)).toBe(expected)
  })
})
