import { describe, expect, it } from 'vitest'
import { honeypotField, isHoneypotFilled } from './honeypot.js'

describe('honeypot field "must be empty"', () => {
  it('is named website', () => {
    expect(honeypotField).toBe('website')
  })

  it.each([
    [{}, false],
    [{ website: '' }, false],
    [{ website: null }, false],
    [{ website: false }, false],
    [{ website: 'http://spam.example' }, true],
    [{ website: ' ' }, true],
    [{ website: true }, true],
  ])('%j → filled %s', (values, expected) => {
    expect(isHoneypotFilled(values)).toBe(expected)
  })
})
