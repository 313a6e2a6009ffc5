/** The part of a search client that InstantSearch calls to search. */
export interface SearchingClient<TRequests, TResponse> {
  search(requests: TRequests): Promise<TResponse>
}

/**
 * How many distinct searches a page remembers: enough for back and forward through a session of filtering,
 * small enough to stay light on a phone.
 * @example searchCacheSize // 50
 */
export const searchCacheSize = 50

/**
 * A search client whose results are cached per request (offset, query, sort and filters are all part of it); when
 * the cache is full the oldest entry is dropped. A failed search is not cached, so it is tried again.
 * The client's own `search` is captured up front and a new plain object is returned: InstantSearch replaces
 * `search` on the object it is given when it hydrates, and must not wrap this cache around itself.
 * @example const client = withResultCache(liteClient(appId, apiKey))
 */
export function withResultCache<TRequests, TResponse>(
  client: SearchingClient<TRequests, TResponse>,
  size = searchCacheSize,
): SearchingClient<TRequests, TResponse> {
  const original = client.search.bind(client)
  const cache = new Map<string, Promise<TResponse>>()
  return {
    search(requests: TRequests): Promise<TResponse> {
      const key = JSON.stringify(requests)
      const cached = cache.get(key)
      if (cached) {
        // Refresh its place: the oldest entry is the one used longest ago.
        cache.delete(key)
        cache.set(key, cached)
        return cached
      }
      const pending = original(requests)
      cache.set(key, pending)
      if (cache.size > size) cache.delete(cache.keys().next().value as string)
      pending.catch(() => cache.delete(key))
      return pending
    },
  }
}
