import { describe, expect, it } from 'vitest'
import { withResultCache } from './search-cache'

function countingClient() {
  const calls: string[] = []
  let fail = false
  return {
    calls,
    failNext: () => (fail = true),
    search: (requests: { q: string }[]) => {
      calls.push(requests[0]!.q)
      if (fail) {
        fail = false
        return Promise.reject(new Error('offline'))
      }
      return Promise.resolve({ results: requests.map((request) => ({ query: request.q })) })
    },
  }
}

describe('search results cached per offset, query, sort and filters', () => {
  it('a repeated search is answered from the cache', async () => {
    const inner = countingClient()
    const client = withResultCache(inner, 3)
    await client.search([{ q: 'a' }])
    await client.search([{ q: 'a' }])
    expect(inner.calls).toEqual(['a'])
  })

  it('when the cache is full the oldest entry is dropped', async () => {
    const inner = countingClient()
    const client = withResultCache(inner, 2)
    for (const q of ['a', 'b', 'c', 'a']) await client.search([{ q }])
    expect(inner.calls).toEqual(['a', 'b', 'c', 'a'])
  })

  it('using an entry keeps it: the entry used longest ago goes first', async () => {
    const inner = countingClient()
    const client = withResultCache(inner, 2)
    for (const q of ['a', 'b', 'a', 'c', 'a', 'b']) await client.search([{ q }])
    expect(inner.calls).toEqual(['a', 'b', 'c', 'b'])
  })

  it('a failed search is not cached: the next try asks again', async () => {
    const inner = countingClient()
    const client = withResultCache(inner, 2)
    inner.failNext()
    await expect(client.search([{ q: 'a' }])).rejects.toThrow('offline')
    await expect(client.search([{ q: 'a' }])).resolves.toEqual({ results: [{ query: 'a' }] })
    expect(inner.calls).toEqual(['a', 'a'])
  })
})

describe('the cache and InstantSearch hydration', () => {
  it("replacing search on the returned object does not loop back into the client's own search", async () => {
    const inner = countingClient()
    const client = withResultCache(inner, 2)
    const cached = client.search.bind(client)
    client.search = (requests) => cached(requests)
    await client.search([{ q: 'a' }])
    expect(inner.calls).toEqual(['a'])
  })
})
