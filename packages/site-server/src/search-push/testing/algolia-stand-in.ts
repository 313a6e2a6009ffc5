import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSearchEngine, type RecordFields, type SearchEngine } from '@forecourt/search-engine'
import { createSearchHandler } from '@forecourt/search-engine/node'
import type { PushRecord } from '../index-push'

/** The admin key the stand-in lets write. */
export const standInAdminKey = 'admin-key'

/** A stand-in for Algolia: the embedded engine behind HTTP, which a test can take down, hold or watch. */
export interface StandIn {
  engine: SearchEngine
  url: string
  /** The writes of every batch it took, in order. */
  batches: { action: string; objectID: string; price?: unknown }[][]
  down: boolean
  /** While set, a batch waits for it before it is answered. */
  gate: Promise<void> | null
  /** Resolves when the next batch arrives. */
  nextBatch: () => Promise<void>
  close: () => Promise<void>
}

/**
 * Starts the stand-in on 127.0.0.1 and a free port, its index holding these records.
 * @example const standIn = await startStandIn(indexName); await standIn.close()
 */
export async function startStandIn(indexName: string, records: RecordFields[] = []): Promise<StandIn> {
  const engine = createSearchEngine({
    indices: { [indexName]: { settings: {}, records } },
    resolveTenant: () => ({ filters: '' }),
    canWrite: (apiKey) => apiKey === standInAdminKey,
  })
  const handle = createSearchHandler(engine)
  let batchArrived: (() => void)[] = []
  const standIn = {
    engine,
    url: '',
    batches: [],
    down: false,
    gate: null,
    nextBatch: () => new Promise<void>((done) => batchArrived.push(done)),
  } as unknown as StandIn
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (standIn.down) {
      request.resume()
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down","status":503}')
      return
    }
    if (!new URL(request.url ?? '/', 'http://stand-in').pathname.endsWith('/batch'))
      return handle(request, response)
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => {
      const body = JSON.parse(text) as { requests: { action: string; body: PushRecord }[] }
      standIn.batches.push(
        body.requests.map(({ action, body: record }) => ({
          action,
          objectID: record.objectID,
          ...(record.price === undefined ? {} : { price: record.price }),
        })),
      )
      for (const wake of batchArrived.splice(0)) wake()
      ;(request as { body?: unknown }).body = text
      void (standIn.gate ?? Promise.resolve()).then(() => handle(request, response))
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  standIn.url = `127.0.0.1:${(server.address() as AddressInfo).port}`
  standIn.close = () => {
    batchArrived = []
    server.closeAllConnections()
    return new Promise<void>((done) => server.close(() => done()))
  }
  return standIn
}

/**
 * Retries the test runs itself: a failed push waits for the test, never for a time.
 * @example const retries = manualRetries(); createIndexPush({ ...options, schedule: retries.schedule })
 */
export function manualRetries() {
  const waiting: { retry: () => void; ms: number }[] = []
  const scheduled: (() => void)[] = []
  return {
    schedule: (retry: () => void, ms: number) => {
      waiting.push({ retry, ms })
      for (const wake of scheduled.splice(0)) wake()
      return () => undefined
    },
    /** Resolves with the wait asked for once a retry is scheduled. */
    scheduled: () =>
      waiting.length > 0
        ? Promise.resolve(waiting[0]!.ms)
        : new Promise<number>((done) => scheduled.push(() => done(waiting[0]!.ms))),
    runRetry: () => waiting.shift()?.retry(),
  }
}
