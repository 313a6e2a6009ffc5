/**
 * The weight an Accept-style header (`Accept`, `Accept-Encoding`) gives each name it lists, lower-cased: `q=` when
 * given, else 1. A name given `q=0` is refused by the sender, so callers treat a weight of 0 like a name not listed.
 * Parameters other than `q` are ignored; a header that is missing or empty gives an empty map.
 * @example acceptedQualities('image/avif,image/webp;q=0.9,*\/*;q=0').get('image/webp') // 0.9
 */
export function acceptedQualities(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    const trimmed = name.trim()
    if (trimmed) accepted.set(trimmed, q === undefined ? 1 : Number(q))
  }
  return accepted
}
