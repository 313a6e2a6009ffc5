import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request, type ClientRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createStorage, type Storage } from '@forecourt/site-storage'
import { startTestPostgres, type TestPostgres } from '@forecourt/site-storage/testing'
import { appDir, startSite } from './harness'

const host = 'wattle-bay.localhost'
const tenant = 'wattle-bay-kia'
/** Submissions sent together while the server crashes. */
const concurrent = 200
/** Stored leads the server answers before the crash point. */
const answeredBeforeCrash = 100
/** Stored leads whose answers the crash point holds: committed, never answered; the last one held kills it. */
const heldAtCrash = 10
/** Submissions whose body is half sent when the server dies: in flight, not yet stored. */
const halfSentAtCrash = 10
const crashPoint = join(appDir, 'e2e/crash-point.mjs')

interface Attempt {
  status: number
  leadId: string | null
}

/** A submission's key, body and every attempt it made, in order. */
interface Submission {
  key: string
  body: string
  clientIp: string
  attempts: Attempt[]
}

function submission(index: number): Submission {
  const key = randomUUID()
  const body = JSON.stringify({
    form: 'enquiry',
    idempotency_key: key,
    car_id: 2000001,
    url: `http://${host}/cars/2026-kia-sportage-s-wbk000001`,
    values: {
      name: 'Jo Citizen',
      email: `shopper${index}@example.com`,
      phone: '0412 345 678',
      message: `Submission ${index}`,
      terms_conditions: true,
    },
  })
  // Each submission comes from its own client address, as shoppers do (the per-client limit stays in force).
  return { key, body, clientIp: `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`, attempts: [] }
}

/** Opens POST /api/leads on a connection of its own; a refused connection or a reset answers status 0. */
function open(origin: string, item: Submission): { req: ClientRequest; answer: Promise<Attempt> } {
  const { port } = new URL(origin)
  let req: ClientRequest | undefined
  const answer = new Promise<Attempt>((done) => {
    const failed = () => done({ status: 0, leadId: null })
    req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        agent: false,
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(item.body),
          'x-forwarded-for': item.clientIp,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('error', failed)
        res.on('aborted', failed)
        res.on('end', () => {
          let leadId: string | null
          try {
            leadId = (JSON.parse(text) as { lead_id?: string }).lead_id ?? null
          } catch {
            leadId = null
          }
          done({ status: res.statusCode ?? 0, leadId })
        })
      },
    )
    req.on('error', failed)
  })
  return { req: req as ClientRequest, answer }
}

/** Sends a whole submission once. */
function post(origin: string, item: Submission): Promise<Attempt> {
  const { req, answer } = open(origin, item)
  req.end(item.body)
  return answer
}

/**
 * Sends the headers and half the body, and resolves once both are written to the connection, with the answer still
 * to come (wrapped: a promise returned by an async function would be waited for).
 */
async function postHalf(origin: string, item: Submission): Promise<{ answer: Promise<Attempt> }> {
  const { req, answer } = open(origin, item)
  const half = item.body.slice(0, Math.floor(item.body.length / 2))
  await new Promise<void>((written, fail) => {
    req.once('error', fail)
    req.write(half, () => written())
  })
  return { answer }
}

interface CrashStorage {
  env: Record<string, string>
  open(): Promise<Storage>
  dispose(): Promise<void>
}

const storages: [string, () => Promise<CrashStorage>][] = [
  [
    'embedded PGlite',
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-durability-'))
      return Promise.resolve({
        env: { DATA_DIR: dataDir },
        open: () => createStorage({ dataDir, log: () => {} }),
        dispose: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
      })
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const postgres: TestPostgres = await startTestPostgres()
      const databaseUrl = await postgres.createDatabase('durability')
      const crmDir = mkdtempSync(join(tmpdir(), 'forecourt-durability-crm-'))
      return {
        env: { DATABASE_URL: databaseUrl, DATA_DIR: crmDir },
        open: () => createStorage({ databaseUrl, log: () => {} }),
        dispose: async () => {
          await postgres.stop()
          rmSync(crmDir, { recursive: true, force: true })
        },
      }
    },
  ],
]

describe.each(storages)('leads survive a crash on %s', (_name, prepare) => {
  let storage: CrashStorage | undefined
  afterAll(() => storage?.dispose())

  it(
    `${concurrent} concurrent submissions, ${heldAtCrash} of them stored but unanswered and ${halfSentAtCrash} ` +
      'half sent when the server is killed (SIGKILL): each in-flight one is retried with the same key, and every ' +
      'acknowledged lead is stored once with the id it was answered with',
    async () => {
      storage = await prepare()
      const workDir = mkdtempSync(join(tmpdir(), 'forecourt-crash-point-'))
      const heldFile = join(workDir, 'held.jsonl')
      const env = { ...storage.env, TRUST_PROXY: '1' }
      const first = await startSite(
        {
          ...env,
          FORECOURT_E2E_ANSWERED_LEADS: String(answeredBeforeCrash),
          FORECOURT_E2E_HELD_LEADS: String(heldAtCrash),
          FORECOURT_E2E_HELD_LEADS_FILE: heldFile,
        },
        { preload: [crashPoint] },
      )
      // Every attempt that fails waits for the server that replaces the crashed one, then tries again.
      const restarted = first.exited.then(() => startSite(env))

      /** The lead-client's behaviour: the same key again after a network error or a 5xx, until accepted. */
      const settle = async (item: Submission, firstAnswer: Promise<Attempt>): Promise<void> => {
        let answer = firstAnswer
        for (;;) {
          const attempt = await answer
          item.attempts.push(attempt)
          if ((attempt.status === 200 || attempt.status === 201) && attempt.leadId) return
          if (attempt.status !== 0 && attempt.status < 500)
            throw new Error(`lead ${item.key} refused: ${attempt.status}`)
          if (item.attempts.length > 3) throw new Error(`lead ${item.key} was never acknowledged`)
          answer = post((await restarted).origin, item)
        }
      }

      // The half-sent ones go first, so they are in flight before any answer can reach the crash point.
      const halfSent = Array.from({ length: halfSentAtCrash }, (_, index) => submission(concurrent + index))
      const halfAnswers = await Promise.all(halfSent.map((item) => postHalf(first.origin, item)))
      const whole = Array.from({ length: concurrent }, (_, index) => submission(index))
      await Promise.all([
        ...halfSent.map((item, index) =>
          settle(item, (halfAnswers[index] as { answer: Promise<Attempt> }).answer),
        ),
        ...whole.map((item) => settle(item, post(first.origin, item))),
      ])
      const second = await restarted
      await second.stop()

      const crash = await first.exited
      const held = readFileSync(heldFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { lead_id: string }).lead_id)
      rmSync(workDir, { recursive: true, force: true })
      expect(crash.signal).toBe('SIGKILL')
      expect(held).toHaveLength(heldAtCrash)

      const everyone = [...whole, ...halfSent]
      const acknowledged = new Map(everyone.map((item) => [item.key, item.attempts.at(-1)?.leadId]))
      const interrupted = everyone.filter((item) => item.attempts.length > 1)
      // Each held lead was stored before the crash: its retry, with the same key, is answered as a repeat (200)
      // with the id the held answer carried.
      const repeats = new Map(
        interrupted
          .filter((item) => item.attempts.at(-1)?.status === 200)
          .map((item) => [item.attempts.at(-1)?.leadId, item]),
      )
      for (const leadId of held) {
        const item = repeats.get(leadId)
        expect(item, `held lead ${leadId} answered on retry`).toBeDefined()
        expect(item?.attempts[0]?.status).toBe(0)
      }
      // Each half-sent one was in flight at the crash, not stored: its retry stores it (201).
      for (const item of halfSent) {
        expect(item.attempts[0]?.status).toBe(0)
        expect(item.attempts.at(-1)?.status).toBe(201)
      }
      expect(interrupted.length).toBeGreaterThanOrEqual(heldAtCrash + halfSentAtCrash)
      console.log(
        `crash: ${held.length} held, ${halfSent.length} half sent, ${interrupted.length} submissions in flight ` +
          `in all, ${everyone.length - interrupted.length} answered before the crash`,
      )

      const opened = await storage.open()
      try {
        const stored = await opened.leads.list(tenant, { limit: everyone.length * 2 })
        expect(stored).toHaveLength(everyone.length)
        const byKey = new Map(stored.map((lead) => [lead.idempotencyKey, lead.id]))
        for (const [key, leadId] of acknowledged) expect(byKey.get(key)).toBe(leadId)
      } finally {
        await opened.close()
      }
    },
    180_000,
  )
})
