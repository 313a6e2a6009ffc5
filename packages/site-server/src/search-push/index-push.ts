import { isDeepStrictEqual } from 'node:util'
import type { Algoliasearch } from 'algoliasearch'

/** A record as an index holds it: its objectID and its attributes. */
export type PushRecord = { objectID: string } & Record<string, unknown>

/** One write to an index: a record stored whole, or a record deleted. */
export type PushWrite = { action: 'save'; record: PushRecord } | { action: 'delete'; objectID: string }

/** The part of the `algoliasearch` client the push uses (the real client, or one pointed at another host). */
export type IndexWriteClient = Pick<Algoliasearch, 'batch' | 'setSettings' | 'browseObjects'>

/** The settings of an index and of each of its replicas, as Algolia takes them. */
export interface PushSettings {
  /** The primary index's settings, naming its replicas. */
  settings: Record<string, unknown>
  /** Each replica's own settings (its ranking), over the primary's. */
  replicas: Record<string, Record<string, unknown>>
}

/** Options of {@link createIndexPush}. */
export interface IndexPushOptions {
  client: IndexWriteClient
  indexName: string
  /** Written at start: the index's settings and each replica's. */
  settings: PushSettings
  /** Says which index a line of the log is about (the tenant's slug). */
  label: string
  log: (message: string) => void
  /**
   * Most writes in one batch request.
   * @default 1000
   */
  maxBatch?: number
  /**
   * Waits before a failed write is sent again: the first, doubled at each failure in a row up to the last.
   * @default [1000, 60000]
   */
  backoffMs?: readonly [first: number, most: number]
  /**
   * Runs `retry` after `ms`; answers how to cancel it. Tests pass their own to retry on an event, not a time.
   * @defaultValue setTimeout
   */
  schedule?: (retry: () => void, ms: number) => () => void
}

/** A tenant's stock changes on their way to a remote index (Algolia), in order, merged while they wait. */
export interface IndexPush {
  /**
   * Makes the remote index what these records say: its settings and each replica's are written, its records read
   * (browse) and only the records that differ are sent, and the ones it holds that are not here deleted. Writes
   * given before it finishes are kept and sent after it. Resolves once the index holds the records; a failure is
   * logged and tried again, so it resolves once the remote index can be reached.
   */
  start(records: readonly PushRecord[]): Promise<void>
  /** Queues writes: a write to a record still waiting replaces the one before it. */
  write(writes: readonly PushWrite[]): void
  /** Resolves once every write queued so far is sent (what a test waits on, never a time). */
  idle(): Promise<void>
  /** Stops: nothing more is sent, a retry waiting is cancelled. */
  close(): void
}

/** A status that sending the same write again cannot change: the write itself is refused. */
const refusedStatuses = new Set([400, 413, 422])

/**
 * Sends a tenant's stock changes to a remote index with the `algoliasearch` client, so a tenant switched to Algolia
 * has the same records as the site's own engine. Writes go in batches of up to 1,000, one request at a time, in the
 * order made; while one is on its way, later writes to the same record replace each other, so a car repriced ten
 * times in a second costs one write. A failed batch is sent again after a wait that doubles (1 s up to 60 s), merged
 * under anything written since; one the index refuses (400, 413) is split and each write sent alone, and a write
 * refused alone is logged, naming the record, and dropped: it would block every change after it otherwise.
 * @example
 * const push = createIndexPush({ client, indexName: 'Car_production', settings, label: 'wattle-bay-kia', log })
 * await push.start(records)
 * push.write([{ action: 'save', record }])
 */
export function createIndexPush(options: IndexPushOptions): IndexPush {
  const { client, indexName, label, log } = options
  const maxBatch = options.maxBatch ?? 1000
  const [firstWait, mostWait] = options.backoffMs ?? [1000, 60_000]
  const schedule =
    options.schedule ??
    ((retry, ms) => {
      const timer = setTimeout(retry, ms)
      return () => clearTimeout(timer)
    })
  /** Writes waiting to be sent, by objectID, in the order first written. */
  const pending = new Map<string, PushWrite>()
  /** ObjectIDs to send one per batch: their batch was refused as a whole. */
  const alone = new Set<string>()
  let started = false
  let sending = false
  let closed = false
  let wait = 0
  let cancelRetry: (() => void) | null = null
  let idleWaiters: (() => void)[] = []

  /** Waits before trying again; close ends the wait at once. */
  const pause = (ms: number) =>
    new Promise<void>((done) => {
      const cancel = schedule(() => {
        cancelRetry = null
        done()
      }, ms)
      cancelRetry = () => {
        cancel()
        cancelRetry = null
        done()
      }
    })
  const objectIdOf = (write: PushWrite) => (write.action === 'save' ? write.record.objectID : write.objectID)
  const queue = (writes: readonly PushWrite[]) => {
    for (const write of writes) {
      const id = objectIdOf(write)
      pending.delete(id)
      pending.set(id, write)
    }
  }
  /** Queues writes older than those waiting, first in line: a record already waiting keeps its later write. */
  const queueUnder = (writes: readonly PushWrite[]) => {
    const later = [...pending.values()]
    pending.clear()
    queue(writes)
    queue(later)
  }
  const settle = () => {
    if (pending.size > 0 || sending || !started) return
    for (const wake of idleWaiters.splice(0)) wake()
  }
  const failed = (what: string, error: unknown) => {
    wait = wait === 0 ? firstWait : Math.min(wait * 2, mostWait)
    log(
      `search push: ${label} ${indexName}: ${what} failed (${describeError(error)}); trying again in ${wait} ms`,
    )
    return wait
  }

  const nextBatch = (): PushWrite[] => {
    const batch: PushWrite[] = []
    for (const [id, write] of pending) {
      if (alone.has(id)) {
        if (batch.length === 0) batch.push(write)
        break
      }
      batch.push(write)
      if (batch.length >= maxBatch) break
    }
    for (const write of batch) pending.delete(objectIdOf(write))
    return batch
  }

  const send = async () => {
    if (sending || closed || !started || cancelRetry) return
    sending = true
    try {
      while (pending.size > 0 && !closed) {
        const batch = nextBatch()
        try {
          await client.batch({ indexName, batchWriteParams: { requests: batch.map(batchRequest) } })
          wait = 0
          batch.forEach((write) => alone.delete(objectIdOf(write)))
        } catch (error) {
          const status = statusOf(error)
          const refused = status !== null && refusedStatuses.has(status)
          if (refused) {
            if (batch.length > 1) batch.forEach((write) => alone.add(objectIdOf(write)))
            else {
              alone.delete(objectIdOf(batch[0] as PushWrite))
              log(
                `search push: ${label} ${indexName}: record ${objectIdOf(batch[0] as PushWrite)} refused and not sent: ${describeError(error)}`,
              )
              continue
            }
          }
          // Sent again under whatever was written since: the later write of a record wins.
          queueUnder(batch)
          if (!refused) {
            void pause(failed(`sending ${batch.length} writes`, error)).then(send)
            return
          }
        }
      }
    } finally {
      sending = false
      settle()
    }
  }

  const writeSettings = async () => {
    await client.setSettings({
      indexName,
      indexSettings: options.settings.settings,
      forwardToReplicas: false,
    })
    for (const [replica, settings] of Object.entries(options.settings.replicas))
      await client.setSettings({ indexName: replica, indexSettings: settings })
  }

  /** The writes that make the remote index hold exactly these records. */
  const differences = async (records: readonly PushRecord[]): Promise<PushWrite[]> => {
    const wanted = new Map(records.map((record) => [record.objectID, comparable(record)]))
    const writes: PushWrite[] = []
    const seen = new Set<string>()
    await client.browseObjects<PushRecord>({
      indexName,
      browseParams: { hitsPerPage: 1000 },
      aggregator: (page) => {
        for (const hit of page.hits) {
          seen.add(hit.objectID)
          const record = wanted.get(hit.objectID)
          if (!record) writes.push({ action: 'delete', objectID: hit.objectID })
          else if (!isDeepStrictEqual(record, comparable(hit))) writes.push({ action: 'save', record })
        }
      },
    })
    for (const [id, record] of wanted) if (!seen.has(id)) writes.push({ action: 'save', record })
    return writes
  }

  return {
    start: async (records) => {
      // Written before start finishes are newer than the records given: they stay on top of the differences.
      for (;;) {
        if (closed) return
        try {
          await writeSettings()
          const writes = await differences(records)
          queueUnder(writes)
          log(
            `search push: ${label} ${indexName}: ${writes.length} of ${records.length} records to send at start`,
          )
          break
        } catch (error) {
          await pause(failed('starting', error))
        }
      }
      wait = 0
      started = true
      await send()
      await (pending.size > 0 || sending ? new Promise<void>((done) => idleWaiters.push(done)) : undefined)
    },
    write: (writes) => {
      if (closed || writes.length === 0) return
      queue(writes)
      void send()
    },
    idle: () =>
      new Promise<void>((done) => {
        idleWaiters.push(done)
        settle()
      }),
    close: () => {
      closed = true
      cancelRetry?.()
      idleWaiters = []
    },
  }
}

function batchRequest(write: PushWrite) {
  return write.action === 'save'
    ? { action: 'updateObject' as const, body: write.record }
    : { action: 'deleteObject' as const, body: { objectID: write.objectID } }
}

/** A record as JSON would carry it (no undefined fields), to compare with one read back from the index. */
function comparable(record: PushRecord): PushRecord {
  return JSON.parse(JSON.stringify(record)) as PushRecord
}

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : null
}

function describeError(error: unknown): string {
  const status = statusOf(error)
  const message = error instanceof Error ? error.message : String(error)
  return status === null ? message : `${status} ${message}`
}
