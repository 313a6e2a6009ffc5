// @ts-check
// PGlite's own thread. PostgreSQL runs here as WebAssembly, synchronously: every statement, commit and checkpoint
// would otherwise stop the site's event loop, and every request in flight with it. The site talks to this thread
// through sql-pglite.ts; the protocol is one message per call, answered by id.
import { PGlite } from '@electric-sql/pglite'
import { mkdir } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'

/**
 * @typedef {{ id: number, op: 'query', text: string, params: unknown[], tx: number | null }
 *   | { id: number, op: 'exec', script: string, tx: number | null }
 *   | { id: number, op: 'begin' }
 *   | { id: number, op: 'commit' | 'rollback', tx: number }
 *   | { id: number, op: 'close' }} Request
 */

if (!parentPort) throw new Error('pglite-worker.js runs as a worker thread')
const port = parentPort
/** @type {{ dataDir: string }} */
const { dataDir } = workerData

/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction | null, end: (commit: boolean) => void, done: Promise<unknown> }>} */
const transactions = new Map()

const ready = (async () => {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true })
  // relaxedDurability stays off: a commit is on disk before its answer leaves this thread.
  return PGlite.create(dataDir, { relaxedDurability: false })
})()

port.on('message', (/** @type {Request} */ request) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result }),
    (error) => port.postMessage({ id: request.id, ok: false, error: describe(error) }),
  )
})

/** @param {Request} request */
async function handle(request) {
  const db = await ready
  switch (request.op) {
    case 'query': {
      const result = await target(db, request.tx).query(request.text, request.params)
      return result.rows
    }
    case 'exec':
      await target(db, request.tx).exec(request.script)
      return null
    case 'begin':
      return begin(db, request.id)
    case 'commit':
    case 'rollback': {
      const open = transactions.get(request.tx)
      if (!open) throw new Error(`No open transaction ${request.tx}`)
      transactions.delete(request.tx)
      open.end(request.op === 'commit')
      await open.done
      return null
    }
    case 'close':
      await db.close()
      return null
  }
}

/**
 * Opens a transaction that stays open until the site commits or rolls it back. PGlite has one connection: queries
 * from outside the transaction wait until it ends.
 * @param {PGlite} db
 * @param {number} id
 * @returns {Promise<number>}
 */
function begin(db, id) {
  return new Promise((opened, failed) => {
    /** @type {{ tx: import('@electric-sql/pglite').Transaction | null, end: (commit: boolean) => void, done: Promise<unknown> }} */
    const open = { tx: null, end: () => {}, done: Promise.resolve() }
    const done = db.transaction(
      (tx) =>
        new Promise((settle, abort) => {
          open.tx = tx
          open.end = (commit) => (commit ? settle(null) : abort(new RollbackRequested()))
          transactions.set(id, open)
          opened(id)
        }),
    )
    open.done = done.catch((error) => {
      if (!(error instanceof RollbackRequested)) throw error
    })
    // A transaction that fails to open answers `begin` with its error; later failures answer `commit`.
    open.done.catch(failed)
  })
}

class RollbackRequested extends Error {}

/**
 * @param {PGlite} db
 * @param {number | null} tx
 */
function target(db, tx) {
  if (tx === null) return db
  const open = transactions.get(tx)
  if (!open?.tx) throw new Error(`No open transaction ${tx}`)
  return open.tx
}

/** PostgreSQL's error fields travel with the message, so callers can tell a conflict from a syntax error. */
function describe(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) }
  /** @type {Record<string, unknown>} */
  const fields = { message: error.message }
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'severity', 'position'])
    if (key in error)
      fields[key] = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error))[key]
  return fields
}
