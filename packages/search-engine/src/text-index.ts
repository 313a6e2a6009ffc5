import { fieldValue } from './field-path'
import type { SearchableAttribute } from './settings'
import { fieldTexts, tokenize } from './tokenize'
import { resizedArray } from './typed-array'
import { typoDistance } from './typo-distance'
import { buildTypoIndex, findTypos, typoOrder, type TypoIndex, type TypoMatch } from './typo-index'

/**
 * The dictionary of every word of the searchable attributes, each with its posting list (records
 * holding it, the best attribute rank it appears in and the attributes it appears in). Prefix search
 * is a binary search in the sorted words; typo search looks words up in a symmetric-delete index of
 * the words that may match with typos (see {@link TypoIndex}), never the whole dictionary.
 */
export interface TextIndex {
  size: number
  terms: string[]
  /** Record positions of term `t` are `postings[postingStarts[t]] … postings[postingStarts[t + 1] - 1]`. */
  postings: Uint32Array
  /** The attribute rank of each posting. */
  postingRanks: Uint16Array
  /**
   * The searchable attributes each posting's word appears in for that record, one bit per attribute
   * (see `attributes`), so a typo match can skip the attributes without typo tolerance.
   */
  postingAttributes: Uint16Array | Uint32Array
  postingStarts: Uint32Array
  termIds: Map<string, number>
  /** Term ids sorted by term, for prefix ranges. */
  sorted: Uint32Array
  /**
   * The searchable attributes in order; each one's bit in `postingAttributes` is its position, the
   * 32nd and later sharing bit 31.
   */
  attributes: string[]
  /** The best attribute rank of each bit. */
  bitRanks: Uint16Array
  /** Bits of the attributes the index settings exclude from typo tolerance (`disableTypoToleranceOnAttributes`). */
  typoDisabledBits: number
  /** The words that appear in at least one attribute with typo tolerance, for typo search. */
  typoIndex: TypoIndex
  /** Typo expansions already computed, by word and typo limit. */
  typoCache: Map<string, TypoMatch[]>
  /** The bits of every attribute each term appears in. */
  termBits: number[]
  /**
   * Postings of records added since the index was built (see {@link appendToTextIndex}), by term: the posting
   * lists' tails.
   */
  added: Map<number, AddedPostings>
  /** Terms first seen since the build (so not in `sorted`), sorted by term. */
  addedSorted: number[]
  /** Terms that may match with typos since the build but are not in `typoIndex`. */
  addedTypo: number[]
}

/** The postings of one term added after the build, as parallel lists. */
export interface AddedPostings {
  positions: number[]
  ranks: number[]
  attributes: number[]
}

/** Rules of text matching taken from the settings and the query. */
export interface TextMatchOptions {
  typoTolerance: boolean
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  allowTyposOnNumericTokens: boolean
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone'
  /**
   * Attributes whose words match only exactly or as a prefix, added to the index's own (a query can
   * turn typo tolerance off on more attributes, not back on).
   * @default []
   */
  disableTypoToleranceOnAttributes?: readonly string[]
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
const lastBit = 31

/**
 * Builds the dictionary of the searchable attributes (all string fields of the first record when the
 * settings name none). Words that appear only in `typoDisabled` attributes (identifiers: stock
 * numbers, VINs) are left out of the typo index: they match exactly or as a prefix only.
 * @example buildTextIndex([{ title: '2021 Toyota Hilux' }], [{ attribute: 'title', rank: 0 }]).terms
 * // ['2021', 'toyota', 'hilux']
 */
export function buildTextIndex(
  records: readonly Record<string, unknown>[],
  searchable: SearchableAttribute[],
  typoDisabled: readonly string[] = [],
): TextIndex {
  const termIds = new Map<string, number>()
  const terms: string[] = []
  // One pair per word and record, in typed arrays (half the memory of arrays of numbers).
  let capacity = Math.max(64, records.length * 8)
  let pairTerm = new Uint32Array(capacity)
  let pairRecord = new Uint32Array(capacity)
  let pairRank = new Uint16Array(capacity)
  let pairBits = new Uint32Array(capacity)
  let pairs = 0
  // Ranks never decrease along the list, so the lowest bit of a posting is its best rank.
  const bitRanks = new Uint16Array(Math.min(searchable.length, lastBit + 1))
  searchable.forEach(({ rank }, position) => {
    if (position <= lastBit) bitRanks[position] = rank
  })
  // Makes, models and badges repeat across records: tokenise each distinct text once.
  const wordsOfText = new Map<string, string[]>()
  const termId = termIdOf(termIds, terms)
  const found = recordWords()
  for (let position = 0; position < records.length; position++) {
    readRecordWords(found, records[position], searchable, wordsOfText)
    for (let word = 0; word < found.count; word++) {
      if (pairs === capacity) {
        capacity *= 2
        pairTerm = resizedArray(pairTerm, capacity)
        pairRecord = resizedArray(pairRecord, capacity)
        pairRank = resizedArray(pairRank, capacity)
        pairBits = resizedArray(pairBits, capacity)
      }
      pairTerm[pairs] = termId(found.words[word] as string)
      pairRecord[pairs] = position
      pairRank[pairs] = found.ranks[word] as number
      pairBits[pairs] = found.bits[word] as number
      pairs++
    }
  }
  const postingStarts = new Uint32Array(terms.length + 1)
  for (let pair = 0; pair < pairs; pair++) {
    const id = pairTerm[pair] as number
    postingStarts[id + 1] = (postingStarts[id + 1] as number) + 1
  }
  for (let id = 0; id < terms.length; id++)
    postingStarts[id + 1] = (postingStarts[id + 1] as number) + (postingStarts[id] as number)
  const fill = postingStarts.slice(0, terms.length)
  const postings = new Uint32Array(pairs)
  const postingRanks = new Uint16Array(pairs)
  const postingAttributes = searchable.length <= 16 ? new Uint16Array(pairs) : new Uint32Array(pairs)
  // Bits of every attribute a term appears in, to know which terms typo search must hold.
  const termBits = new Uint32Array(terms.length)
  for (let pair = 0; pair < pairs; pair++) {
    const id = pairTerm[pair] as number
    const slot = fill[id] as number
    postings[slot] = pairRecord[pair] as number
    postingRanks[slot] = pairRank[pair] as number
    postingAttributes[slot] = pairBits[pair] as number
    termBits[id] = (termBits[id] as number) | (pairBits[pair] as number)
    fill[id] = slot + 1
  }
  const sorted = Uint32Array.from(terms.keys()).sort((a, b) =>
    compareStrings(terms[a] as string, terms[b] as string),
  )
  const attributes = searchable.map(({ attribute }) => attribute)
  const typoDisabledBits = disabledBits({ attributes }, typoDisabled)
  const typoEligible: number[] = []
  termBits.forEach((bits, id) => {
    if ((bits & ~typoDisabledBits) !== 0) typoEligible.push(id)
  })
  return {
    termBits: Array.from(termBits),
    added: new Map(),
    addedSorted: [],
    addedTypo: [],
    size: records.length,
    terms,
    postings,
    postingRanks,
    postingAttributes,
    postingStarts,
    termIds,
    sorted,
    attributes,
    bitRanks,
    typoDisabledBits,
    typoIndex: buildTypoIndex(terms, typoEligible),
    typoCache: new Map(),
  }
}

/**
 * Adds the records from position `from` on to an index built over the records before it, in place: their
 * postings go to `added`; new words to `addedSorted` and, when they may match with typos, `addedTypo`.
 * @example appendToTextIndex(index, records, 700, searchable) // records[700…] found by their words
 */
export function appendToTextIndex(
  index: TextIndex,
  records: readonly Record<string, unknown>[],
  from: number,
  searchable: SearchableAttribute[],
): void {
  const termId = termIdOf(index.termIds, index.terms)
  const typoBefore = index.addedTypo.length
  const typoBits = ~index.typoDisabledBits
  const wordsOfText = new Map<string, string[]>()
  const found = recordWords()
  for (let position = from; position < records.length; position++) {
    readRecordWords(found, records[position], searchable, wordsOfText)
    for (let slot = 0; slot < found.count; slot++) {
      const word = found.words[slot] as string
      const rank = found.ranks[slot] as number
      const bits = found.bits[slot] as number
      const known = index.terms.length
      const id = termId(word)
      if (id === known) {
        index.termBits.push(0)
        index.addedSorted.splice(lowerBound(index.terms, index.addedSorted, word), 0, id)
      }
      const before = index.termBits[id] as number
      index.termBits[id] = before | bits
      if ((before & typoBits) === 0 && (bits & typoBits) !== 0) index.addedTypo.push(id)
      let list = index.added.get(id)
      if (!list) {
        list = { positions: [], ranks: [], attributes: [] }
        index.added.set(id, list)
      }
      list.positions.push(position)
      list.ranks.push(rank)
      list.attributes.push(bits)
    }
  }
  index.size = records.length
  if (index.addedTypo.length !== typoBefore) index.typoCache.clear()
}

/** The words of one record, each once with its best rank and every attribute it is in; reused record to record. */
interface RecordWords {
  slotOf: Map<string, number>
  words: string[]
  ranks: number[]
  bits: number[]
  count: number
}

const recordWords = (): RecordWords => ({ slotOf: new Map(), words: [], ranks: [], bits: [], count: 0 })

/** Reads the words of a record's searchable attributes into `found`. */
function readRecordWords(
  found: RecordWords,
  record: Record<string, unknown> | undefined,
  searchable: SearchableAttribute[],
  wordsOfText: Map<string, string[]>,
): void {
  found.slotOf.clear()
  found.count = 0
  if (!record) return
  for (const [slot, { attribute, rank }] of searchable.entries()) {
    const bit = 1 << Math.min(slot, lastBit)
    for (const text of fieldTexts(fieldValue(record, attribute))) {
      let words = wordsOfText.get(text)
      if (!words) {
        words = tokenize(text)
        if (wordsOfText.size < 200_000) wordsOfText.set(text, words)
      }
      for (const word of words) {
        const seen = found.slotOf.get(word)
        if (seen === undefined) {
          found.slotOf.set(word, found.count)
          found.words[found.count] = word
          found.ranks[found.count] = rank
          found.bits[found.count] = bit
          found.count++
        } else {
          if (rank < (found.ranks[seen] as number)) found.ranks[seen] = rank
          found.bits[seen] = (found.bits[seen] as number) | bit
        }
      }
    }
  }
}

function termIdOf(termIds: Map<string, number>, terms: string[]): (word: string) => number {
  return (word) => {
    let id = termIds.get(word)
    if (id === undefined) {
      id = terms.length
      termIds.set(word, id)
      terms.push(word)
    }
    return id
  }
}

/**
 * The bits of the named attributes. Bit 31 stands for the 32nd and later searchable attributes
 * together: it is set only when all of them are named.
 */
function disabledBits(index: Pick<TextIndex, 'attributes'>, names: readonly string[]): number {
  if (names.length === 0) return 0
  const named = new Set(names)
  let bits = 0
  let sharedNamed = index.attributes.length > lastBit
  index.attributes.forEach((attribute, position) => {
    if (position < lastBit) {
      if (named.has(attribute)) bits |= 1 << position
    } else if (!named.has(attribute)) sharedNamed = false
  })
  return sharedNamed ? bits | (1 << lastBit) : bits
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
  // Typo matches count only through attributes with typo tolerance.
  const typoBits = ~(
    index.typoDisabledBits | disabledBits(index, options.disableTypoToleranceOnAttributes ?? [])
  )
  words.forEach((word, wordIndex) => {
    const prefix =
      options.queryType === 'prefixAll' ||
      (options.queryType === 'prefixLast' && wordIndex === words.length - 1)
    for (const candidate of candidatesOf(index, word, prefix, options)) {
      let used = candidate.typos === 0
      /** Counts one posting of the candidate for its record. */
      const take = (position: number, postingRank: number, all: number) => {
        let rank = postingRank
        if (candidate.typos > 0) {
          const allowed = all & typoBits
          if (allowed === 0) return
          used = true
          // The best rank among the attributes that allow typos (the lowest bit is the best rank).
          if (allowed !== all) rank = index.bitRanks[31 - Math.clz32(allowed & -allowed)] as number
        }
        // A record counts for this word once, with its best candidate (candidates come best first).
        if (hits[position] !== wordIndex) return
        hits[position] = wordIndex + 1
        typos[position] = (typos[position] as number) + candidate.typos
        if (candidate.exact) exact[position] = (exact[position] as number) + 1
        if (rank < (attributeRank[position] as number)) attributeRank[position] = rank
      }
      const end = index.postingStarts[candidate.term + 1] ?? 0
      for (let slot = index.postingStarts[candidate.term] ?? 0; slot < end; slot++)
        take(
          index.postings[slot] as number,
          index.postingRanks[slot] as number,
          index.postingAttributes[slot] as number,
        )
      const added = index.added.get(candidate.term)
      if (added)
        for (let slot = 0; slot < added.positions.length; slot++)
          take(added.positions[slot] as number, added.ranks[slot] as number, added.attributes[slot] as number)
      if (used) matchedTerms.add(index.terms[candidate.term] as string)
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

function typoMatches(index: TextIndex, word: string, limit: number): TypoMatch[] {
  const key = `${limit}:${word}`
  const cached = index.typoCache.get(key)
  if (cached) return cached
  const built = findTypos(index.typoIndex, index.terms, word, limit)
  const added: TypoMatch[] = []
  for (const term of index.addedTypo) {
    const typos = typoDistance(word, index.terms[term] as string, limit)
    if (typos > 0 && typos <= limit) added.push({ term, typos })
  }
  // Both in typo order, ties going by the words, so the order is the same however the index came to hold them.
  const order = typoOrder(index.terms)
  const found = added.length === 0 ? built : mergeSorted(built, added.sort(order), order)
  if (index.typoCache.size >= typoCacheLimit)
    index.typoCache.delete(index.typoCache.keys().next().value as string)
  index.typoCache.set(key, found)
  return found
}

/** The terms that start with `prefix`, in the order of the words (those of the build and those added since). */
function prefixRange(index: TextIndex, prefix: string): number[] {
  const built = prefixTerms(index.terms, index.sorted, prefix)
  if (index.addedSorted.length === 0) return built
  const added = prefixTerms(index.terms, index.addedSorted, prefix)
  return mergeSorted(built, added, (a, b) =>
    compareStrings(index.terms[a] as string, index.terms[b] as string),
  )
}

/** Two lists, each sorted by `compare`, as one sorted list. */
function mergeSorted<T>(left: readonly T[], right: readonly T[], compare: (a: T, b: T) => number): T[] {
  const merged: T[] = []
  let l = 0
  let r = 0
  while (l < left.length || r < right.length)
    merged.push(
      (r >= right.length || (l < left.length && compare(left[l] as T, right[r] as T) <= 0)
        ? left[l++]
        : right[r++]) as T,
    )
  return merged
}

function prefixTerms(terms: readonly string[], sorted: ArrayLike<number>, prefix: string): number[] {
  const found: number[] = []
  for (let slot = lowerBound(terms, sorted, prefix); slot < sorted.length; slot++) {
    const term = sorted[slot] as number
    if (!(terms[term] as string).startsWith(prefix)) break
    found.push(term)
  }
  return found
}

/** The first slot of `sorted` (term ids in word order) whose word is not before `word`: where it is, or would go. */
function lowerBound(terms: readonly string[], sorted: ArrayLike<number>, word: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (compareStrings(terms[sorted[middle] as number] as string, word) < 0) low = middle + 1
    else high = middle
  }
  return low
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
