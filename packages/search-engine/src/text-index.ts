import { fieldValue } from './field-path'
import type { SearchableAttribute } from './settings'
import { fieldTexts, tokenize } from './tokenize'
import { typoDistance } from './typo-distance'

/**
 * The dictionary of every word of the searchable attributes, each with its posting list (records
 * holding it, and the best attribute rank it appears in). Prefix search is a binary search in the
 * sorted words; typo search compares words of nearby lengths only.
 */
export interface TextIndex {
  size: number
  terms: string[]
  /** Record positions of term `t` are `postings[postingStarts[t]] … postings[postingStarts[t + 1] - 1]`. */
  postings: Uint32Array
  /** The attribute rank of each posting. */
  postingRanks: Uint16Array
  postingStarts: Uint32Array
  termIds: Map<string, number>
  /** Term ids sorted by term, for prefix ranges. */
  sorted: Uint32Array
  byLength: Map<number, number[]>
  /** Typo expansions already computed, by word and typo limit. */
  typoCache: Map<string, { term: number; typos: number }[]>
}

/** Rules of text matching taken from the settings and the query. */
export interface TextMatchOptions {
  typoTolerance: boolean
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  allowTyposOnNumericTokens: boolean
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone'
}

/** Per record, how it matched the query; only records with `matched` set take part. */
export interface TextMatch {
  words: string[]
  matched: Uint32Array
  typos: Uint8Array
  attributeRank: Uint16Array
  exact: Uint8Array
  /** Terms that matched, for highlighting. */
  matchedTerms: Set<string>
}

const typoCacheLimit = 512

/**
 * Builds the dictionary of the searchable attributes (all string fields of the first record when the
 * settings name none).
 * @example buildTextIndex([{ title: '2021 Toyota Hilux' }], [{ attribute: 'title', rank: 0 }]).terms
 * // ['2021', 'toyota', 'hilux']
 */
export function buildTextIndex(
  records: readonly Record<string, unknown>[],
  searchable: SearchableAttribute[],
): TextIndex {
  const termIds = new Map<string, number>()
  const terms: string[] = []
  const pairTerm: number[] = []
  const pairRecord: number[] = []
  const pairRank: number[] = []
  // Makes, models and badges repeat across records: tokenise each distinct text once.
  const wordsOfText = new Map<string, string[]>()
  for (let position = 0; position < records.length; position++) {
    const record = records[position] as Record<string, unknown>
    const best = new Map<number, number>()
    for (const { attribute, rank } of searchable) {
      for (const text of fieldTexts(fieldValue(record, attribute))) {
        let words = wordsOfText.get(text)
        if (!words) {
          words = tokenize(text)
          if (wordsOfText.size < 200_000) wordsOfText.set(text, words)
        }
        for (const word of words) {
          let id = termIds.get(word)
          if (id === undefined) {
            id = terms.length
            termIds.set(word, id)
            terms.push(word)
          }
          const known = best.get(id)
          if (known === undefined || rank < known) best.set(id, rank)
        }
      }
    }
    for (const [id, rank] of best) {
      pairTerm.push(id)
      pairRecord.push(position)
      pairRank.push(rank)
    }
  }
  const postingStarts = new Uint32Array(terms.length + 1)
  for (const id of pairTerm) postingStarts[id + 1] = (postingStarts[id + 1] as number) + 1
  for (let id = 0; id < terms.length; id++)
    postingStarts[id + 1] = (postingStarts[id + 1] as number) + (postingStarts[id] as number)
  const fill = postingStarts.slice(0, terms.length)
  const postings = new Uint32Array(pairTerm.length)
  const postingRanks = new Uint16Array(pairTerm.length)
  for (let pair = 0; pair < pairTerm.length; pair++) {
    const id = pairTerm[pair] as number
    const slot = fill[id] as number
    postings[slot] = pairRecord[pair] as number
    postingRanks[slot] = pairRank[pair] as number
    fill[id] = slot + 1
  }
  const sorted = Uint32Array.from(terms.keys()).sort((a, b) =>
    compareStrings(terms[a] as string, terms[b] as string),
  )
  const byLength = new Map<number, number[]>()
  terms.forEach((term, id) => {
    const list = byLength.get(term.length)
    if (list) list.push(id)
    else byLength.set(term.length, [id])
  })
  return {
    size: records.length,
    terms,
    postings,
    postingRanks,
    postingStarts,
    termIds,
    sorted,
    byLength,
    typoCache: new Map(),
  }
}

/**
 * Matches query text the way Algolia does by default: every word must match (in any searchable
 * attribute); the last word also matches as a prefix; words of 4+ letters allow one typo and of 8+
 * two (`minWordSizefor1Typo`, `minWordSizefor2Typos`). Returns null for an empty query.
 * @example matchText(index, 'toyta hil', options)?.words // ['toyta', 'hil']
 */
export function matchText(index: TextIndex, query: string, options: TextMatchOptions): TextMatch | null {
  const words = tokenize(query)
  if (words.length === 0) return null
  const size = index.size
  const hits = new Uint8Array(size)
  const typos = new Uint8Array(size)
  const attributeRank = new Uint16Array(size).fill(0xffff)
  const exact = new Uint8Array(size)
  const matchedTerms = new Set<string>()
  words.forEach((word, wordIndex) => {
    const prefix =
      options.queryType === 'prefixAll' ||
      (options.queryType === 'prefixLast' && wordIndex === words.length - 1)
    for (const candidate of candidatesOf(index, word, prefix, options)) {
      matchedTerms.add(index.terms[candidate.term] as string)
      const end = index.postingStarts[candidate.term + 1] as number
      for (let slot = index.postingStarts[candidate.term] as number; slot < end; slot++) {
        const position = index.postings[slot] as number
        // A record counts for this word once, with its best candidate (candidates come best first).
        if (hits[position] !== wordIndex) continue
        hits[position] = wordIndex + 1
        typos[position] = (typos[position] as number) + candidate.typos
        if (candidate.exact) exact[position] = (exact[position] as number) + 1
        const rank = index.postingRanks[slot] as number
        if (rank < (attributeRank[position] as number)) attributeRank[position] = rank
      }
    }
  })
  const matched: number[] = []
  for (let position = 0; position < size; position++)
    if (hits[position] === words.length) matched.push(position)
  return { words, matched: Uint32Array.from(matched), typos, attributeRank, exact, matchedTerms }
}

interface Candidate {
  term: number
  typos: number
  exact: boolean
}

function candidatesOf(
  index: TextIndex,
  word: string,
  prefix: boolean,
  options: TextMatchOptions,
): Candidate[] {
  const candidates: Candidate[] = []
  const exactId = index.termIds.get(word)
  if (exactId !== undefined) candidates.push({ term: exactId, typos: 0, exact: true })
  if (prefix) {
    for (const term of prefixRange(index, word))
      if (term !== exactId) candidates.push({ term, typos: 0, exact: false })
  }
  const limit = typoLimit(word, options)
  if (limit > 0) {
    for (const found of typoMatches(index, word, limit)) candidates.push({ ...found, exact: false })
  }
  return candidates
}

function typoLimit(word: string, options: TextMatchOptions): number {
  if (!options.typoTolerance) return 0
  if (!options.allowTyposOnNumericTokens && /^\d+$/.test(word)) return 0
  if (word.length >= options.minWordSizefor2Typos) return 2
  return word.length >= options.minWordSizefor1Typo ? 1 : 0
}

function typoMatches(index: TextIndex, word: string, limit: number): { term: number; typos: number }[] {
  const key = `${limit}:${word}`
  const cached = index.typoCache.get(key)
  if (cached) return cached
  const found: { term: number; typos: number }[] = []
  for (let length = word.length - limit; length <= word.length + limit; length++) {
    for (const term of index.byLength.get(length) ?? []) {
      const distance = typoDistance(word, index.terms[term] as string, limit)
      if (distance > 0 && distance <= limit) found.push({ term, typos: distance })
    }
  }
  found.sort((a, b) => a.typos - b.typos)
  if (index.typoCache.size >= typoCacheLimit)
    index.typoCache.delete(index.typoCache.keys().next().value as string)
  index.typoCache.set(key, found)
  return found
}

function prefixRange(index: TextIndex, prefix: string): number[] {
  const { sorted, terms } = index
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (compareStrings(terms[sorted[middle] as number] as string, prefix) < 0) low = middle + 1
    else high = middle
  }
  const found: number[] = []
  for (let slot = low; slot < sorted.length; slot++) {
    const term = sorted[slot] as number
    if (!(terms[term] as string).startsWith(prefix)) break
    found.push(term)
  }
  return found
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
