import { describe, expect, it } from 'vitest'
import { acceptedQualities } from './accept-header'

describe('acceptedQualities', () => {
  it.each([
    ['a missing header lists nothing', undefined, []],
    ['an empty header lists nothing', '', []],
    ['a name without q weighs 1', 'gzip', [['gzip', 1]]],
    [
      'q is read and names are lower-cased',
      'GZip;q=0.5, br',
      [
        ['gzip', 0.5],
        ['br', 1],
      ],
    ],
    [
      'q=0 is kept as 0, a refusal',
      'image/avif;q=0,image/webp',
      [
        ['image/avif', 0],
        ['image/webp', 1],
      ],
    ],
    ['other parameters are ignored', 'text/html;level=1;q=0.7', [['text/html', 0.7]]],
    ['spaces around q are allowed', 'br ; q=0.2 ', [['br', 0.2]]],
    [
      'empty parts are skipped',
      'br,, ,gzip',
      [
        ['br', 1],
        ['gzip', 1],
      ],
    ],
  ])('%s', (_name, header, expected) => {
    expect([...acceptedQualities(header)]).toEqual(expected)
  })
})
