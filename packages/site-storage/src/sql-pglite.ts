import { Worker } from 'node:worker_threads'
import { refuseClose, type Sql, type SqlValue } from './sql'

/** The data folder that keeps PGlite in memory only (tests). */
export const inMemory = 'memory://'

/** Where the storage thread's script is: beside this module, in src/ (tests) and in dist/ (the build) alike. */
const workerScript = new URL('./pglite-worker.js', import.meta.url)

type Call =
  | { op: 'query'; text: string; params: readonly SqlValue[]; tx: number | null }
  | { op: 'exec'; script: string; tx: number | null }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'close' }

type Answer = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ErrorFields }

interface ErrorFields {
  message: string
  [field: string]: unknown
}

/**
 * Opens embedded PostgreSQL (PGlite) on a data folder, creating it when new, or in memory with `memory://`.
 * PGlite runs PostgreSQL as WebAssembly, synchronously, so it gets a worker thread of its own: statements, commits
 * and checkpoints never hold up the requests the site is serving. Every commit is written to the folder before its
 * query resolves (relaxedDurability stays off), so an acknowledged write survives a killed process. One process at
 * a time may open a folder.
 * @example const sql = await openPgliteSql('/srv/forecourt/.data')
 */
export async function openPgliteSql(dataDir: string): Promise<Sql> {
  const worker = new Worker(workerScript, { workerData: { dataDir } })
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  let nextId = 1
  let stopped: Error | null = null

  const stop = (error: Error) => {
    stopped ??= error
    for (const waiting of pending.values()) waiting.reject(stopped)
    pending.clear()
  }
  worker.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id)
    if (!waiting) return
    pending.delete(answer.id)
    if (answer.ok) waiting.resolve(answer.result)
    else waiting.reject(rebuildError(answer.error))
  })
  worker.on('error', (error) => stop(new Error(`The PGlite storage thread failed: ${error.message}`)))
  worker.on('exit', (code) => stop(new Error(`The PGlite storage thread stopped (exit code ${code})`)))

  const call = <T>(message: Call): Promise<T> => {
    if (stopped) return Promise.reject(stopped)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage({ ...message, id })
    })
  }

  const handle = (tx: number | null): Pick<Sql, 'query' | 'exec'> => ({
    query: <T>(text: string, params: readonly SqlValue[] = []) =>
      call<T[]>({ op: 'query', text, params, tx }),
    exec: (script) => call<void>({ op: 'exec', script, tx }),
  })

  // A database that cannot open (a folder another process holds, a damaged folder) fails here, not at first use.
  await call({ op: 'query', text: 'SELECT 1', params: [], tx: null })

  let closing: Promise<void> | null = null
  return {
    ...handle(null),
    transaction: async <T>(fn: (tx: Sql) => Promise<T>): Promise<T> => {
      const tx = await call<number>({ op: 'begin' })
      const sql: Sql = { ...handle(tx), transaction: (inner) => inner(sql), close: refuseClose }
      let result: T
      try {
        result = await fn(sql)
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => {})
        throw error
      }
      await call({ op: 'commit', tx })
      return result
    },
    close: () =>
      (closing ??= (async () => {
        try {
          if (!stopped) await call({ op: 'close' })
        } finally {
          await worker.terminate()
        }
      })()),
  }
}

/** PostgreSQL's error fields (code, detail, constraint…) come back on the Error, as PGlite and node-postgres set them. */
function rebuildError(fields: ErrorFields): Error {
  return Object.assign(new Error(fields.message), fields)
}
