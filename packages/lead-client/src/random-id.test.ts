import { afterEach, describe, expect, it, vi } from 'vitest'
import { randomUuid, uuidFromBytes } from './random-id.js'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('idempotency keys: "crypto.randomUUID when available"', () => {
  it('uses crypto.randomUUID', () => {
    vi.stubGlobal('crypto', { randomUUID: () => 'from-crypto' })
    expect(randomUuid()).toBe('from-crypto')
  })

  it('falls back to getRandomValues', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) })
    expect(randomUuid()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  })

  it('falls back to Math.random without crypto, still a version 4 UUID', () => {
    vi.stubGlobal('crypto', undefined)
    const ids = new Set(Array.from({ length: 50 }, () => randomUuid()))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(uuidV4)
  })

  it.each([
    [new Uint8Array(16), '00000000-0000-4000-8000-000000000000'],
    [Uint8Array.from({ length: 16 }, (_, index) => index), '00010203-0405-4607-8809-0a0b0c0d0e0f'],
  ])('uuidFromBytes sets the version and variant bits', (bytes, expected) => {
    expect(uuidFromBytes(bytes)).toBe(expected)
    expect(expected).toMatch(uuidV4)
  })
})
