import { resizedArray } from './typed-array'

/**
 * A fixed-size set of record positions, one bit per record, so ANDs, ORs and NOTs of filters over
 * 100,000 records are a few thousand word operations.
 */
export type Bitset = Uint32Array

/**
 * An empty (or, with `full`, complete) set for `size` records.
 * @example countBits(createBitset(70, true)) // 70
 */
export function createBitset(size: number, full = false): Bitset {
  const words = new Uint32Array((size + 31) >>> 5)
  if (full) {
    words.fill(0xffffffff)
    clearTail(words, size)
  }
  return words
}

/** Sets the bits of a sorted or unsorted list of positions. */
export function setPositions(
  words: Bitset,
  positions: ArrayLike<number>,
  start = 0,
  end = positions.length,
): Bitset {
  for (let index = start; index < end; index++) {
    const position = positions[index] as number
    words[position >>> 5] = (words[position >>> 5] as number) | (1 << (position & 31))
  }
  return words
}

/** `target = target AND other`, in place. */
export function andInto(target: Bitset, other: Bitset): Bitset {
  for (let index = 0; index < target.length; index++)
    target[index] = (target[index] as number) & (other[index] as number)
  return target
}

/** `target = target OR other`, in place. */
export function orInto(target: Bitset, other: Bitset): Bitset {
  for (let index = 0; index < target.length; index++)
    target[index] = (target[index] as number) | (other[index] as number)
  return target
}

/** `target = NOT target` over `size` records, in place. */
export function invert(target: Bitset, size: number): Bitset {
  for (let index = 0; index < target.length; index++) target[index] = ~(target[index] as number)
  clearTail(target, size)
  return target
}

/** Takes a position out of the set, in place. */
export function clearBit(words: Bitset, position: number): void {
  words[position >>> 5] = (words[position >>> 5] as number) & ~(1 << (position & 31))
}

/**
 * The same set over `size` records: positions from the old size up are in it when `fill` is set.
 * @example resized(createBitset(3, true), 3, 5, true) // positions 0…4
 */
export function resized(words: Bitset, oldSize: number, size: number, fill: boolean): Bitset {
  const grown = resizedArray(words, (size + 31) >>> 5)
  if (fill)
    for (let position = oldSize; position < size; position++)
      grown[position >>> 5] = (grown[position >>> 5] as number) | (1 << (position & 31))
  return grown
}

/** Whether a position is in the set. */
export function hasBit(words: Bitset, position: number): boolean {
  return ((words[position >>> 5] as number) & (1 << (position & 31))) !== 0
}

/** How many positions the set holds. */
export function countBits(words: Bitset): number {
  let total = 0
  for (let index = 0; index < words.length; index++) {
    let word = words[index] as number
    word -= (word >>> 1) & 0x55555555
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333)
    total += Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
  }
  return total
}

/** The positions of the set, ascending. */
export function toPositions(words: Bitset): Uint32Array {
  const positions = new Uint32Array(countBits(words))
  let next = 0
  for (let index = 0; index < words.length; index++) {
    let word = words[index] as number
    while (word !== 0) {
      const lowest = word & -word
      positions[next++] = (index << 5) + 31 - Math.clz32(lowest)
      word ^= lowest
    }
  }
  return positions
}

function clearTail(words: Bitset, size: number): void {
  const used = size & 31
  if (used !== 0 && words.length > 0)
    words[words.length - 1] = (words[words.length - 1] as number) & ((1 << used) - 1)
}
