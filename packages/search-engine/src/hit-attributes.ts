import { tokenize } from './tokenize'
import type { HighlightResult, RecordFields } from './types'

/**
 * The attributes of a record a hit carries: `attributesToRetrieve` (`*` for all, `-name` to leave one
 * out), never the `unretrievableAttributes`, always `objectID`.
 * @example retrieveAttributes({ objectID: '1', price: 5, vin: 'X' }, ['*', '-vin'], []) // { objectID: '1', price: 5 }
 */
export function retrieveAttributes(
  record: RecordFields,
  attributesToRetrieve: string[],
  unretrievable: string[],
): Record<string, unknown> {
  const all = attributesToRetrieve.includes('*')
  const excluded = new Set([
    ...unretrievable,
    ...attributesToRetrieve.filter((name) => name.startsWith('-')).map((name) => name.slice(1)),
  ])
  const hit: Record<string, unknown> = {}
  const names = all ? Object.keys(record) : attributesToRetrieve.filter((name) => !name.startsWith('-'))
  for (const name of names) if (!excluded.has(name) && name in record) hit[name] = record[name]
  hit.objectID = record.objectID
  return hit
}

/** The words a hit is highlighted for: the query's words and the dictionary words that matched them. */
export interface HighlightWords {
  queryWords: string[]
  matchedTerms: ReadonlySet<string>
  preTag: string
  postTag: string
}

/**
 * Algolia's `_highlightResult` entry of one value: the matched words wrapped in the tags, how fully the
 * query matched (`none`, `partial`, `full`) and which query words did. Arrays are highlighted per item.
 * @example highlightValue('Toyota Hilux', { queryWords: ['hil'], matchedTerms: new Set(['hilux']), preTag: '<em>', postTag: '</em>' })
 * // { value: 'Toyota <em>Hilux</em>', matchLevel: 'full', matchedWords: ['hil'], fullyHighlighted: false }
 */
export function highlightValue(
  value: unknown,
  words: HighlightWords,
): HighlightResult | HighlightResult[] | null {
  if (Array.isArray(value)) {
    const items = value.map((item) => highlightValue(item, words)).filter((item) => item !== null)
    return items.flat()
  }
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const text = String(value)
  // Nothing to look for without query words (the usual browse page).
  if (words.matchedTerms.size === 0) return { value: text, matchLevel: 'none', matchedWords: [] }
  const matchedWords = new Set<string>()
  let highlighted = ''
  let last = 0
  let wordsInText = 0
  let wordsHighlighted = 0
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    wordsInText++
    const [token] = tokenize(match[0])
    if (!token || !words.matchedTerms.has(token)) continue
    const queryWord = words.queryWords.find((word) => token === word || token.startsWith(word)) ?? token
    matchedWords.add(words.queryWords.includes(queryWord) ? queryWord : (words.queryWords[0] ?? token))
    wordsHighlighted++
    highlighted += text.slice(last, match.index) + words.preTag + match[0] + words.postTag
    last = match.index + match[0].length
  }
  highlighted += text.slice(last)
  const matchLevel =
    matchedWords.size === 0 ? 'none' : matchedWords.size >= words.queryWords.length ? 'full' : 'partial'
  return {
    value: highlighted,
    matchLevel,
    matchedWords: [...matchedWords],
    ...(matchLevel === 'none' ? {} : { fullyHighlighted: wordsHighlighted === wordsInText }),
  }
}
