import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createStorage } from '../src/server/storage'
import { startSite } from './harness'

const total = 200
const host = 'wattle-bay.localhost'
const tenant = 'wattle-bay-kia'

interface Attempt {
  status: number
  leadId: string | null
}

/** One POST /api/leads; a refused connection or a reset answers status 0. */
function post(origin: string, body: string, clientIp: string): Promise<Attempt> {
  const { port } = new URL(origin)
  return new Promise((done) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          let leadId: string | null
          try {
            leadId = (JSON.parse(text) as { lead_id?: string }).lead_id ?? null
          } catch {
            leadId = null
          }
          done({ status: res.statusCode ?? 0, leadId })
        })
        res.on('error', () => done({ status: 0, leadId: null }))
      },
    )
    req.on('error', () => done({ status: 0, leadId: null }))
    req.end(body)
  })
}

const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-durability-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('leads survive a crash', () => {
  it(`${total} concurrent submissions with the server killed and restarted in the middle: every acknowledged lead is stored once`, async () => {
    // Each submission comes from its own client address, as shoppers do (the per-client limit stays in force).
    const env = { DATA_DIR: dataDir, TRUST_PROXY: '1' }
    let site = await startSite(env)
    let origin = site.origin
    const acknowledged = new Map<string, string>()
    let restarting = null as Promise<void> | null
    let restarts = 0
    let failedAttempts = 0

    const restart = async () => {
      await site.kill()
      restarts += 1
      site = await startSite(env)
      origin = site.origin
    }

    const submit = async (index: number) => {
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
      const clientIp = `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`
      const deadline = Date.now() + 60_000
      // The lead-client's behaviour: the same key again after a network error or a 5xx, until accepted.
      while (Date.now() < deadline) {
        if (restarting) await restarting
        const attempt = await post(origin, body, clientIp)
        if ((attempt.status === 200 || attempt.status === 201) && attempt.leadId) {
          acknowledged.set(key, attempt.leadId)
          if (acknowledged.size === total / 2 && !restarting) restarting = restart()
          return
        }
        if (attempt.status !== 0 && attempt.status < 500)
          throw new Error(`lead ${index} refused: ${attempt.status}`)
        failedAttempts += 1
        await new Promise((wait) => setTimeout(wait, 100))
      }
      throw new Error(`lead ${index} was never acknowledged`)
    }

    await Promise.all(Array.from({ length: total }, (_, index) => submit(index)))
    await restarting
    await site.stop()

    const storage = await createStorage({ dataDir, log: () => {} })
    try {
      const stored = await storage.leads.list(tenant, { limit: total * 2 })
      expect(restarts).toBe(1)
      expect(failedAttempts).toBeGreaterThan(0)
      expect(acknowledged.size).toBe(total)
      expect(stored).toHaveLength(total)
      const byKey = new Map(stored.map((lead) => [lead.idempotencyKey, lead.id]))
      for (const [key, leadId] of acknowledged) expect(byKey.get(key)).toBe(leadId)
    } finally {
      await storage.close()
    }
  }, 180_000)
})
