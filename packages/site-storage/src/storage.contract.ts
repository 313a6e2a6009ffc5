import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeRateLimitContract } from './rate-limit.contract'
import type { CrmJob, NewLead, StockCar, Storage } from './storage-types'

/** How a contract suite reaches one backend: each `open` opens the suite's own database, the same one every time. */
export interface StorageHarness {
  open(): Promise<Storage>
  /** Removes the database (and stops its server). */
  dispose(): Promise<void>
}

const minute = 60_000
const hour = 60 * minute
const year = 365 * 24 * hour

/**
 * The behaviour every storage backend must show: PGlite and PostgreSQL both run this one suite, so the embedded
 * default and the scaled-out database cannot drift apart. Tests share one database and keep apart by tenant; the
 * CRM tests first lease away every job already due, since the outbox is drained across tenants.
 * @example describeStorageContract('PGlite', async () => ({ open: () => createStorage({ dataDir }), dispose }))
 */
export function describeStorageContract(name: string, makeHarness: () => Promise<StorageHarness>): void {
  describe(`storage contract: ${name}`, () => {
    let harness: StorageHarness | undefined
    let storage: Storage

    beforeAll(async () => {
      harness = await makeHarness()
      storage = await harness.open()
    }, 90_000)

    afterAll(async () => {
      await storage?.close()
      await harness?.dispose()
    }, 60_000)

    /** Hands new leads' jobs to a taker that keeps them; `stop` ends the handover. */
    const takeNewJobs = (leaseMs: number, accepting: () => boolean = () => true) => {
      const taken: CrmJob[] = []
      const stop = storage.crm.takeNewJobs({ leaseMs, accepting, take: (job) => taken.push(job) })
      return { taken, stop }
    }

    /** Leases away every pending job, leased or not, as if claimed in a century, so a test claims only its own. */
    const drainOutbox = async () => {
      const century = new Date(Date.now() + 100 * year)
      while ((await storage.crm.claimDue(century, 1000, 10 * year)).length > 0);
    }

    describe('leads', () => {
      it('stores a lead with an id, dates and no steps, and queues its CRM delivery', async () => {
        const tenant = newTenant()
        const before = Date.now()
        const { lead, created } = await storage.leads.insert(newLead(tenant, { carId: 3000598 }))
        expect(created).toBe(true)
        expect(lead).toMatchObject({
          tenant,
          idempotencyKey: expect.any(String) as string,
          form: 'enquiry',
          category: 'Enquiry',
          subcategory: null,
          carId: 3000598,
          payload: { firstName: 'Sam', consent: true, comments: ['a', 'b'], amount: 12.5, extra: null },
          steps: {},
          formCompleted: true,
          offerAccepted: false,
        })
        expect(lead.id).toMatch(/^[0-9a-f-]{36}$/)
        expect(lead.createdAt).toBeInstanceOf(Date)
        expect(lead.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
        expect(lead.updatedAt.getTime()).toBe(lead.createdAt.getTime())
        expect(await storage.leads.get(tenant, lead.id)).toEqual(lead)
        expect(await storage.crm.stateOf(tenant, lead.id)).toEqual({
          state: 'pending',
          attempts: 0,
          lastError: null,
        })
      })

      it('answers the first lead for a repeated idempotency key and queues nothing more', async () => {
        await drainOutbox()
        const tenant = newTenant()
        const first = await storage.leads.insert(newLead(tenant, { idempotencyKey: 'key-1' }))
        const repeat = await storage.leads.insert(
          newLead(tenant, { idempotencyKey: 'key-1', form: 'test-drive', payload: { other: true } }),
        )
        expect(repeat).toEqual({ lead: first.lead, created: false })
        expect(await storage.leads.list(tenant)).toHaveLength(1)
        const jobs = await storage.crm.claimDue(inAMinute(), 100, minute)
        expect(jobs.map((job) => job.leadId)).toEqual([first.lead.id])
      })

      it('keeps the request fingerprint with the lead and finds a lead by its idempotency key, per tenant', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const { lead } = await storage.leads.insert(
          newLead(a, { idempotencyKey: 'key-f', requestFingerprint: 'sha256:abc' }),
        )
        expect(lead.requestFingerprint).toBe('sha256:abc')
        expect(await storage.leads.findByIdempotencyKey(a, 'key-f')).toEqual(lead)
        expect(await storage.leads.findByIdempotencyKey(b, 'key-f')).toBeNull()
        expect(await storage.leads.findByIdempotencyKey(a, 'key-g')).toBeNull()
        const unfingerprinted = await storage.leads.insert(newLead(a, { idempotencyKey: 'key-h' }))
        expect(unfingerprinted.lead.requestFingerprint).toBeNull()
      })

      it('answers lookups made at once each with its own lead, or null for a key not stored', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const stored = await Promise.all(
          ['key-1', 'key-2', 'key-3'].map(
            async (key) => (await storage.leads.insert(newLead(a, { idempotencyKey: key }))).lead,
          ),
        )
        const asked: [string, string][] = [
          [a, 'key-3'],
          [b, 'key-1'],
          [a, 'key-1'],
          [a, 'key-9'],
          [a, 'key-2'],
          [a, 'key-1'],
        ]
        const found = await Promise.all(
          asked.map(([tenant, key]) => storage.leads.findByIdempotencyKey(tenant, key)),
        )
        expect(found.map((lead) => lead?.id ?? null)).toEqual([
          stored[2]?.id,
          null,
          stored[0]?.id,
          null,
          stored[1]?.id,
          stored[0]?.id,
        ])
        expect(found[4]).toEqual(stored[1])
      })

      it('creates one lead when the same submission arrives several times at once', async () => {
        const tenant = newTenant()
        const results = await Promise.all(
          Array.from({ length: 5 }, () => storage.leads.insert(newLead(tenant, { idempotencyKey: 'same' }))),
        )
        expect(results.filter((result) => result.created)).toHaveLength(1)
        expect(new Set(results.map((result) => result.lead.id)).size).toBe(1)
      })

      it('stores every lead of a concurrent burst from several tenants once, each with its CRM job', async () => {
        await drainOutbox()
        const [a, b] = [newTenant(), newTenant()]
        const results = await Promise.all(
          Array.from({ length: 40 }, (_, index) =>
            storage.leads.insert(
              newLead(index % 2 ? a : b, { idempotencyKey: `burst-${index}`, payload: { index } }),
            ),
          ),
        )
        expect(results.every((result) => result.created)).toBe(true)
        expect(results.map((result) => result.lead.payload)).toEqual(
          Array.from({ length: 40 }, (_, index) => ({ index })),
        )
        expect(results.map((result) => result.lead.tenant)).toEqual(
          Array.from({ length: 40 }, (_, index) => (index % 2 ? a : b)),
        )
        expect(await storage.leads.list(a)).toHaveLength(20)
        expect(await storage.leads.list(b)).toHaveLength(20)
        // A batch answers each lead as it was sent; the stored rows must read the same.
        for (const { lead } of results) expect(await storage.leads.get(lead.tenant, lead.id)).toEqual(lead)
        const jobs = await storage.crm.claimDue(inAMinute(), 100, minute)
        expect(new Set(jobs.map((job) => job.leadId))).toEqual(
          new Set(results.map((result) => result.lead.id)),
        )
      })

      it('fails only the lead the database refuses when it arrives among others', async () => {
        const tenant = newTenant()
        const results = await Promise.allSettled(
          Array.from({ length: 6 }, (_, index) =>
            storage.leads.insert(
              newLead(tenant, {
                idempotencyKey: `mixed-${index}`,
                // PostgreSQL's jsonb refuses the NUL character.
                payload: index === 3 ? { message: 'nul \u0000 inside' } : { index },
              }),
            ),
          ),
        )
        expect(results.map((result) => result.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
          'rejected',
          'fulfilled',
          'fulfilled',
        ])
        expect(await storage.leads.list(tenant)).toHaveLength(5)
      })

      it('keeps idempotency keys per tenant', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const leadA = await storage.leads.insert(newLead(a, { idempotencyKey: 'shared' }))
        const leadB = await storage.leads.insert(newLead(b, { idempotencyKey: 'shared' }))
        expect(leadB.created).toBe(true)
        expect(leadB.lead.id).not.toBe(leadA.lead.id)
      })

      it('never answers another tenant a lead, nor an unknown or malformed id', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const { lead } = await storage.leads.insert(newLead(a))
        expect(await storage.leads.get(b, lead.id)).toBeNull()
        expect(await storage.leads.get(a, randomUUID())).toBeNull()
        expect(await storage.leads.get(a, 'not-a-uuid')).toBeNull()
        expect(await storage.leads.list(b)).toEqual([])
      })

      it('lists a tenant’s leads newest first, up to a limit', async () => {
        const tenant = newTenant()
        const ids: string[] = []
        for (const key of ['k1', 'k2', 'k3']) {
          ids.push((await storage.leads.insert(newLead(tenant, { idempotencyKey: key }))).lead.id)
        }
        await storage.leads.insert(newLead(newTenant()))
        expect((await storage.leads.list(tenant)).map((lead) => lead.id)).toEqual(ids.reverse())
        expect((await storage.leads.list(tenant, { limit: 2 })).map((lead) => lead.id)).toEqual(
          ids.slice(0, 2),
        )
      })

      it('merges trade-in steps, sets the given flags, keeps the others and queues a CRM update', async () => {
        const tenant = newTenant()
        const { lead } = await storage.leads.insert(
          newLead(tenant, { form: 'trade-in', formCompleted: false }),
        )
        await storage.leads.updateSteps(tenant, lead.id, {
          step: 'rego',
          value: { plate: 'ABC123', state: 'NSW' },
        })
        await drainOutbox()
        const updated = await storage.leads.updateSteps(tenant, lead.id, {
          step: 'valuation',
          value: [{ low: 10000, high: 12000 }],
          subcategory: 'Valuation',
          offerAccepted: true,
        })
        expect(updated).toMatchObject({
          id: lead.id,
          steps: { rego: { plate: 'ABC123', state: 'NSW' }, valuation: [{ low: 10000, high: 12000 }] },
          subcategory: 'Valuation',
          formCompleted: false,
          offerAccepted: true,
          payload: lead.payload,
        })
        expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(lead.updatedAt.getTime())
        expect(await storage.leads.get(tenant, lead.id)).toEqual(updated)

        const replaced = await storage.leads.updateSteps(tenant, lead.id, {
          step: 'rego',
          value: null,
          formCompleted: true,
        })
        expect(replaced).toMatchObject({ steps: { rego: null }, formCompleted: true, offerAccepted: true })

        const jobs = await storage.crm.claimDue(inAMinute(), 100, minute)
        expect(jobs.map((job) => job.leadId)).toEqual([lead.id, lead.id])
        expect(jobs[1]?.lead).toEqual(replaced)
      })

      it('updates no lead of another tenant', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const { lead } = await storage.leads.insert(newLead(a))
        expect(
          await storage.leads.updateSteps(b, lead.id, { step: 'rego', value: 1, offerAccepted: true }),
        ).toBeNull()
        expect(await storage.leads.updateSteps(a, 'nope', { step: 'rego', value: 1 })).toBeNull()
        expect(await storage.leads.get(a, lead.id)).toEqual(lead)
        expect(await storage.crm.stateOf(b, lead.id)).toBeNull()
      })
    })

    describe('CRM outbox', () => {
      it('claims due jobs up to the limit and leases them until the lease ends', async () => {
        await drainOutbox()
        const tenant = newTenant()
        const leads = await insertLeads(storage, tenant, 3)
        const now = inAMinute()
        const first = await storage.crm.claimDue(now, 2, 30_000)
        expect(first).toHaveLength(2)
        expect(first[0]).toMatchObject({ tenant, leadId: leads[0]!.id, attempts: 1, lead: leads[0] })
        expect(first[1]).toMatchObject({ tenant, leadId: leads[1]!.id, attempts: 1 })
        const second = await storage.crm.claimDue(now, 10, 30_000)
        expect(second.map((job) => job.leadId)).toEqual([leads[2]!.id])
        expect(await storage.crm.claimDue(new Date(now.getTime() + 29_999), 10, 30_000)).toEqual([])

        const afterLease = await storage.crm.claimDue(new Date(now.getTime() + 30_000), 10, 30_000)
        expect(afterLease.map((job) => job.id).sort()).toEqual(
          [...first, ...second].map((job) => job.id).sort(),
        )
        expect(afterLease.every((job) => job.attempts === 2)).toBe(true)
        expect(await storage.crm.stateOf(tenant, leads[0]!.id)).toMatchObject({
          state: 'pending',
          attempts: 2,
        })
      })

      it('claims nothing before a job is due', async () => {
        await drainOutbox()
        await insertLeads(storage, newTenant(), 1)
        expect(await storage.crm.claimDue(new Date(Date.now() - hour), 10, minute)).toEqual([])
      })

      it('never gives one job to two claims made at once', async () => {
        await drainOutbox()
        const tenant = newTenant()
        await insertLeads(storage, tenant, 6)
        const now = inAMinute()
        const claims = await Promise.all([1, 2, 3, 4].map(() => storage.crm.claimDue(now, 2, minute)))
        const ids = claims.flat().map((job) => job.id)
        expect(ids).toHaveLength(6)
        expect(new Set(ids).size).toBe(6)
      })

      it('records a delivery, and a delivered job is never claimed again', async () => {
        await drainOutbox()
        const tenant = newTenant()
        const [lead] = await insertLeads(storage, tenant, 1)
        const now = inAMinute()
        const [job] = await storage.crm.claimDue(now, 10, minute)
        await storage.crm.delivered([job!.id], now)
        expect(await storage.crm.stateOf(tenant, lead!.id)).toEqual({
          state: 'delivered',
          attempts: 1,
          lastError: null,
        })
        expect(await storage.crm.claimDue(new Date(now.getTime() + hour), 10, minute)).toEqual([])
      })

      it('records every delivery of a run in one call', async () => {
        await drainOutbox()
        const tenant = newTenant()
        const leads = await insertLeads(storage, tenant, 5)
        const now = inAMinute()
        const jobs = await storage.crm.claimDue(now, 10, minute)
        expect(jobs).toHaveLength(5)
        await storage.crm.delivered(
          jobs.map((job) => job.id),
          now,
        )
        await storage.crm.delivered([], now)
        for (const lead of leads)
          expect(await storage.crm.stateOf(tenant, lead.id)).toEqual({
            state: 'delivered',
            attempts: 1,
            lastError: null,
          })
        expect(await storage.crm.claimDue(new Date(now.getTime() + hour), 10, minute)).toEqual([])
      })

      it('retries a failed job when it is due again, and gives up without a retry time', async () => {
        await drainOutbox()
        const tenant = newTenant()
        const [lead] = await insertLeads(storage, tenant, 1)
        const now = inAMinute()
        const [job] = await storage.crm.claimDue(now, 10, hour)
        const retryAt = new Date(now.getTime() + 5 * minute)
        await storage.crm.failed(job!.id, 'HTTP 503', retryAt)
        expect(await storage.crm.stateOf(tenant, lead!.id)).toEqual({
          state: 'pending',
          attempts: 1,
          lastError: 'HTTP 503',
        })
        expect(await storage.crm.claimDue(new Date(retryAt.getTime() - 1), 10, minute)).toEqual([])
        const [retried] = await storage.crm.claimDue(retryAt, 10, minute)
        expect(retried).toMatchObject({ id: job!.id, attempts: 2 })

        await storage.crm.failed(job!.id, 'HTTP 400: bad document', null)
        expect(await storage.crm.stateOf(tenant, lead!.id)).toEqual({
          state: 'failed',
          attempts: 2,
          lastError: 'HTTP 400: bad document',
        })
        expect(await storage.crm.claimDue(new Date(retryAt.getTime() + 24 * hour), 10, minute)).toEqual([])
      })

      it('gives a new lead’s job to the taker, claimed for its lease with the attempt counted', async () => {
        await drainOutbox()
        const tenant = newTenant()
        const { taken, stop } = takeNewJobs(minute)
        try {
          const before = Date.now()
          const { lead } = await storage.leads.insert(newLead(tenant))
          await storage.leads.insert(newLead(tenant, { idempotencyKey: lead.idempotencyKey }))
          expect(taken).toEqual([
            { id: expect.any(Number) as number, tenant, leadId: lead.id, attempts: 1, lead },
          ])
          expect(await storage.crm.stateOf(tenant, lead.id)).toEqual({
            state: 'pending',
            attempts: 1,
            lastError: null,
          })
          expect(await storage.crm.claimDue(new Date(before + minute - 1000), 10, minute)).toEqual([])
          const [again] = await storage.crm.claimDue(new Date(Date.now() + minute + 1000), 10, minute)
          expect(again).toMatchObject({ id: taken[0]!.id, leadId: lead.id, attempts: 2 })
        } finally {
          stop()
        }
      })

      it('gives each lead of a concurrent burst its own job', async () => {
        await drainOutbox()
        const tenant = newTenant()
        const { taken, stop } = takeNewJobs(minute)
        try {
          const results = await Promise.all(
            Array.from({ length: 12 }, () => storage.leads.insert(newLead(tenant))),
          )
          expect(taken.map((job) => job.leadId).sort()).toEqual(
            results.map((result) => result.lead.id).sort(),
          )
          expect(new Set(taken.map((job) => job.id)).size).toBe(12)
          for (const job of taken) expect(job.lead).toEqual(await storage.leads.get(tenant, job.leadId))
        } finally {
          stop()
        }
      })

      it('leaves new jobs in the outbox while the taker is full and once the handover stops', async () => {
        await drainOutbox()
        const tenant = newTenant()
        let accepting = false
        const { taken, stop } = takeNewJobs(minute, () => accepting)
        const { lead: whileFull } = await storage.leads.insert(newLead(tenant))
        accepting = true
        stop()
        const { lead: afterStop } = await storage.leads.insert(newLead(tenant))
        expect(taken).toEqual([])
        for (const lead of [whileFull, afterStop])
          expect(await storage.crm.stateOf(tenant, lead.id)).toEqual({
            state: 'pending',
            attempts: 0,
            lastError: null,
          })
        const claimed = await storage.crm.claimDue(inAMinute(), 10, minute)
        expect(claimed.map((job) => job.leadId)).toEqual([whileFull.id, afterStop.id])
      })

      it('gives back a taken job never attempted: due at once, its claim no longer counted', async () => {
        await drainOutbox()
        const tenant = newTenant()
        const { taken, stop } = takeNewJobs(hour)
        const [first, second] = [
          (await storage.leads.insert(newLead(tenant))).lead,
          (await storage.leads.insert(newLead(tenant))).lead,
        ]
        stop()
        await storage.crm.delivered([taken[1]!.id], new Date())
        await storage.crm.released(taken.map((job) => job.id))
        await storage.crm.released([])
        expect(await storage.crm.stateOf(tenant, first.id)).toEqual({
          state: 'pending',
          attempts: 0,
          lastError: null,
        })
        expect(await storage.crm.stateOf(tenant, second.id)).toEqual({
          state: 'delivered',
          attempts: 1,
          lastError: null,
        })
        const claimed = await storage.crm.claimDue(inAMinute(), 10, minute)
        expect(claimed.map((job) => [job.leadId, job.attempts])).toEqual([[first.id, 1]])
      })

      it('answers the state of a lead’s latest job, and nothing for another tenant or an unknown lead', async () => {
        await drainOutbox()
        const [a, b] = [newTenant(), newTenant()]
        const [lead] = await insertLeads(storage, a, 1)
        const [job] = await storage.crm.claimDue(inAMinute(), 10, minute)
        await storage.crm.delivered([job!.id], new Date())
        await storage.leads.updateSteps(a, lead!.id, { step: 'valuation', value: 1 })
        expect(await storage.crm.stateOf(a, lead!.id)).toEqual({
          state: 'pending',
          attempts: 0,
          lastError: null,
        })
        expect(await storage.crm.stateOf(b, lead!.id)).toBeNull()
        expect(await storage.crm.stateOf(a, randomUUID())).toBeNull()
        expect(await storage.crm.stateOf(a, 'lead-1')).toBeNull()
      })
    })

    describe('accounts', () => {
      it('creates a user once and finds it by email, whatever the case, or by phone', async () => {
        const tenant = newTenant()
        const user = await storage.accounts.userFor(tenant, { email: 'Sam@Example.com' })
        expect(user).toEqual({
          id: expect.any(String) as string,
          tenant,
          email: 'Sam@Example.com',
          phone: null,
        })
        expect(await storage.accounts.userFor(tenant, { email: 'sam@example.COM' })).toEqual(user)
        const byPhone = await storage.accounts.userFor(tenant, { phone: '+61400000001' })
        expect(byPhone.id).not.toBe(user.id)
        expect(await storage.accounts.userFor(tenant, { phone: '+61400000001' })).toEqual(byPhone)
        expect(
          await storage.accounts.userFor(tenant, { email: 'new@example.com', phone: '+61400000001' }),
        ).toEqual(byPhone)
        await expect(storage.accounts.userFor(tenant, {})).rejects.toThrow()
      })

      it('creates one user when the same identity signs in several times at once', async () => {
        const tenant = newTenant()
        const users = await Promise.all(
          [1, 2, 3, 4].map(() => storage.accounts.userFor(tenant, { email: 'race@example.com' })),
        )
        expect(new Set(users.map((user) => user.id)).size).toBe(1)
      })

      it('keeps users per tenant', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const userA = await storage.accounts.userFor(a, { email: 'sam@example.com' })
        const userB = await storage.accounts.userFor(b, { email: 'sam@example.com' })
        expect(userB.id).not.toBe(userA.id)
        expect(await storage.accounts.userById(a, userA.id)).toEqual(userA)
        expect(await storage.accounts.userById(b, userA.id)).toBeNull()
        expect(await storage.accounts.userById(a, 'nobody')).toBeNull()
      })

      it('sets a user’s phone, never another tenant’s user', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const user = await storage.accounts.userFor(a, { email: 'sam@example.com' })
        expect(await storage.accounts.setPhone(b, user.id, '+61400000009')).toBeNull()
        expect(await storage.accounts.setPhone(a, 'nobody', '+61400000009')).toBeNull()
        const updated = await storage.accounts.setPhone(a, user.id, '+61400000002')
        expect(updated).toEqual({ ...user, phone: '+61400000002' })
        expect(await storage.accounts.userFor(a, { phone: '+61400000002' })).toEqual(updated)
        expect(await storage.accounts.userById(b, user.id)).toBeNull()
      })

      it('accepts a matching code once', async () => {
        const tenant = newTenant()
        const now = new Date()
        await storage.accounts.createCode(tenant, code('sam@example.com', 'hash-1', now))
        expect(await storage.accounts.consumeCode(tenant, 'sam@example.com', 'hash-1', now)).toBe(true)
        expect(await storage.accounts.consumeCode(tenant, 'sam@example.com', 'hash-1', now)).toBe(false)
        expect(await storage.accounts.consumeCode(tenant, 'other@example.com', 'hash-1', now)).toBe(false)
      })

      it('counts every check: the right code still works after 4 wrong ones, not after 5', async () => {
        const tenant = newTenant()
        const now = new Date()
        await storage.accounts.createCode(tenant, code('+61400000003', 'right', now))
        for (let attempt = 0; attempt < 4; attempt++) {
          expect(await storage.accounts.consumeCode(tenant, '+61400000003', 'wrong', now)).toBe(false)
        }
        expect(await storage.accounts.consumeCode(tenant, '+61400000003', 'right', now)).toBe(true)

        await storage.accounts.createCode(tenant, code('+61400000004', 'right', now))
        for (let attempt = 0; attempt < 5; attempt++) {
          expect(await storage.accounts.consumeCode(tenant, '+61400000004', 'wrong', now)).toBe(false)
        }
        expect(await storage.accounts.consumeCode(tenant, '+61400000004', 'right', now)).toBe(false)
      })

      it('refuses an expired code', async () => {
        const tenant = newTenant()
        const now = new Date()
        await storage.accounts.createCode(tenant, code('sam@example.com', 'hash', now))
        const expiry = new Date(now.getTime() + 10 * minute)
        expect(await storage.accounts.consumeCode(tenant, 'sam@example.com', 'hash', expiry)).toBe(false)
        expect(
          await storage.accounts.consumeCode(
            tenant,
            'sam@example.com',
            'hash',
            new Date(expiry.getTime() - 1),
          ),
        ).toBe(true)
      })

      it('a new code never voids the pending one: either works, once, and a sign-in retires both', async () => {
        const tenant = newTenant()
        const now = new Date()
        await storage.accounts.createCode(tenant, code('sam@example.com', 'old', now))
        await storage.accounts.createCode(tenant, code('sam@example.com', 'new', now))
        expect(await storage.accounts.consumeCode(tenant, 'sam@example.com', 'old', now)).toBe(true)
        expect(await storage.accounts.consumeCode(tenant, 'sam@example.com', 'new', now)).toBe(false)
      })

      it('counts a guess against every live code of the destination: 5 wrong guesses end them all', async () => {
        const tenant = newTenant()
        const now = new Date()
        await storage.accounts.createCode(tenant, code('+61400000005', 'first', now))
        await storage.accounts.createCode(tenant, code('+61400000005', 'second', now))
        for (let attempt = 0; attempt < 5; attempt++) {
          expect(await storage.accounts.consumeCode(tenant, '+61400000005', 'wrong', now)).toBe(false)
        }
        expect(await storage.accounts.consumeCode(tenant, '+61400000005', 'first', now)).toBe(false)
        expect(await storage.accounts.consumeCode(tenant, '+61400000005', 'second', now)).toBe(false)
      })

      it('never checks a code against another tenant’s, nor counts the attempt there', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const now = new Date()
        await storage.accounts.createCode(a, code('sam@example.com', 'hash', now))
        for (let attempt = 0; attempt < 6; attempt++) {
          expect(await storage.accounts.consumeCode(b, 'sam@example.com', 'hash', now)).toBe(false)
        }
        expect(await storage.accounts.consumeCode(a, 'sam@example.com', 'hash', now)).toBe(true)
      })

      it('counts the codes created for a destination since a time', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const before = new Date(Date.now() - minute)
        await storage.accounts.createCode(a, code('sam@example.com', 'one', new Date()))
        await storage.accounts.createCode(a, code('sam@example.com', 'two', new Date()))
        await storage.accounts.createCode(a, code('kim@example.com', 'three', new Date()))
        expect(await storage.accounts.codesSince(a, 'sam@example.com', before)).toBe(2)
        expect(await storage.accounts.codesSince(a, 'sam@example.com', new Date(Date.now() + minute))).toBe(0)
        expect(await storage.accounts.codesSince(b, 'sam@example.com', before)).toBe(0)
      })

      it('answers a live session with its user, and nothing once expired, deleted or for another tenant', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const user = await storage.accounts.userFor(a, { email: 'sam@example.com' })
        const now = new Date()
        const expiresAt = new Date(now.getTime() + hour)
        await storage.accounts.createSession(a, {
          tokenHash: 'token-hash',
          userId: user.id,
          csrfToken: 'csrf',
          expiresAt,
        })
        expect(await storage.accounts.session(a, 'token-hash', now)).toEqual({ user, csrfToken: 'csrf' })
        expect(await storage.accounts.session(a, 'token-hash', expiresAt)).toBeNull()
        expect(await storage.accounts.session(a, 'unknown', now)).toBeNull()
        expect(await storage.accounts.session(b, 'token-hash', now)).toBeNull()

        await storage.accounts.deleteSession(b, 'token-hash')
        expect(await storage.accounts.session(a, 'token-hash', now)).not.toBeNull()
        await storage.accounts.deleteSession(a, 'token-hash')
        expect(await storage.accounts.session(a, 'token-hash', now)).toBeNull()
      })

      it('keeps the same token hash of two tenants apart', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const userA = await storage.accounts.userFor(a, { email: 'a@example.com' })
        const userB = await storage.accounts.userFor(b, { email: 'b@example.com' })
        const expiresAt = new Date(Date.now() + hour)
        await storage.accounts.createSession(a, {
          tokenHash: 'same',
          userId: userA.id,
          csrfToken: 'ca',
          expiresAt,
        })
        await storage.accounts.createSession(b, {
          tokenHash: 'same',
          userId: userB.id,
          csrfToken: 'cb',
          expiresAt,
        })
        expect((await storage.accounts.session(a, 'same', new Date()))?.user).toEqual(userA)
        expect((await storage.accounts.session(b, 'same', new Date()))?.user).toEqual(userB)
      })
    })

    describe('watchlist', () => {
      it('lists saved cars newest first, once each, and removes them', async () => {
        const tenant = newTenant()
        const user = await storage.accounts.userFor(tenant, { phone: '+61400000005' })
        for (const carId of [3000598, 3000599, 3000600, 3000598])
          await storage.watchlist.add(tenant, user.id, carId)
        expect(await storage.watchlist.list(tenant, user.id)).toEqual([3000600, 3000599, 3000598])
        await storage.watchlist.remove(tenant, user.id, 3000599)
        await storage.watchlist.remove(tenant, user.id, 1)
        expect(await storage.watchlist.list(tenant, user.id)).toEqual([3000600, 3000598])
      })

      it('never reads or changes another tenant’s watchlist', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const user = await storage.accounts.userFor(a, { phone: '+61400000006' })
        await storage.watchlist.add(a, user.id, 3000598)
        expect(await storage.watchlist.list(b, user.id)).toEqual([])
        await storage.watchlist.add(b, user.id, 3000599)
        await storage.watchlist.remove(b, user.id, 3000598)
        expect(await storage.watchlist.list(a, user.id)).toEqual([3000598])
        expect(await storage.watchlist.list(a, 'nobody')).toEqual([])
        await storage.watchlist.add(a, 'nobody', 1)
        await storage.watchlist.remove(a, 'nobody', 1)
      })
    })

    describe('activity', () => {
      it('counts views from the feed’s figure, per tenant and car', async () => {
        const [a, b] = [newTenant(), newTenant()]
        expect(await storage.activity.incrementViews(a, 3000598, 41)).toBe(42)
        expect(await storage.activity.incrementViews(a, 3000598, 41)).toBe(43)
        expect(await storage.activity.incrementViews(a, 3000598, 500)).toBe(44)
        expect(await storage.activity.incrementViews(a, 3000599, 0)).toBe(1)
        expect(await storage.activity.incrementViews(b, 3000598, 7)).toBe(8)
      })

      it('counts every one of many views at once', async () => {
        const tenant = newTenant()
        const counts = await Promise.all(
          Array.from({ length: 10 }, () => storage.activity.incrementViews(tenant, 1, 100)),
        )
        expect([...counts].sort((x, y) => x - y)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110])
      })

      it('records phone reveals and events', async () => {
        const tenant = newTenant()
        await storage.activity.phoneReveal({ tenant, carId: 3000598, dealershipId: 12, websiteId: 'site-1' })
        await storage.activity.phoneReveal({
          tenant,
          carId: 3000598,
          dealershipId: null,
          websiteId: 'site-1',
        })
        await storage.activity.event({ tenant, event: 3, carId: 3000598, at: new Date() })
        await storage.activity.event({ tenant, event: 1, carId: null, at: new Date() })
      })
    })

    describe('reservations', () => {
      it('reserves a car once, per tenant', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const user = await storage.accounts.userFor(a, { email: 'sam@example.com' })
        const { lead } = await storage.leads.insert(newLead(a))
        const reservation = await storage.reservations.create({
          tenant: a,
          carId: 3000600,
          userId: user.id,
          leadId: lead.id,
          amountCents: 50_000,
          paymentReference: 'pi_123',
          holdMs: null,
        })
        expect(reservation).toEqual({
          id: expect.any(String) as string,
          tenant: a,
          carId: 3000600,
          userId: user.id,
          leadId: lead.id,
          amountCents: 50_000,
          paymentReference: 'pi_123',
          status: 'reserved',
          createdAt: expect.any(Date) as Date,
          expiresAt: null,
          idempotencyKey: null,
          requestFingerprint: null,
        })
        const again = {
          tenant: a,
          carId: 3000600,
          userId: null,
          leadId: null,
          amountCents: 1,
          paymentReference: 'x',
          holdMs: 60_000,
        }
        expect(await storage.reservations.create(again)).toBeNull()
        expect(await storage.reservations.create({ ...again, carId: 3000598 })).not.toBeNull()
        expect(await storage.reservations.create({ ...again, tenant: b })).not.toBeNull()
        expect(await storage.reservations.reservedCarIds(a)).toEqual([3000598, 3000600])
        expect(await storage.reservations.reservedCarIds(b)).toEqual([3000600])
        expect(await storage.reservations.reservedCarIds(newTenant())).toEqual([])
      })

      it('finds the hold a request made by its idempotency key while it holds, in its own tenant only', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const hold = (carId: number, idempotencyKey: string, holdMs: number | null = 60_000) =>
          storage.reservations.create({
            tenant: a,
            carId,
            userId: null,
            leadId: null,
            amountCents: 50_000,
            paymentReference: 'pending',
            holdMs,
            idempotencyKey,
            requestFingerprint: `sha256:${idempotencyKey}`,
          })
        const held = await hold(21, 'key-1')
        expect(held).toMatchObject({ idempotencyKey: 'key-1', requestFingerprint: 'sha256:key-1' })
        expect(await storage.reservations.activeByIdempotencyKey(a, 'key-1')).toEqual(held)
        expect(await storage.reservations.activeByIdempotencyKey(b, 'key-1')).toBeNull()
        expect(await storage.reservations.activeByIdempotencyKey(a, 'key-2')).toBeNull()
        // Cancelled (the payment failed) or run out: nothing to finish.
        await storage.reservations.cancel(a, held!.id)
        expect(await storage.reservations.activeByIdempotencyKey(a, 'key-1')).toBeNull()
        await hold(22, 'key-3', -1)
        expect(await storage.reservations.activeByIdempotencyKey(a, 'key-3')).toBeNull()
      })

      it('gives a car to exactly one of several reservations made at once', async () => {
        const tenant = newTenant()
        const results = await Promise.all(
          [1, 2, 3, 4].map((n) =>
            storage.reservations.create({
              tenant,
              carId: 7,
              userId: null,
              leadId: null,
              amountCents: 100,
              paymentReference: `pi_${n}`,
              holdMs: 60_000,
            }),
          ),
        )
        expect(results.filter((result) => result !== null)).toHaveLength(1)
      })

      it('confirms a payment reference, and a cancelled reservation frees the car; other tenants touch neither', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const pending = {
          tenant: a,
          carId: 9,
          userId: null,
          leadId: null,
          amountCents: 20_000,
          holdMs: 60_000,
        }
        const first = await storage.reservations.create({ ...pending, paymentReference: 'pending' })
        if (!first) throw new Error('expected a reservation')
        expect(await storage.reservations.confirm(b, first.id, 'pi_b')).toBe(false)
        expect(await storage.reservations.confirm(a, first.id, 'pi_a')).toBe(true)
        await storage.reservations.cancel(b, first.id)
        expect(await storage.reservations.reservedCarIds(a)).toEqual([9])
        await storage.reservations.cancel(a, first.id)
        expect(await storage.reservations.reservedCarIds(a)).toEqual([])
        expect(await storage.reservations.confirm(a, first.id, 'pi_late')).toBe(false)
        expect(await storage.reservations.create({ ...pending, paymentReference: 'pending' })).not.toBeNull()
      })

      it('holds a car until the hold runs out, then frees it for the next reservation', async () => {
        const tenant = newTenant()
        const hold = {
          tenant,
          carId: 11,
          userId: null,
          leadId: null,
          amountCents: 20_000,
          paymentReference: 'pi',
        }
        const held = await storage.reservations.create({ ...hold, holdMs: 48 * 3_600_000 })
        expect(held?.expiresAt?.valueOf()).toBe((held?.createdAt.valueOf() ?? 0) + 48 * 3_600_000)
        expect(await storage.reservations.create({ ...hold, holdMs: 60_000 })).toBeNull()
        // A hold of 0 ms has run out as soon as it is written: the car reads free and can be reserved again.
        const other = { ...hold, carId: 12 }
        expect(await storage.reservations.create({ ...other, holdMs: 0 })).not.toBeNull()
        expect(await storage.reservations.reservedCarIds(tenant)).toEqual([11])
        const next = await storage.reservations.create({ ...other, holdMs: 60_000 })
        expect(next?.status).toBe('reserved')
        expect(await storage.reservations.reservedCarIds(tenant)).toEqual([11, 12])
      })
    })

    describe('appointments', () => {
      it('books a slot once per location and tenant, and lists booked starts in [from, to)', async () => {
        const [a, b] = [newTenant(), newTenant()]
        const { lead } = await storage.leads.insert(newLead(a))
        const { lead: leadB } = await storage.leads.insert(newLead(b))
        const nine = new Date('2026-12-01T09:00:00+11:00')
        const ten = new Date('2026-12-01T10:00:00+11:00')
        const eleven = new Date('2026-12-01T11:00:00+11:00')
        expect(await storage.appointments.book(a, { locationId: 1, startsAt: ten, leadId: lead.id })).toBe(
          true,
        )
        expect(await storage.appointments.book(a, { locationId: 1, startsAt: nine, leadId: lead.id })).toBe(
          true,
        )
        expect(await storage.appointments.book(a, { locationId: 1, startsAt: ten, leadId: lead.id })).toBe(
          false,
        )
        expect(await storage.appointments.book(a, { locationId: 2, startsAt: ten, leadId: lead.id })).toBe(
          true,
        )
        expect(await storage.appointments.book(b, { locationId: 1, startsAt: ten, leadId: leadB.id })).toBe(
          true,
        )
        expect(await storage.appointments.book(a, { locationId: 1, startsAt: eleven, leadId: lead.id })).toBe(
          true,
        )

        expect(await storage.appointments.booked(a, 1, nine, eleven)).toEqual([nine, ten])
        expect(await storage.appointments.booked(a, 1, ten, new Date(eleven.getTime() + 1))).toEqual([
          ten,
          eleven,
        ])
        expect(await storage.appointments.booked(b, 1, nine, eleven)).toEqual([ten])
        expect(await storage.appointments.booked(newTenant(), 1, nine, eleven)).toEqual([])
      })

      it('gives a slot to exactly one of several bookings made at once', async () => {
        const tenant = newTenant()
        const { lead } = await storage.leads.insert(newLead(tenant))
        const startsAt = new Date('2026-12-02T09:30:00Z')
        const results = await Promise.all(
          [1, 2, 3].map(() =>
            storage.appointments.book(tenant, { locationId: 3, startsAt, leadId: lead.id }),
          ),
        )
        expect(results.filter(Boolean)).toHaveLength(1)
      })
    })

    describe('stock', () => {
      const car = (id: number, fields: Partial<StockCar> = {}): StockCar => ({
        id,
        slug: `car-${id}`,
        name: '2025 Kia Sportage S',
        price: 38_990,
        status: 'in_stock',
        images: [{ image: { url: `/images/${id}.jpg` } }],
        ...fields,
      })

      it('seeds a tenant once: a second seed, even after every car is gone, stores nothing', async () => {
        const tenant = newTenant()
        expect(await storage.stock.seeded(tenant)).toBe(false)
        expect(await storage.stock.seed(tenant, [car(2), car(1)])).toBe(true)
        expect(await storage.stock.seeded(tenant)).toBe(true)
        expect(await storage.stock.cars(tenant)).toEqual([car(1), car(2)])
        await storage.stock.remove(tenant, 1)
        await storage.stock.remove(tenant, 2)
        expect(await storage.stock.seed(tenant, [car(3)])).toBe(false)
        expect(await storage.stock.cars(tenant)).toEqual([])
      })

      it('seeds once when several servers seed the same tenant at once', async () => {
        const tenant = newTenant()
        const seeded = await Promise.all([1, 2, 3].map((id) => storage.stock.seed(tenant, [car(id)])))
        expect(seeded.filter(Boolean)).toHaveLength(1)
        expect(await storage.stock.cars(tenant)).toHaveLength(1)
      })

      it('saves a car as created, updated or unchanged, keeping its JSON exactly', async () => {
        const tenant = newTenant()
        const nested = car(7, { price: 41_250.5, before_price: null, tag: 'runout sale', km: 0 })
        expect(await storage.stock.save(tenant, nested)).toBe('created')
        expect(await storage.stock.save(tenant, nested)).toBe('unchanged')
        expect(await storage.stock.save(tenant, { ...nested, price: 39_990 })).toBe('updated')
        expect(await storage.stock.car(tenant, 7)).toEqual({ ...nested, price: 39_990 })
        expect(await storage.stock.car(tenant, 8)).toBeNull()
      })

      it('updates a stored car in a transaction, and says when nothing changed', async () => {
        const tenant = newTenant()
        await storage.stock.save(tenant, car(5))
        expect(await storage.stock.update(tenant, 5, (stored) => ({ ...stored, price: 1 }))).toEqual({
          car: car(5, { price: 1 }),
          changed: true,
        })
        expect(await storage.stock.update(tenant, 5, (stored) => stored)).toEqual({
          car: car(5, { price: 1 }),
          changed: false,
        })
        expect(await storage.stock.update(tenant, 6, (stored) => stored)).toBeNull()
        await expect(storage.stock.update(tenant, 5, (stored) => ({ ...stored, id: 9 }))).rejects.toThrow(
          'A change of car 5 cannot give it another id (9).',
        )
        await expect(
          storage.stock.update(tenant, 5, () => {
            throw new Error('refused')
          }),
        ).rejects.toThrow('refused')
        expect(await storage.stock.car(tenant, 5)).toEqual(car(5, { price: 1 }))
      })

      it('applies concurrent updates of one car one after the other, losing none', async () => {
        const tenant = newTenant()
        await storage.stock.save(tenant, car(4, { views: 0 }))
        await Promise.all(
          Array.from({ length: 5 }, () =>
            storage.stock.update(tenant, 4, (stored) => ({ ...stored, views: Number(stored.views) + 1 })),
          ),
        )
        expect(await storage.stock.car(tenant, 4)).toMatchObject({ views: 5 })
      })

      it('saves many cars in one transaction: created, updated, the rest written not at all', async () => {
        const tenant = newTenant()
        await storage.stock.seed(tenant, [car(1), car(2), car(3)])
        let seen: readonly StockCar[] = []
        const result = await storage.stock.saveMany(tenant, (stored) => {
          seen = stored
          return [car(1), car(2, { price: 1 }), car(4)]
        })
        expect(seen).toEqual([car(1), car(2), car(3)])
        expect(result).toEqual({ created: [4], updated: [2] })
        expect(await storage.stock.cars(tenant)).toEqual([car(1), car(2, { price: 1 }), car(3), car(4)])
        expect(await storage.stock.saveMany(tenant, (stored) => stored)).toEqual({ created: [], updated: [] })
        expect(await storage.stock.saveMany(tenant, () => [])).toEqual({ created: [], updated: [] })
      })

      it('saves nothing of a batch whose plan throws', async () => {
        const tenant = newTenant()
        await storage.stock.seed(tenant, [car(1)])
        await expect(
          storage.stock.saveMany(tenant, () => {
            throw new Error('row 3: price is not valid')
          }),
        ).rejects.toThrow('row 3: price is not valid')
        await expect(
          storage.stock.saveMany(tenant, () => [car(2), { ...car(3), id: 'three' } as unknown as StockCar]),
        ).rejects.toThrow()
        expect(await storage.stock.cars(tenant)).toEqual([car(1)])
      })

      it('reads the cars of given ids, in id order, leaving out ids it has no car of', async () => {
        const tenant = newTenant()
        await storage.stock.seed(tenant, [car(3), car(1), car(2)])
        await storage.stock.save(newTenant(), car(4))
        expect(await storage.stock.carsWithIds(tenant, [3, 1, 4, 9])).toEqual([car(1), car(3)])
        expect(await storage.stock.carsWithIds(tenant, [])).toEqual([])
      })

      it("never reads or changes another tenant's car", async () => {
        const mine = newTenant()
        const theirs = newTenant()
        await storage.stock.save(theirs, car(3))
        expect(await storage.stock.car(mine, 3)).toBeNull()
        expect(await storage.stock.update(mine, 3, (stored) => ({ ...stored, price: 0 }))).toBeNull()
        expect(await storage.stock.remove(mine, 3)).toBe(false)
        expect(await storage.stock.save(mine, car(3, { price: 5 }))).toBe('created')
        expect(await storage.stock.car(theirs, 3)).toEqual(car(3))
        expect(await storage.stock.remove(theirs, 3)).toBe(true)
        expect(await storage.stock.car(mine, 3)).toEqual(car(3, { price: 5 }))
      })

      it('finds a live token by its hash only, lists it, and forgets it once revoked', async () => {
        const tenant = newTenant()
        const other = newTenant()
        const hash = `hash-${randomUUID()}`
        const token = await storage.stock.createToken(tenant, { tokenHash: hash, label: 'DMS feed' })
        expect(token).toEqual({
          id: expect.any(String) as string,
          tenant,
          label: 'DMS feed',
          createdAt: expect.any(Date) as Date,
          revokedAt: null,
        })
        expect(await storage.stock.tokenByHash(hash)).toEqual(token)
        expect(await storage.stock.tokenByHash(`${hash}x`)).toBeNull()
        expect(await storage.stock.tokens(tenant)).toEqual([token])
        expect(await storage.stock.revokeToken(other, token.id)).toBe(false)
        expect(await storage.stock.revokeToken(tenant, 'not-a-uuid')).toBe(false)
        expect(await storage.stock.revokeToken(tenant, token.id)).toBe(true)
        expect(await storage.stock.revokeToken(tenant, token.id)).toBe(false)
        expect(await storage.stock.tokenByHash(hash)).toBeNull()
        expect(await storage.stock.tokens(tenant)).toEqual([
          { ...token, revokedAt: expect.any(Date) as Date },
        ])
        await expect(storage.stock.createToken(other, { tokenHash: hash, label: 'copy' })).rejects.toThrow()
      })

      it("gives a lone server the push of a tenant's stock by the time its claim resolves", async () => {
        const told: string[] = []
        const release = await storage.stock.claimPush(newTenant(), {
          gained: () => told.push('gained'),
          lost: () => told.push('lost'),
        })
        expect(told).toEqual(['gained'])
        await release()
        expect(told).toEqual(['gained'])
      })
    })

    describeRateLimitContract(name, () => storage.rateLimits)

    describe('persistence', () => {
      it('keeps everything across a close and a reopen, and migrates once', async () => {
        const tenant = newTenant()
        const { lead } = await storage.leads.insert(newLead(tenant))
        const user = await storage.accounts.userFor(tenant, { email: 'keep@example.com' })
        const expiresAt = new Date(Date.now() + hour)
        await storage.accounts.createSession(tenant, {
          tokenHash: 'kept',
          userId: user.id,
          csrfToken: 'c',
          expiresAt,
        })
        await storage.watchlist.add(tenant, user.id, 3000598)
        await storage.activity.incrementViews(tenant, 3000598, 10)
        await storage.stock.seed(tenant, [{ id: 1, slug: 'kept', price: 1 }])
        // Counted just before the close: a store that writes its counts behind must write them as it closes.
        const budget = { limit: 2, windowMs: hour }
        const limitKey = `persistence|${tenant}`
        await storage.rateLimits.take(limitKey, budget, new Date())
        await storage.rateLimits.take(limitKey, budget, new Date())

        await storage.close()
        storage = await harness!.open()

        expect(await storage.leads.get(tenant, lead.id)).toEqual(lead)
        expect(await storage.leads.insert(newLead(tenant, { idempotencyKey: lead.idempotencyKey }))).toEqual({
          lead,
          created: false,
        })
        expect(await storage.crm.stateOf(tenant, lead.id)).toMatchObject({ state: 'pending' })
        expect(await storage.accounts.session(tenant, 'kept', new Date())).toEqual({ user, csrfToken: 'c' })
        expect(await storage.watchlist.list(tenant, user.id)).toEqual([3000598])
        expect(await storage.activity.incrementViews(tenant, 3000598, 10)).toBe(12)
        expect((await storage.rateLimits.take(limitKey, budget, new Date())).allowed).toBe(false)
        expect(await storage.stock.cars(tenant)).toEqual([{ id: 1, slug: 'kept', price: 1 }])
        expect(await storage.stock.seeded(tenant)).toBe(true)
      })
    })
  })
}

function newTenant(): string {
  return `tenant-${randomUUID().slice(0, 8)}`
}

function inAMinute(): Date {
  return new Date(Date.now() + minute)
}

function newLead(tenant: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    tenant,
    idempotencyKey: randomUUID(),
    form: 'enquiry',
    category: 'Enquiry',
    subcategory: null,
    carId: null,
    payload: { firstName: 'Sam', consent: true, comments: ['a', 'b'], amount: 12.5, extra: null },
    formCompleted: true,
    ...overrides,
  }
}

async function insertLeads(storage: Storage, tenant: string, count: number) {
  const leads = []
  for (let index = 0; index < count; index++) leads.push((await storage.leads.insert(newLead(tenant))).lead)
  return leads
}

function code(destination: string, codeHash: string, now: Date) {
  return { destination, codeHash, expiresAt: new Date(now.getTime() + 10 * minute) }
}
