import { describe, expect, it } from 'vitest'
import { bearerToken, newStockToken, stockTokenHash, stockTokenPrefix } from './stock-tokens'

describe('stock API tokens', () => {
  it('are 256 random bits after the prefix, each new, stored by their SHA-256 hash', () => {
    const first = newStockToken()
    const second = newStockToken()
    expect(first.token).toMatch(new RegExp(`^${stockTokenPrefix}[A-Za-z0-9_-]{43}$`))
    expect(first.token).not.toBe(second.token)
    expect(first.tokenHash).toBe(stockTokenHash(first.token))
    expect(first.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(stockTokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it.each([
    ['Bearer fcs_abc', 'fcs_abc'],
    ['bearer fcs_abc', 'fcs_abc'],
    ['Bearer   fcs_abc  ', 'fcs_abc'],
    ['Basic dXNlcjpwYXNz', null],
    ['Bearer', null],
    ['Bearer fcs abc', null],
    ['Bearer ' + 'x'.repeat(513), null],
    [undefined, null],
  ])('Authorization %j carries the token %j', (header, token) => {
    expect(bearerToken(header)).toBe(token)
  })
})
