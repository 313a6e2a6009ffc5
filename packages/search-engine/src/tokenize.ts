const separators = /[^\p{L}\p{N}]+/u
const diacritics = /\p{M}+/gu

/**
 * Lower-cased words of a text without diacritics, split on anything that is not a letter or a digit,
 * the way both records and queries are read. `CX-5` is the words `cx` and `5` on both sides.
 * @example tokenize('Crystal White Pearl, CX-5') // ['crystal', 'white', 'pearl', 'cx', '5']
 */
export function tokenize(text: string): string[] {
  return normaliseText(text).split(separators).filter(Boolean)
}

/**
 * Lower case without diacritics, the form facet values are compared in (Algolia's facet matching is
 * not case-sensitive).
 * @example normaliseText('Škoda') // 'skoda'
 */
export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(diacritics, '').toLowerCase()
}

/**
 * The text values of a field: strings as they are, numbers as decimals, arrays flattened.
 * @example fieldTexts(['a', 2, null]) // ['a', '2']
 */
export function fieldTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)]
  if (Array.isArray(value)) return value.flatMap(fieldTexts)
  return []
}
