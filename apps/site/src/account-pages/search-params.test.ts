import { describe, expect, it } from 'vitest'
import { textParam } from './search-params'

describe('textParam', () => {
  it.each([
    [{ type: 'watchlist' }, 'watchlist'],
    [{ type: '' }, ''],
    [{}, undefined],
    [{ type: 7 }, undefined],
    [{ type: ['a'] }, undefined],
  ])('%j → %j', (search, expected) => {
    expect(textParam(search, 'type')).toBe(expected)
  })
})
