// Test helper: checks that a `filters` string stays in the form Algolia supports ("A AND (B OR C) AND D":
// no AND inside an OR, no parenthesised top-level AND, no negated group) and, conservatively, that no OR group
// mixes numeric and facet filters. Returns null when the string is fine, else the reason.

type FilterKind = 'numeric' | 'facet'
interface Problem {
  problem: string
}

const attribute = /[A-Za-z_][A-Za-z0-9_.]*/y
const number = /-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/iy
const comparison = / *(<=|>=|!=|<|>|=) */y
const quoted = /"(?:[^"\\]|\\.)*"/y
const bare = /[^\s()"]+/y

export function checkFilters(filters: string): string | null {
  let position = 0
  const fail = (reason: string): string => `${reason} at ${position} in ${JSON.stringify(filters)}`
  const match = (pattern: RegExp): string | null => {
    pattern.lastIndex = position
    const found = pattern.exec(filters)
    if (!found) return null
    position = pattern.lastIndex
    return found[0]
  }
  const literal = (text: string): boolean => {
    if (!filters.startsWith(text, position)) return false
    position += text.length
    return true
  }
  const filter = (): FilterKind | Problem => {
    literal('NOT ')
    if (match(attribute) === null) return { problem: fail('attribute expected') }
    if (match(comparison) !== null)
      return match(number) === null ? { problem: fail('number expected') } : 'numeric'
    if (!literal(':')) return { problem: fail("':' or a comparison expected") }
    const start = position
    if (match(number) !== null && literal(' TO ')) {
      return match(number) === null ? { problem: fail('range end expected') } : 'numeric'
    }
    position = start
    if (match(quoted) !== null || match(bare) !== null) return 'facet'
    return { problem: fail('value expected') }
  }
  const term = (): string | null => {
    if (!literal('(')) {
      const kind = filter()
      return typeof kind === 'string' ? null : kind.problem
    }
    const kinds = new Set<string>()
    do {
      const kind = filter()
      if (typeof kind !== 'string') return kind.problem
      kinds.add(kind)
    } while (literal(' OR '))
    if (!literal(')')) return fail("')' expected (an AND inside an OR?)")
    return kinds.size > 1 ? fail('an OR group mixes numeric and facet filters') : null
  }
  if (filters === '') return null
  do {
    const problem = term()
    if (problem !== null) return problem
  } while (literal(' AND '))
  return position === filters.length ? null : fail('end expected')
}
