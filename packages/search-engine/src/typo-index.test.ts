import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateCars, seededRandom } from './testing/car-records'
import { tokenize } from './tokenize'
import { typoDistance } from './typo-distance'
import { buildTypoIndex, findTypos, typoPrefixLength, type TypoMatch } from './typo-index'

const scanBuckets = new WeakMap<readonly number[], Map<number, number[]>>()

/** The scan the typo index replaces: every word of nearby length, fewest typos first, then shortest, then by word. */
function scanTypos(
  words: readonly string[],
  ids: readonly number[],
  word: string,
  limit: number,
): TypoMatch[] {
  let byLength = scanBuckets.get(ids)
  if (!byLength) {
    byLength = new Map()
    for (const id of ids) {
      const length = (words[id] as string).length
      const bucket = byLength.get(length)
      if (bucket) bucket.push(id)
      else byLength.set(length, [id])
    }
    scanBuckets.set(ids, byLength)
  }
  const found: TypoMatch[] = []
  for (let length = word.length - limit; length <= word.length + limit; length++)
    for (const term of byLength.get(length) ?? []) {
      const distance = typoDistance(word, words[term] as string, limit)
      if (distance > 0 && distance <= limit) found.push({ term, typos: distance })
    }
  const wordOf = (match: TypoMatch) => words[match.term] as string
  return found.sort(
    (a, b) => a.typos - b.typos || wordOf(a).length - wordOf(b).length || (wordOf(a) < wordOf(b) ? -1 : 1),
  )
}

// A realistic vocabulary: every word of the searchable attributes of generated stock (makes, models,
// badges, series, colours, stock numbers, VINs), plus words the generator does not have.
const searchable = ['title', 'make', 'model', 'badge', 'series', 'stocknum', 'vin', 'colour', 'body'] as const
const extraWords = [
  // 4 and 8 letters, and neighbours of each other
  'ford',
  'fort',
  'form',
  'gold',
  'cord',
  'platinum',
  'platinun',
  'wildtrak',
  'wildtrack',
  'sportage',
  'sportag',
  // numbers
  '2021',
  '2012',
  '110',
  '1100',
  '12345678',
  '12345687',
  '87654321',
  // words longer than the indexed prefix, differing only after it
  'landcruiser',
  'landcruisers',
  'highlander',
  'highlanders',
  'crossreferenced',
  'crossreferences',
  'jtm000123abcdefgh',
  // repeated letters (deleting either of two equal letters gives the same string)
  'aaaa',
  'aaab',
  'baaa',
  'maxx',
  'mmmmmmmmmm',
  // unicode letters, and letters outside the basic plane (two code units each)
  ...tokenize('Größe Straße Москва Москве Αθήνα Αθηνα 東京都 東京 𠀋𠀌𠀍 𠀋𠀌𠀎 ñandú'),
]
const vocabulary = [
  ...new Set([
    ...generateCars(200).flatMap((car) =>
      searchable.flatMap((attribute) => tokenize(String(car[attribute]))),
    ),
    ...extraWords,
  ]),
]
const allIds = [...vocabulary.keys()]
const index = buildTypoIndex(vocabulary, allIds)
// Only some words may match with typos (the others sit in attributes without typo tolerance).
const someIds = allIds.filter((id) => id % 3 !== 0)
const someIndex = buildTypoIndex(vocabulary, someIds)

const letters = 'abcdefghijklmnopqrstuvwxyz0123456789ößдαέ東𠀋'
/** One random typo: a letter inserted, deleted, replaced, or two neighbours swapped. */
function typo(word: string, random: () => number): string {
  const at = Math.floor(random() * (word.length + 1))
  const letter = letters[Math.floor(random() * letters.length)] as string
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at)
    case 1:
      return word.slice(0, at) + word.slice(at + 1)
    case 2:
      return word.slice(0, at) + letter + word.slice(at + 1)
    default:
      return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word
  }
}

describe('the typo index finds exactly what a scan of every word finds', () => {
  it.each([
    ['a swapped pair of letters is one typo', 'ranegr', 1],
    ['a swap at the start', 'alndcruiser', 2],
    ['a swap after the indexed prefix', 'landcruisre', 2],
    ['a letter deleted at the start', 'andcruiser', 2],
    ['a letter inserted at the start', 'xlandcruiser', 2],
    ['a letter replaced after the indexed prefix', 'crossreferencex', 2],
    ['two typos on either side of the prefix end', 'crossrefrenecd', 2],
    ['a 4-letter word with one typo', 'frod', 1],
    ['a 4-letter word one letter short', 'for', 1],
    ['an 8-letter word with two typos', 'pltainun', 2],
    ['an 8-letter word with two letters missing', 'wldtrk', 2],
    ['a number with a swap', '2102', 1],
    ['a number of 8 digits with two typos', '12354687', 2],
    ['a stock number one digit off', 's100123', 1],
    ['a VIN two letters off', 'jtm000123abcdefxx', 2],
    ['repeated letters', 'aaaaa', 2],
    ['repeated letters, one typo', 'maxxx', 1],
    ['a letter without diacritics (ß stays)', 'grosse', 2],
    ['Cyrillic', 'москвв', 1],
    ['Greek', 'αθινα', 1],
    ['Chinese', '東京部', 1],
    ['two code units per letter', '𠀋𠀌', 2],
    ['a word far from every other', 'zzzzqqqq', 2],
  ])('%s: %s (limit %i)', (_rule, word, limit) => {
    expect(findTypos(index, vocabulary, word, limit)).toEqual(scanTypos(vocabulary, allIds, word, limit))
    expect(findTypos(someIndex, vocabulary, word, limit)).toEqual(scanTypos(vocabulary, someIds, word, limit))
  })

  it('every word of the vocabulary, and the word with one and two random typos, at limits 1 and 2', () => {
    const random = seededRandom(7)
    let compared = 0
    let matched = 0
    for (const word of vocabulary) {
      const once = typo(word, random)
      for (const query of [word, once, typo(once, random)])
        for (const limit of [1, 2]) {
          const expected = scanTypos(vocabulary, allIds, query, limit)
          expect(findTypos(index, vocabulary, query, limit), `${query} (limit ${limit})`).toEqual(expected)
          compared++
          if (expected.length > 0) matched++
        }
    }
    expect(compared).toBe(vocabulary.length * 6)
    // The comparison is not vacuous: most typos land near some word.
    expect(matched).toBeGreaterThan(compared / 2)
  })

  it('any word made of the vocabulary letters (property)', () => {
    const unit = fc.constantFrom(...'abcdelnorstu0125ßд𠀋')
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit, minLength: 1, maxLength: 14 }),
          fc
            .tuple(fc.constantFrom(...vocabulary), fc.nat(), fc.nat())
            .map(([word, a, b]) => typo(typo(word, seededRandom(a)), seededRandom(b))),
        ),
        fc.constantFrom(1, 2),
        (word, limit) => {
          expect(findTypos(someIndex, vocabulary, word, limit)).toEqual(
            scanTypos(vocabulary, someIds, word, limit),
          )
        },
      ),
      { numRuns: 500 },
    )
  })

  it(`words longer than the indexed prefix (${typoPrefixLength} letters) still match by their whole length`, () => {
    // Same first 10 letters, too far apart after them: no match.
    expect(findTypos(index, vocabulary, 'crossreferxxxxx', 2)).toEqual([])
    expect(findTypos(index, vocabulary, 'landcruiserz', 1)).toEqual([
      { term: vocabulary.indexOf('landcruiser'), typos: 1 },
      { term: vocabulary.indexOf('landcruisers'), typos: 1 },
    ])
  })

  it('never returns the word itself, and nothing for an empty index or limit 0', () => {
    expect(findTypos(index, vocabulary, 'wildtrak', 1).map(({ term }) => vocabulary[term])).toEqual([
      'wildtrack',
    ])
    expect(findTypos(buildTypoIndex(vocabulary, []), vocabulary, 'wildtrak', 2)).toEqual([])
    expect(findTypos(index, vocabulary, 'wildtrak', 0)).toEqual([])
  })
})
