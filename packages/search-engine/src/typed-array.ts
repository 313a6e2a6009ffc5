/** The typed arrays the index keeps its columns in. */
export type IndexArray = Int32Array | Uint16Array | Uint32Array | Float64Array

/**
 * A new array of the same type and `length`: the first `keep` values of `array` (all that fit, by default), the
 * rest `fill`. Columns grow this way when records are appended, and a lone copy keeps their reads monomorphic.
 * @example resizedArray(new Float64Array([4, 5]), 4, { fill: NaN }) // Float64Array [4, 5, NaN, NaN]
 */
export function resizedArray<T extends IndexArray>(
  array: T,
  length: number,
  options: {
    /** The value of every slot past the kept ones. @defaultValue 0 */
    fill?: number
    /** How many values of `array` to keep. @defaultValue all that fit */
    keep?: number
  } = {},
): T {
  const copy = new (array.constructor as new (length: number) => T)(length)
  const kept = Math.min(options.keep ?? array.length, array.length, length)
  copy.set(array.subarray(0, kept))
  if (options.fill !== undefined && options.fill !== 0) copy.fill(options.fill, kept)
  return copy
}
