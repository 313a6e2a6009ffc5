import { describe, expect, it } from 'vitest'
import { messages } from './messages.js'

describe("the spec's exact wording (sections 3, 5 and 8)", () => {
  it.each([
    ['enquiryTerms', 'You must agree to the terms of use before submitting the form'],
    ['tradeInPostcode', 'Invalid postcode. Please enter a 4-digit number.'],
    ['tradeInDisclaimer', '*You must agree to the terms of use before submitting.'],
    ['errorSummaryHeader', 'Please fix the following errors:'],
    ['unexpectedError', 'An unexpected error occured'],
    ['submitFailed', 'An error occurred when submitting this form'],
    ['invalidPostcode', 'Invalid postcode'],
    ['requestPhotos', 'Please send photos for this car'],
  ] as const)('messages.%s is %j', (key, expected) => {
    expect(messages[key]).toBe(expected)
  })
})

describe('our own wording for what the spec leaves unstated', () => {
  it.each([
    [messages.required('First Name'), 'First Name is required.'],
    [messages.tooLong(100), 'Please enter no more than 100 characters.'],
    [messages.amountRange(1000, 250000), 'Cannot be less than $1,000 or more than $250,000'],
    [messages.numberRange(1900, 2026), 'Please enter a number from 1900 to 2026.'],
    [messages.nameTooLong, 'Please enter no more than 60 characters.'],
    [messages.emailTooLong, 'Please enter an email address of no more than 254 characters.'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('every message is non-empty text', () => {
    for (const message of Object.values(messages)) {
      const text =
        typeof message === 'function' ? (message as (...args: unknown[]) => string)('X', 1) : message
      expect(text.trim().length).toBeGreaterThan(0)
    }
  })
})
