import { describe, expect, it } from 'vitest'
import { applyPartial, readBatch, readPartial } from './index-writes'
import { searchLimits } from './limits'

const newObjectID = () => 'made-1'

describe("readBatch: Algolia's batch actions", () => {
  it.each([
    [
      'addObject with an objectID stores it whole',
      { action: 'addObject', body: { objectID: '7', make: 'Kia' } },
      { action: 'save', record: { objectID: '7', make: 'Kia' } },
    ],
    [
      'addObject without an objectID gets one',
      { action: 'addObject', body: { make: 'Kia' } },
      { action: 'save', record: { objectID: 'made-1', make: 'Kia' } },
    ],
    [
      'a numeric objectID is read as its string',
      { action: 'updateObject', body: { objectID: 7, make: 'Kia' } },
      { action: 'save', record: { objectID: '7', make: 'Kia' } },
    ],
    [
      'partialUpdateObject creates when missing',
      { action: 'partialUpdateObject', body: { objectID: '7', price: 1 } },
      { action: 'partial', objectID: '7', attributes: { price: 1 }, create: true },
    ],
    [
      'partialUpdateObjectNoCreate does not',
      { action: 'partialUpdateObjectNoCreate', body: { objectID: '7', price: 1 } },
      { action: 'partial', objectID: '7', attributes: { price: 1 }, create: false },
    ],
    [
      'deleteObject',
      { action: 'deleteObject', body: { objectID: '7' } },
      { action: 'delete', objectID: '7' },
    ],
    ['clear', { action: 'clear', body: {} }, { action: 'clear' }],
  ])('%s', (_, request, write) => {
    expect(readBatch({ requests: [request] }, newObjectID)).toEqual([write])
  })

  it.each([
    ['no requests list', {}, 'requests: expected an array of writes'],
    [
      'an unknown action',
      { requests: [{ action: 'delete', body: {} }] },
      'requests[0].action: expected addObject',
    ],
    [
      'updateObject without an objectID',
      { requests: [{ action: 'updateObject', body: { make: 'Kia' } }] },
      'requests[0].body.objectID: expected a non-empty string',
    ],
    [
      'a body that is not an object',
      { requests: [{ action: 'addObject', body: [1] }] },
      'requests[0].body: expected',
    ],
    [
      'a record over 100 KB',
      { requests: [{ action: 'addObject', body: { objectID: '1', text: 'x'.repeat(100_001) } }] },
      'a record is at most 100 KB',
    ],
    [
      `more than ${searchLimits.maxWritesPerBatch} writes`,
      { requests: Array.from({ length: 1001 }, () => ({ action: 'clear' })) },
      'at most 1000 writes in one batch',
    ],
    [
      'an operation the engine does not know',
      {
        requests: [
          { action: 'partialUpdateObject', body: { objectID: '1', n: { _operation: 'Multiply', value: 2 } } },
        ],
      },
      'requests[0].n._operation: expected Increment, Decrement, Add, Remove, AddUnique',
    ],
  ])('refuses %s with a 400 that says why', (_, body, message) => {
    expect(() => readBatch(body, newObjectID)).toThrow(expect.objectContaining({ status: 400 }))
    expect(() => readBatch(body, newObjectID)).toThrow(message)
  })
})

describe('applyPartial: attributes replaced, or changed by the built-in operations', () => {
  const record = { objectID: '7', price: 10, views: 2, tags: ['a', 'b', 'a'] }
  it.each([
    ['a value replaces the attribute', { price: 9 }, { price: 9 }],
    ['Increment adds', { views: { _operation: 'Increment', value: 3 } }, { views: 5 }],
    ['Decrement takes away', { views: { _operation: 'Decrement', value: 1 } }, { views: 1 }],
    [
      'Increment of a missing number counts from 0',
      { likes: { _operation: 'Increment', value: 1 } },
      { likes: 1 },
    ],
    ['Add appends', { tags: { _operation: 'Add', value: 'c' } }, { tags: ['a', 'b', 'a', 'c'] }],
    ['Remove takes every equal item out', { tags: { _operation: 'Remove', value: 'a' } }, { tags: ['b'] }],
    [
      'AddUnique leaves an item already there',
      { tags: { _operation: 'AddUnique', value: 'b' } },
      { tags: ['a', 'b', 'a'] },
    ],
    [
      'AddUnique appends a new one',
      { tags: { _operation: 'AddUnique', value: 'z' } },
      { tags: ['a', 'b', 'a', 'z'] },
    ],
  ])('%s', (_, attributes, changed) => {
    expect(applyPartial(record, attributes)).toEqual({ ...record, ...changed })
  })

  it('Increment takes a number only', () => {
    expect(() => readPartial('7', { views: { _operation: 'Increment', value: 'one' } }, true)).toThrow(
      'body.views.value: Increment takes a number',
    )
  })
})
