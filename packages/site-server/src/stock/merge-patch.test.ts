import { describe, expect, it } from 'vitest'
import { applyMergePatch } from './merge-patch'

describe('applyMergePatch: JSON merge patch, RFC 7396', () => {
  // The examples of RFC 7396, appendix A, and a car's own.
  it.each([
    ['a member replaced', { a: 'b' }, { a: 'c' }, { a: 'c' }],
    ['a member added', { a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    ['null removes a member', { a: 'b' }, { a: null }, {}],
    ['null removes only that member', { a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    ['an array replaces an array', { a: ['b'] }, { a: 'c' }, { a: 'c' }],
    ['a value replaces an array', { a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    ['objects merge, nulls inside remove', { a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    ['arrays of objects are replaced whole', { a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    ['a non-object patch replaces the document', { a: 'foo' }, 'bar', 'bar'],
    ['a patch object on a non-object makes an object', 'bar', { a: 'b' }, { a: 'b' }],
    ['an empty patch changes nothing', { c: 'd' }, {}, { c: 'd' }],
    [
      "a car's price dropped and its tag taken off",
      { id: 1, price: 41_990, before_price: null, tag: 'runout sale' },
      { price: 39_990, before_price: 41_990, tag: null },
      { id: 1, price: 39_990, before_price: 41_990 },
    ],
  ])('%s', (_, target, patch, expected) => {
    const before = JSON.stringify(target)
    expect(applyMergePatch(target, patch)).toEqual(expected)
    expect(JSON.stringify(target)).toBe(before)
  })
})
