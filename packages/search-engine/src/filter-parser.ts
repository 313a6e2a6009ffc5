import { badRequest } from './errors'
import { lexFilter, type FilterToken } from './filter-lexer'
import { matchAll, type FilterNode, type NumericOperator } from './filter-node'

/** Deepest parenthesis nesting accepted; deeper input is rejected rather than risking the stack. */
export const maxFilterDepth = 32

const numberPattern = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/

/**
 * Parses Algolia's `filters` syntax: `AND`, `OR`, `NOT`, parentheses, `attribute:value`, quoted
 * values, `attribute:low TO high`, numeric comparisons, booleans and bare tags (`_tags`). NOT binds
 * tightest, then AND, then OR. Errors are 400s with the column, like Algolia's.
 * It accepts every expression Algolia accepts, and some it refuses (ORs of ANDs), which it evaluates
 * by ordinary boolean logic.
 * @example parseFilters('make:Toyota AND price:10000 TO 20000')
 * // { type: 'and', children: [{ type: 'facet', … }, { type: 'range', … }] }
 */
export function parseFilters(source: string, parameter = 'filters'): FilterNode {
  const tokens = lexFilter(source, parameter)
  if (tokens.length === 0) return matchAll
  const parser = new Parser(tokens, parameter, source.length)
  const node = parser.parseOr(0)
  parser.expectEnd()
  return node
}

/**
 * Parses one comparison of `numericFilters` (`price>=1000`, `price:1000 TO 2000`).
 * @example parseNumericFilter('km < 5000') // { type: 'numeric', attribute: 'km', operator: '<', value: 5000 }
 */
export function parseNumericFilter(source: string): FilterNode {
  const node = parseFilters(source, 'numericFilters')
  if (node.type !== 'numeric' && node.type !== 'range')
    throw badRequest(`numericFilters: Invalid syntax for numeric condition: ${source}`)
  return node
}

class Parser {
  private position = 0

  constructor(
    private readonly tokens: FilterToken[],
    private readonly parameter: string,
    private readonly length: number,
  ) {}

  parseOr(depth: number): FilterNode {
    const children = [this.parseAnd(depth)]
    while (this.isWord('OR')) {
      this.position++
      children.push(this.parseAnd(depth))
    }
    return children.length === 1 ? (children[0] as FilterNode) : { type: 'or', children }
  }

  expectEnd(): void {
    const token = this.peek()
    if (token) throw this.unexpected(token, 'end of filter or AND/OR')
  }

  private parseAnd(depth: number): FilterNode {
    const children = [this.parseUnary(depth)]
    while (this.isWord('AND')) {
      this.position++
      children.push(this.parseUnary(depth))
    }
    return children.length === 1 ? (children[0] as FilterNode) : { type: 'and', children }
  }

  private parseUnary(depth: number): FilterNode {
    // A run of NOTs is read in a loop and kept by its parity, so no input can nest them past the stack.
    let negations = 0
    while (this.isWord('NOT')) {
      this.position++
      negations++
    }
    const operand = this.parseOperand(depth)
    return negations % 2 === 1 ? { type: 'not', child: operand } : operand
  }

  private parseOperand(depth: number): FilterNode {
    const token = this.next('a filter')
    if (token.kind === 'open') {
      if (depth >= maxFilterDepth)
        throw badRequest(`${this.parameter}: Too many nested parentheses at col ${token.col}`)
      const node = this.parseOr(depth + 1)
      const close = this.next("')'")
      if (close.kind !== 'close') throw this.unexpected(close, "')'")
      return node
    }
    if (token.kind !== 'word' && token.kind !== 'string') throw this.unexpected(token, 'a filter')
    if (token.kind === 'word' && isKeyword(token.text)) throw this.unexpected(token, 'a filter')
    return this.parsePredicate(token.text)
  }

  private parsePredicate(attribute: string): FilterNode {
    const token = this.peek()
    if (token?.kind === 'operator') {
      this.position++
      return {
        type: 'numeric',
        attribute,
        operator: token.text as NumericOperator,
        value: this.number(this.next('a number')),
      }
    }
    if (token?.kind !== 'colon') return { type: 'facet', attribute: '_tags', value: attribute }
    this.position++
    const value = this.next('a value')
    if (value.kind !== 'word' && value.kind !== 'string') throw this.unexpected(value, 'a value')
    if (this.isWord('TO')) {
      this.position++
      return { type: 'range', attribute, low: this.number(value), high: this.number(this.next('a number')) }
    }
    return { type: 'facet', attribute, value: value.text }
  }

  private number(token: FilterToken): number {
    if (token.kind !== 'word' || !numberPattern.test(token.text)) throw this.unexpected(token, 'a number')
    return Number(token.text)
  }

  private isWord(text: string): boolean {
    const token = this.peek()
    return token?.kind === 'word' && token.text === text
  }

  private peek(): FilterToken | undefined {
    return this.tokens[this.position]
  }

  private next(expected: string): FilterToken {
    const token = this.tokens[this.position]
    if (!token)
      throw badRequest(
        `${this.parameter}: Unexpected end of filter at col ${this.length + 1}, expected ${expected}`,
      )
    this.position++
    return token
  }

  private unexpected(token: FilterToken, expected: string) {
    const shown = token.kind === 'string' ? `"${token.text}"` : `'${token.text}'`
    return badRequest(
      `${this.parameter}: Unexpected token ${shown} at col ${token.col}, expected ${expected}`,
    )
  }
}

function isKeyword(text: string): boolean {
  return text === 'AND' || text === 'OR' || text === 'NOT' || text === 'TO'
}
