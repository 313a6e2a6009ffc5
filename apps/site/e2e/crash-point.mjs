// Test-only, loaded into the site server by the crash journey with `node --import` (never by the site itself): a
// crash at a known point. The first FORECOURT_E2E_ANSWERED_LEADS stored leads are answered as usual; the next
// FORECOURT_E2E_HELD_LEADS answers of a stored lead (201) are held, never sent, each one's body appended to
// FORECOURT_E2E_HELD_LEADS_FILE; the moment the last of them is held, the process kills itself with SIGKILL. So the
// held leads are provably committed (the site answers only after its write) and provably unanswered at the crash.
import { appendFileSync } from 'node:fs'
import { ServerResponse } from 'node:http'
import { Buffer } from 'node:buffer'

const answered = Number(process.env.FORECOURT_E2E_ANSWERED_LEADS ?? 0)
const toHold = Number(process.env.FORECOURT_E2E_HELD_LEADS ?? 0)
const heldFile = process.env.FORECOURT_E2E_HELD_LEADS_FILE ?? ''
if (!Number.isInteger(answered) || !Number.isInteger(toHold) || toHold < 1 || !heldFile)
  throw new Error('crash-point: set FORECOURT_E2E_ANSWERED_LEADS, FORECOURT_E2E_HELD_LEADS and _FILE')

let stored = 0
let held = 0
/** The chunks of each held answer; an answer is held or sent whole, decided when it first writes. */
const heldBodies = new WeakMap()
const sent = new WeakSet()
const write = ServerResponse.prototype.write
const end = ServerResponse.prototype.end

/** Whether this answer says a lead was just stored (POST /api/leads answered 201). */
const isNewLead = (res) =>
  res.req?.method === 'POST' && res.req.url?.split('?')[0] === '/api/leads' && res.statusCode === 201

/** The held chunks of an answer to hold, or null for an answer to send. */
function heldChunks(res) {
  if (heldBodies.has(res)) return heldBodies.get(res)
  if (sent.has(res) || !isNewLead(res)) return null
  if (stored < answered) {
    stored += 1
    sent.add(res)
    return null
  }
  heldBodies.set(res, [])
  return heldBodies.get(res)
}

function keep(chunks, chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return
  chunks.push(
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
  )
}

ServerResponse.prototype.write = function (chunk, encoding, callback) {
  const chunks = heldChunks(this)
  if (!chunks) return write.call(this, chunk, encoding, callback)
  keep(chunks, chunk, encoding)
  return true
}

ServerResponse.prototype.end = function (chunk, encoding, callback) {
  const chunks = heldChunks(this)
  if (!chunks) return end.call(this, chunk, encoding, callback)
  keep(chunks, chunk, encoding)
  held += 1
  appendFileSync(heldFile, `${Buffer.concat(chunks).toString('utf8')}\n`)
  if (held === toHold) process.kill(process.pid, 'SIGKILL')
  return this
}
