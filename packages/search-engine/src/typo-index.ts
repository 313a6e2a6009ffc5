import { typoDistance } from './typo-distance'

/**
 * Finds the words of a vocabulary within 1 or 2 typos of a query word without comparing the word with
 * the whole vocabulary: a symmetric-delete index (as SymSpell). Two words within `k` typos
 * (Damerau–Levenshtein, optimal string alignment) always share a string reachable from each by at most
 * `k` deleted letters — a substitution or a swap deletes one letter on each side, an insertion one on
 * one side — so the index maps every string reachable by up to 2 deletions from each word to the word,
 * and a query looks up the deletions of the query word, then checks each candidate with
 * {@link typoDistance}. The answer is exactly what comparing with every word would give.
 *
 * Deletions are taken from the first {@link typoPrefixLength} letters only, which bounds the entries
 * per word (at most 56) for long words such as VINs; it loses nothing: the deletions that make the
 * whole words equal also make their prefixes equal, once the longer prefix drops its extra last
 * letters, which never takes more deletions than the typos between the words. Deletion strings are
 * kept as 32-bit hashes in hash buckets (typed arrays, 4 bytes per word and deletion); a collision
 * only adds a candidate that the distance check then drops.
 */
export interface TypoIndex {
  /** Word ids of bucket `b` are `wordIds[bucketStarts[b]] … wordIds[bucketStarts[b + 1] - 1]`. */
  bucketStarts: Uint32Array
  wordIds: Uint32Array
  /** Bucket count minus one (a power of two minus one): a hash's bucket is `hash & bucketMask`. */
  bucketMask: number
  /** How many words the index holds. */
  size: number
}

/** One word within the typo limit of a query word: its id and its typo count (1 or 2). */
export interface TypoMatch {
  term: number
  typos: number
}

/**
 * How many leading letters of a word its deletions come from: words up to this length are indexed
 * whole; longer ones share entries with words of the same beginning (more candidates to check, not
 * fewer matches).
 * @default 10
 */
export const typoPrefixLength = 10

/**
 * The most typos the index answers for (Algolia's maximum).
 * @default 2
 */
export const maxIndexedTypos = 2

const deletionsPerWord = 1 + typoPrefixLength + (typoPrefixLength * (typoPrefixLength - 1)) / 2

/**
 * Builds the typo index of the words `ids` of `words` (the words that may be matched with typos).
 * @example
 * const words = ['toyota', 'hilux', 'ranger']
 * findTypos(buildTypoIndex(words, [0, 1, 2]), words, 'hliux', 1) // [{ term: 1, typos: 1 }]
 */
export function buildTypoIndex(words: readonly string[], ids: ArrayLike<number>): TypoIndex {
  const scratch = new Uint32Array(deletionsPerWord)
  // Pass 1: every distinct deletion hash of each word, in a growing pair list.
  let hashes: Uint32Array = new Uint32Array(Math.max(16, ids.length * 8))
  let owners: Uint32Array = new Uint32Array(hashes.length)
  let pairs = 0
  for (let index = 0; index < ids.length; index++) {
    const id = ids[index] as number
    const count = uniqueDeletionHashes(words[id] as string, maxIndexedTypos, scratch)
    if (pairs + count > hashes.length) {
      const grown = Math.max(hashes.length * 2, pairs + count)
      hashes = grow(hashes, grown)
      owners = grow(owners, grown)
    }
    hashes.set(scratch.subarray(0, count), pairs)
    owners.fill(id, pairs, pairs + count)
    pairs += count
  }
  // Pass 2: counting sort of the pairs into buckets, about two to four deletions a bucket.
  let buckets = 16
  while (buckets * 2 < pairs) buckets *= 2
  const bucketMask = buckets - 1
  const bucketStarts = new Uint32Array(buckets + 1)
  for (let pair = 0; pair < pairs; pair++) {
    const bucket = ((hashes[pair] as number) & bucketMask) + 1
    bucketStarts[bucket] = (bucketStarts[bucket] as number) + 1
  }
  for (let bucket = 0; bucket < buckets; bucket++)
    bucketStarts[bucket + 1] = (bucketStarts[bucket + 1] as number) + (bucketStarts[bucket] as number)
  const fill = bucketStarts.slice(0, buckets)
  const wordIds = new Uint32Array(pairs)
  for (let pair = 0; pair < pairs; pair++) {
    const bucket = (hashes[pair] as number) & bucketMask
    const slot = fill[bucket] as number
    wordIds[slot] = owners[pair] as number
    fill[bucket] = slot + 1
  }
  return { bucketStarts, wordIds, bucketMask, size: ids.length }
}

/**
 * The indexed words within `limit` typos (1 or 2) of `word`, the word itself excepted, in `typoOrder`: fewest
 * typos first, then shortest, then by the words themselves, so the order does not depend on the words' ids.
 * @example findTypos(buildTypoIndex(['toyota'], [0]), ['toyota'], 'toyta', 1) // [{ term: 0, typos: 1 }]
 */
export function findTypos(
  index: TypoIndex,
  words: readonly string[],
  word: string,
  limit: number,
): TypoMatch[] {
  if (limit < 1 || index.size === 0) return []
  if (limit > maxIndexedTypos)
    throw new RangeError(`findTypos: at most ${maxIndexedTypos} typos, got ${limit}`)
  const scratch = new Uint32Array(deletionsPerWord)
  const count = uniqueDeletionHashes(word, limit, scratch)
  const checked = new Set<number>()
  const found: TypoMatch[] = []
  const { bucketStarts, wordIds, bucketMask } = index
  for (let deletion = 0; deletion < count; deletion++) {
    const bucket = (scratch[deletion] as number) & bucketMask
    const end = bucketStarts[bucket + 1] as number
    for (let slot = bucketStarts[bucket] as number; slot < end; slot++) {
      const term = wordIds[slot] as number
      if (checked.has(term)) continue
      checked.add(term)
      const distance = typoDistance(word, words[term] as string, limit)
      if (distance > 0 && distance <= limit) found.push({ term, typos: distance })
    }
  }
  return found.sort(typoOrder(words))
}

/**
 * The order of typo matches: fewest typos first, then the shortest word, then the words themselves.
 * @example matches.sort(typoOrder(words))
 */
export function typoOrder(words: readonly string[]): (a: TypoMatch, b: TypoMatch) => number {
  return (a, b) => {
    const left = words[a.term] as string
    const right = words[b.term] as string
    return a.typos - b.typos || left.length - right.length || (left < right ? -1 : left > right ? 1 : 0)
  }
}

/**
 * Approximate bytes the index's arrays take (what the typo index adds to the heap).
 * @example typoIndexBytes(buildTypoIndex(['kia'], [0])) // 96
 */
export function typoIndexBytes(index: TypoIndex): number {
  return index.bucketStarts.byteLength + index.wordIds.byteLength
}

/**
 * Writes the distinct hashes of the strings reachable from the word's first `typoPrefixLength` code
 * units by deleting up to `deletions` of them (the prefix itself included) into `out`; returns how
 * many. Code units, as {@link typoDistance} compares them.
 */
function uniqueDeletionHashes(word: string, deletions: number, out: Uint32Array): number {
  const length = Math.min(word.length, typoPrefixLength)
  let count = 0
  out[count++] = deletionHash(word, length, -1, -1)
  if (deletions >= 1)
    for (let first = 0; first < length; first++) {
      out[count++] = deletionHash(word, length, first, -1)
      if (deletions >= 2)
        for (let second = first + 1; second < length; second++)
          out[count++] = deletionHash(word, length, first, second)
    }
  // Deleting either of two equal neighbours gives the same string: keep each hash once.
  const sorted = out.subarray(0, count).sort()
  let unique = 0
  for (let slot = 0; slot < count; slot++)
    if (slot === 0 || sorted[slot] !== sorted[slot - 1]) out[unique++] = sorted[slot] as number
  return unique
}

/** FNV-1a over the code units of `word[0, length)` but `skip1` and `skip2`, then mixed (murmur3's finaliser). */
function deletionHash(word: string, length: number, skip1: number, skip2: number): number {
  let hash = 0x811c9dc5
  for (let position = 0; position < length; position++) {
    if (position === skip1 || position === skip2) continue
    hash = Math.imul(hash ^ word.charCodeAt(position), 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return hash >>> 0
}

function grow(array: Uint32Array, length: number): Uint32Array {
  const grown = new Uint32Array(length)
  grown.set(array)
  return grown
}
