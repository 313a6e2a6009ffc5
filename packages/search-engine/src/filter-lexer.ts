import { badRequest } from './errors'

/** One token of Algolia's filter syntax, with its 1-based column for error messages. */
export interface FilterToken {
  kind: 'word' | 'string' | 'open' | 'close' | 'colon' | 'operator'
  text: string
  col: number
}

const operatorStarts = new Set(['<', '>', '=', '!'])
const wordStops = new Set(['(', ')', ':', '"', "'", '<', '>', '=', '!'])

/**
 * Splits a filter string into tokens: words, quoted strings (double or single quotes, `\` escapes),
 * parentheses, `:` and the comparison operators `< <= = != >= >`.
 * @example lexFilter('price > 5').map((token) => token.text) // ['price', '>', '5']
 */
export function lexFilter(source: string, parameter: string): FilterToken[] {
  const tokens: FilterToken[] = []
  let index = 0
  while (index < source.length) {
    const char = source[index] as string
    const col = index + 1
    if (/\s/.test(char)) {
      index++
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close', text: char, col })
      index++
    } else if (char === ':') {
      tokens.push({ kind: 'colon', text: ':', col })
      index++
    } else if (char === '"' || char === "'") {
      const end = readQuoted(source, index, parameter)
      tokens.push({ kind: 'string', text: end.text, col })
      index = end.next
    } else if (operatorStarts.has(char)) {
      const pair = source.slice(index, index + 2)
      const text = pair === '<=' || pair === '>=' || pair === '!=' ? pair : char
      if (text === '!') throw badRequest(`${parameter}: Unexpected token '!' at col ${col}, expected '!='`)
      tokens.push({ kind: 'operator', text, col })
      index += text.length
    } else {
      let end = index
      while (
        end < source.length &&
        !wordStops.has(source[end] as string) &&
        !/\s/.test(source[end] as string)
      )
        end++
      tokens.push({ kind: 'word', text: source.slice(index, end), col })
      index = end
    }
  }
  return tokens
}

function readQuoted(source: string, start: number, parameter: string): { text: string; next: number } {
  const quote = source[start]
  let text = ''
  for (let index = start + 1; index < source.length; index++) {
    const char = source[index] as string
    if (char === '\\' && index + 1 < source.length) {
      text += source[index + 1]
      index++
    } else if (char === quote) {
      return { text, next: index + 1 }
    } else {
      text += char
    }
  }
  throw badRequest(`${parameter}: Unterminated string starting at col ${start + 1}`)
}
