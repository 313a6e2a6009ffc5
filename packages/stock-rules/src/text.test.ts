import { describe, expect, it } from 'vitest'
import { dealerComments, financeDisclaimer, truncateText } from './text.js'

describe('"Dealer comments: truncated to 400 characters with Show More / Less"', () => {
  const long = 'a'.repeat(401)
  it.each([
    [
      '400 characters are not cut',
      'b'.repeat(400),
      false,
      { text: 'b'.repeat(400), truncated: false, empty: false },
    ],
    [
      '401 characters are cut to 400 plus ...',
      long,
      false,
      { text: `${'a'.repeat(400)}...`, truncated: true, empty: false },
    ],
    ['Show More gives the whole text', long, true, { text: long, truncated: false, empty: false }],
    [
      '"Dealer comments are pending. Please check back here later." when empty',
      '',
      false,
      { text: 'Dealer comments are pending. Please check back here later.', truncated: false, empty: true },
    ],
    [
      'null comments are empty',
      null,
      false,
      { text: 'Dealer comments are pending. Please check back here later.', truncated: false, empty: true },
    ],
  ])('%s', (_name, comments, expanded, expected) => {
    expect(dealerComments(comments, expanded)).toEqual(expected)
  })
})

describe('"finance disclaimer truncation 197"', () => {
  it.each([
    ['197 characters stay', 'x'.repeat(197), false, { text: 'x'.repeat(197), truncated: false }],
    [
      '198 characters become 197 + ... (200)',
      'x'.repeat(198),
      false,
      { text: `${'x'.repeat(197)}...`, truncated: true },
    ],
    ['details panel open shows it all', 'x'.repeat(198), true, { text: 'x'.repeat(198), truncated: false }],
    ['missing disclaimer', undefined, false, { text: '', truncated: false }],
  ])('%s', (_name, disclaimer, expanded, expected) => {
    expect(financeDisclaimer(disclaimer, expanded)).toEqual(expected)
  })
})

describe('truncateText', () => {
  it.each([
    ['trailing space before the cut is dropped', 'abc def', 4, { text: 'abc...', truncated: true }],
    ['emoji count as one character', '🚗🚗🚗', 2, { text: '🚗🚗...', truncated: true }],
  ])('%s', (_name, text, limit, expected) => {
    expect(truncateText(text, limit)).toEqual(expected)
  })
})
