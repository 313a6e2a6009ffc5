import { describe, expect, it } from 'vitest'
import type { LeadRequest } from './lead-request.js'
import { type LeadStorage, type OutboxEntry, outboxLimit, readOutbox, writeOutbox } from './outbox.js'

function memoryStorage(initial: Record<string, string> = {}): LeadStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

const entry = (key: string, queuedAt = 1): OutboxEntry => ({
  request: {
    form: 'enquiry',
    idempotency_key: key,
    values: {},
    url: '/',
    visited_pages: [],
    linked_query_params: {},
  } satisfies LeadRequest,
  queuedAt,
})

describe('the outbox in storage', () => {
  it('round-trips entries', () => {
    const storage = memoryStorage()
    writeOutbox(storage, 'k', [entry('a'), entry('b')])
    expect(readOutbox(storage, 'k')).toEqual([entry('a'), entry('b')])
  })

  it.each([
    ['nothing stored', undefined],
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
  ])('reads %s as empty', (_, stored) => {
    const storage = memoryStorage(stored === undefined ? {} : { k: stored })
    expect(readOutbox(storage, 'k')).toEqual([])
  })

  it('skips entries of another shape', () => {
    const storage = memoryStorage({ k: JSON.stringify([entry('a'), { request: {} }, null, 'x']) })
    expect(readOutbox(storage, 'k')).toEqual([entry('a')])
  })

  it('removes the key when empty', () => {
    const storage = memoryStorage({ k: '[]' })
    writeOutbox(storage, 'k', [])
    expect(storage.data.has('k')).toBe(false)
  })

  it(`keeps the newest ${outboxLimit} entries`, () => {
    const storage = memoryStorage()
    const entries = Array.from({ length: outboxLimit + 5 }, (_, index) => entry(`key-${index}`))
    writeOutbox(storage, 'k', entries)
    const kept = readOutbox(storage, 'k')
    expect(kept).toHaveLength(outboxLimit)
    expect(kept[0]?.request.idempotency_key).toBe('key-5')
  })

  it('ignores storage that throws (full, or blocked in private mode)', () => {
    const broken: LeadStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(() => writeOutbox(broken, 'k', [entry('a')])).not.toThrow()
    expect(() => writeOutbox(broken, 'k', [])).not.toThrow()
    expect(readOutbox(broken, 'k')).toEqual([])
    expect(readOutbox(undefined, 'k')).toEqual([])
  })
})
