import { seededRandom } from '../src/testing/car-records'
import { fieldTexts, tokenize } from '../src/tokenize'

/** Attributes of the car index whose words allow typos (not stocknum, vin). */
const typoAttributes = ['title', 'make', 'model', 'badge', 'series', 'colour', 'body'] as const

/** Misspellings never sent before, by length class: 4–7 letters (one typo allowed), 8+ (two). */
export interface FreshMisspellings {
  short: string[]
  long: string[]
  /** Distinct misspellings made for warming up, never measured. */
  warmUp: string[]
}

/**
 * Misspellings of the words of the records' typo-tolerant attributes: each a real word with one or
 * two random typos (a letter inserted, deleted, replaced, or two neighbours swapped), never a word of
 * the index, never twice — so no query finds its typo expansion in the engine's cache. The same
 * records and seed give the same words, whatever engine is measured.
 * @example freshMisspellings(cars, 300).long[0] // e.g. 'landcruisre'
 */
export function freshMisspellings(
  records: readonly Record<string, unknown>[],
  perClass: number,
  seed = 2024,
): FreshMisspellings {
  const vocabulary = new Set<string>()
  for (const record of records)
    for (const attribute of typoAttributes)
      for (const text of fieldTexts(record[attribute]))
        for (const word of tokenize(text)) vocabulary.add(word)
  const bases = [...vocabulary].filter((word) => word.length >= 4 && !/^\d+$/.test(word)).sort()
  const random = seededRandom(seed)
  const used = new Set<string>()
  const short: string[] = []
  const long: string[] = []
  const warmUp: string[] = []
  for (let attempt = 0; attempt < perClass * 2000; attempt++) {
    if (short.length >= perClass && long.length >= perClass && warmUp.length >= 40) break
    const base = bases[Math.floor(random() * bases.length)] as string
    let word = typo(base, random)
    if (base.length >= 8 && random() < 0.5) word = typo(word, random)
    if (word.length < 4 || vocabulary.has(word) || used.has(word)) continue
    used.add(word)
    if (warmUp.length < 40) warmUp.push(word)
    else if (word.length >= 8) {
      if (long.length < perClass) long.push(word)
    } else if (short.length < perClass) short.push(word)
  }
  return { short, long, warmUp }
}

function typo(word: string, random: () => number): string {
  const at = Math.floor(random() * word.length)
  const letter = String.fromCharCode(97 + Math.floor(random() * 26))
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at)
    case 1:
      return word.slice(0, at) + word.slice(at + 1)
    case 2:
      return word.slice(0, at) + letter + word.slice(at + 1)
    default:
      return at + 1 < word.length
        ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
        : letter + word
  }
}
