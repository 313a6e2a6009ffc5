/**
 * Optimal-string-alignment (Damerau–Levenshtein) distance between two words, or `limit + 1` as soon
 * as it is known to exceed `limit`; a swap of two neighbouring letters counts as one typo, as in
 * Algolia.
 * @example typoDistance('hliux', 'hilux', 2) // 1
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previousPrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMinimum = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (previousPrevious[j - 2] as number) + 1)
      current[j] = value
      if (value < rowMinimum) rowMinimum = value
    }
    if (rowMinimum > limit) return limit + 1
    previousPrevious = previous
    previous = current
  }
  const distance = previous[b.length] as number
  return distance > limit ? limit + 1 : distance
}
