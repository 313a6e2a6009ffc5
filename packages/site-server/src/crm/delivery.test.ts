import type { CrmJob } from '@forecourt/site-storage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCrmDelivery, errorMessage, retryDelayMs, type CrmDeliveryOptions } from './delivery'
import { memoryCrmOutbox } from './testing/memory-outbox'
import { storedLead } from './testing/leads'
import type { CrmTransport } from './transport'

const start = new Date('2026-11-01T00:00:00Z')

/** A delivery over an in-memory outbox, with a clock the test moves and a transport that records what it sent. */
function setup(overrides: Partial<CrmDeliveryOptions> & { deliver?: CrmTransport['deliver'] } = {}) {
  let now = start
  const outbox = memoryCrmOutbox(() => now)
  const sent: { document: string; job: CrmJob }[] = []
  const log = vi.fn<(message: string) => void>()
  const deliver =
    overrides.deliver ??
    ((document: string, job: CrmJob) => {
      sent.push({ document, job })
      return Promise.resolve()
    })
  const delivery = createCrmDelivery({
    outbox,
    transportFor: () => ({ deliver }),
    documentFor: (job) => `<adf lead="${job.leadId}"/>`,
    clock: () => now,
    log,
    random: () => 0,
    ...overrides,
  })
  return {
    outbox,
    delivery,
    sent,
    log,
    advance: (ms: number) => {
      now = new Date(now.valueOf() + ms)
    },
    now: () => now,
  }
}

const lead = (id: string) => storedLead({ id, idempotencyKey: id })

// The tests of the loop, the nudges and stop run on fake timers: each moves time itself, by as much as it means, and
// every run a timer starts has settled when the move ends, however fast or loaded the machine is.
afterEach(() => {
  vi.useRealTimers()
})

/** A promise with its resolve function, to hold a delivery open. */
function deferred() {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('retryDelayMs', () => {
  it('doubles from 30 s per attempt and stops at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((attempt) => retryDelayMs(attempt, () => 0))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ])
  })

  it('takes off up to a fifth at random, never going above the schedule', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(27_000)
    expect(retryDelayMs(8, () => 0.999_999)).toBe(2_880_001)
  })
})

describe('errorMessage', () => {
  it('reads Errors, strings, objects and nothing', () => {
    expect(errorMessage(new TypeError('fetch failed'))).toBe('TypeError: fetch failed')
    expect(errorMessage('socket hang up')).toBe('socket hang up')
    expect(errorMessage({ code: 503 })).toBe('{"code":503}')
    expect(errorMessage(undefined)).toBe('undefined')
    expect(errorMessage('')).toBe('unknown error')
  })

  it('survives an object that cannot be turned into JSON', () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(errorMessage(circular)).toBe('[object Object]')
  })
})

describe('createCrmDelivery', () => {
  it('delivers each due job once and marks it delivered', async () => {
    const { outbox, delivery, sent, now } = setup()
    outbox.enqueue(lead('lead-1'))
    outbox.enqueue(lead('lead-2'))
    expect(await delivery.runOnce()).toEqual({ delivered: 2, failed: 0, gaveUp: 0 })
    expect(sent.map(({ document }) => document)).toEqual(['<adf lead="lead-1"/>', '<adf lead="lead-2"/>'])
    expect(outbox.jobs().map((job) => [job.state, job.deliveredAt])).toEqual([
      ['delivered', now()],
      ['delivered', now()],
    ])
    expect(await outbox.stateOf('wattle-bay-kia', 'lead-1')).toEqual({
      state: 'delivered',
      attempts: 1,
      lastError: null,
    })
    expect(await delivery.runOnce()).toEqual({ delivered: 0, failed: 0, gaveUp: 0 })
  })

  it('records a run’s deliveries together, once every attempt has settled', async () => {
    const { outbox, delivery } = setup()
    for (const id of ['a', 'b', 'c']) outbox.enqueue(lead(id))
    const delivered = vi.spyOn(outbox, 'delivered')
    await delivery.runOnce()
    expect(delivered.mock.calls).toEqual([[[1, 2, 3], start]])
  })

  it('claims at most batchSize jobs per run', async () => {
    const { outbox, delivery } = setup({ batchSize: 2 })
    for (const id of ['a', 'b', 'c']) outbox.enqueue(lead(id))
    expect(await delivery.runOnce()).toEqual({ delivered: 2, failed: 0, gaveUp: 0 })
    expect(await delivery.runOnce()).toEqual({ delivered: 1, failed: 0, gaveUp: 0 })
  })

  it('retries a failed job after 30 s, then 60 s, keeping the error', async () => {
    const { outbox, delivery, advance, now, log } = setup({
      deliver: () => Promise.reject(new Error('CRM webhook answered 503')),
    })
    outbox.enqueue(lead('lead-1'))
    expect(await delivery.runOnce()).toEqual({ delivered: 0, failed: 1, gaveUp: 0 })
    const first = outbox.jobs()[0]!
    expect(first.retries).toEqual([new Date(now().valueOf() + 30_000)])
    expect(await outbox.stateOf('wattle-bay-kia', 'lead-1')).toEqual({
      state: 'pending',
      attempts: 1,
      lastError: 'Error: CRM webhook answered 503',
    })
    expect(log).toHaveBeenCalledWith(
      'CRM delivery of lead lead-1 (wattle-bay-kia) failed, attempt 1, retry at 2026-11-01T00:00:30.000Z: Error: CRM webhook answered 503',
    )

    advance(29_999)
    expect(await delivery.runOnce()).toEqual({ delivered: 0, failed: 0, gaveUp: 0 })
    advance(1)
    expect(await delivery.runOnce()).toEqual({ delivered: 0, failed: 1, gaveUp: 0 })
    expect(first.retries[1]).toEqual(new Date(now().valueOf() + 60_000))
  })

  it('a job that fails later is delivered on its retry', async () => {
    let calls = 0
    const { outbox, delivery, advance } = setup({
      deliver: () => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve()),
    })
    outbox.enqueue(lead('lead-1'))
    await delivery.runOnce()
    advance(30_000)
    expect(await delivery.runOnce()).toEqual({ delivered: 1, failed: 0, gaveUp: 0 })
    expect(outbox.jobs()[0]).toMatchObject({ state: 'delivered', attempts: 2, lastError: 'Error: down' })
  })

  it('gives up after maxAttempts: retryAt null, state failed', async () => {
    const { outbox, delivery, advance, log } = setup({
      maxAttempts: 3,
      deliver: () => Promise.reject(new Error('bad request')),
    })
    outbox.enqueue(lead('lead-1'))
    const results = []
    for (let run = 0; run < 4; run++) {
      results.push(await delivery.runOnce())
      advance(60 * 60_000)
    }
    expect(results).toEqual([
      { delivered: 0, failed: 1, gaveUp: 0 },
      { delivered: 0, failed: 1, gaveUp: 0 },
      { delivered: 0, failed: 0, gaveUp: 1 },
      { delivered: 0, failed: 0, gaveUp: 0 },
    ])
    const job = outbox.jobs()[0]!
    expect(job.retries.map((retry) => retry === null)).toEqual([false, false, true])
    expect(await outbox.stateOf('wattle-bay-kia', 'lead-1')).toEqual({
      state: 'failed',
      attempts: 3,
      lastError: 'Error: bad request',
    })
    expect(log).toHaveBeenLastCalledWith(
      'CRM delivery of lead lead-1 (wattle-bay-kia) gave up after 3 attempts: Error: bad request',
    )
  })

  it('records whatever a transport throws, Error or not', async () => {
    const thrown: unknown[] = [{ status: 502 }, 'socket hang up', null]
    let call = 0
    const { outbox, delivery } = setup({
      transportFor: () => ({
        deliver: () => {
          const value = thrown[call++]
          // Transports are other people's code: they may throw strings, plain objects or null, even synchronously.
          // eslint-disable-next-line @typescript-eslint/only-throw-error
          if (value === 'socket hang up') throw value
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
          return Promise.reject(value)
        },
      }),
    })
    for (const id of ['a', 'b', 'c']) outbox.enqueue(lead(id))
    expect(await delivery.runOnce()).toEqual({ delivered: 0, failed: 3, gaveUp: 0 })
    expect(outbox.jobs().map((job) => job.lastError)).toEqual(['{"status":502}', 'socket hang up', 'null'])
  })

  it('a document that cannot be made (unknown tenant) fails the attempt', async () => {
    const { outbox, delivery } = setup({
      documentFor: () => {
        throw new Error("no tenant 'gone' on this server")
      },
    })
    outbox.enqueue(lead('lead-1'))
    expect(await delivery.runOnce()).toEqual({ delivered: 0, failed: 1, gaveUp: 0 })
    expect(outbox.jobs()[0]?.lastError).toBe("Error: no tenant 'gone' on this server")
  })

  it('cuts off a delivery that never answers at half the lease', async () => {
    const { outbox, delivery } = setup({ leaseMs: 100, deliver: () => new Promise<void>(() => undefined) })
    outbox.enqueue(lead('lead-1'))
    expect(await delivery.runOnce()).toEqual({ delivered: 0, failed: 1, gaveUp: 0 })
    expect(outbox.jobs()[0]?.lastError).toBe('Error: no answer within 0.05 s')
  })

  it('concurrent runOnce calls share one run and deliver each job once', async () => {
    const hold = deferred()
    const deliver = vi.fn(() => hold.promise)
    const { outbox, delivery } = setup({ deliver })
    outbox.enqueue(lead('lead-1'))
    outbox.enqueue(lead('lead-2'))
    const runs = [delivery.runOnce(), delivery.runOnce(), delivery.runOnce()]
    hold.resolve()
    const results = await Promise.all(runs)
    expect(deliver).toHaveBeenCalledTimes(2)
    expect(results).toEqual(Array(3).fill({ delivered: 2, failed: 0, gaveUp: 0 }))
  })

  it('two servers on one outbox never deliver the same job (the lease keeps it)', async () => {
    const hold = deferred()
    const deliver = vi.fn((_document: string, _job: CrmJob) => hold.promise)
    const first = setup({ deliver })
    for (const id of ['a', 'b', 'c']) first.outbox.enqueue(lead(id))
    const second = createCrmDelivery({
      outbox: first.outbox,
      transportFor: () => ({ deliver }),
      documentFor: () => '<adf/>',
      clock: first.now,
      log: () => undefined,
      batchSize: 2,
    })
    const runs = [first.delivery.runOnce(), second.runOnce()]
    hold.resolve()
    const [one, two] = await Promise.all(runs)
    expect((one?.delivered ?? 0) + (two?.delivered ?? 0)).toBe(3)
    expect(deliver.mock.calls.map(([, job]) => job.leadId).sort()).toEqual(['a', 'b', 'c'])
  })

  it('jobs whose outcome cannot be recorded are logged and left to their lease', async () => {
    const { outbox, delivery, log } = setup({
      deliver: (_, job) => (job.id === 2 ? Promise.reject(new Error('503')) : Promise.resolve()),
    })
    outbox.enqueue(lead('lead-1'))
    outbox.enqueue(lead('lead-2'))
    outbox.delivered = () => Promise.reject(new Error('connection terminated'))
    outbox.failed = () => Promise.reject(new Error('connection terminated'))
    expect(await delivery.runOnce()).toEqual({ delivered: 0, failed: 0, gaveUp: 0 })
    expect(log).toHaveBeenCalledWith('CRM outbox could not record job 2: Error: connection terminated')
    expect(log).toHaveBeenCalledWith(
      'CRM outbox could not record 1 delivered jobs; they are sent again when their lease ends: Error: connection terminated',
    )
    expect(outbox.jobs().map((job) => job.state)).toEqual(['pending', 'pending'])
  })

  it('start runs in the background; stop waits for the batch in progress and ends the loop', async () => {
    vi.useFakeTimers()
    const hold = deferred()
    const claimed: Date[] = []
    const { outbox, delivery, sent } = setup({
      deliver: (document, job) => {
        sent.push({ document, job })
        return hold.promise
      },
    })
    const claimDue = outbox.claimDue.bind(outbox)
    outbox.claimDue = (now, limit, leaseMs) => {
      claimed.push(now)
      return claimDue(now, limit, leaseMs)
    }
    outbox.enqueue(lead('lead-1'))
    delivery.start(5)
    // The first run starts at once.
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(1)
    let stopped = false
    const stopping = delivery.stop().then(() => {
      stopped = true
    })
    await vi.advanceTimersByTimeAsync(20)
    expect(stopped).toBe(false)
    hold.resolve()
    await stopping
    expect(outbox.jobs()[0]?.state).toBe('delivered')
    const runs = claimed.length
    // Six intervals of the loop: none of them runs after stop.
    await vi.advanceTimersByTimeAsync(30)
    expect(claimed).toHaveLength(runs)
  })

  it('a run that throws (the store is down) is logged and the loop goes on', async () => {
    vi.useFakeTimers()
    const { outbox, delivery, log } = setup()
    let claims = 0
    outbox.claimDue = () => {
      claims += 1
      return Promise.reject(new Error('database is starting up'))
    }
    delivery.start(5)
    // A run at once, and the next one an interval after it fails.
    await vi.advanceTimersByTimeAsync(10)
    expect(claims).toBeGreaterThanOrEqual(2)
    await delivery.stop()
    expect(log).toHaveBeenCalledWith('CRM delivery run failed: Error: database is starting up')
  })

  it('nudges within the delay share one run: the leads stored meanwhile are claimed together', async () => {
    vi.useFakeTimers()
    const { outbox, delivery, sent } = setup({ nudgeDelayMs: 10 })
    let claims = 0
    const claimDue = outbox.claimDue.bind(outbox)
    outbox.claimDue = (now, limit, leaseMs) => {
      claims += 1
      return claimDue(now, limit, leaseMs)
    }
    for (const id of ['a', 'b', 'c']) {
      outbox.enqueue(lead(id))
      delivery.nudge()
    }
    expect(sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(10)
    expect(sent).toHaveLength(3)
    expect(claims).toBe(1)
    expect(outbox.jobs().every((job) => job.state === 'delivered')).toBe(true)
  })

  it('a nudged run goes on while batches come back full', async () => {
    vi.useFakeTimers()
    const { outbox, delivery, sent } = setup({ nudgeDelayMs: 1, batchSize: 2 })
    for (const id of ['a', 'b', 'c', 'd', 'e']) outbox.enqueue(lead(id))
    delivery.nudge()
    await vi.advanceTimersByTimeAsync(1)
    expect(sent).toHaveLength(5)
  })

  it('a nudge during a run waits for it, then delivers the job that run claimed too early to see', async () => {
    vi.useFakeTimers()
    const hold = deferred()
    const { outbox, delivery, sent } = setup({
      nudgeDelayMs: 1,
      deliver: (document, job) => {
        sent.push({ document, job })
        return job.leadId === 'first' ? hold.promise : Promise.resolve()
      },
    })
    outbox.enqueue(lead('first'))
    const firstRun = delivery.runOnce()
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(1)
    outbox.enqueue(lead('second'))
    delivery.nudge()
    // Well past the nudge's delay: its run waits for the one in progress.
    await vi.advanceTimersByTimeAsync(20)
    expect(sent).toHaveLength(1)
    hold.resolve()
    await firstRun
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.map(({ job }) => job.leadId)).toEqual(['first', 'second'])
  })

  it('stop cancels a nudge not yet run, and no nudge runs after it', async () => {
    vi.useFakeTimers()
    const { outbox, delivery, sent } = setup({ nudgeDelayMs: 5 })
    outbox.enqueue(lead('a'))
    delivery.nudge()
    await delivery.stop()
    delivery.nudge()
    await vi.advanceTimersByTimeAsync(30)
    expect(sent).toHaveLength(0)
  })

  describe('new leads’ jobs, taken as the leads are stored', () => {
    it('delivers a taken job without claiming it, and records it delivered', async () => {
      vi.useFakeTimers()
      const { outbox, delivery, sent } = setup({ nudgeDelayMs: 1 })
      const claimDue = vi.spyOn(outbox, 'claimDue')
      const delivered = vi.spyOn(outbox, 'delivered')
      delivery.start(60_000)
      await vi.advanceTimersByTimeAsync(0)
      expect(claimDue).toHaveBeenCalledTimes(1)
      claimDue.mockClear()
      for (const id of ['a', 'b']) outbox.storeNew(lead(id))
      await vi.advanceTimersByTimeAsync(1)
      expect(outbox.jobs().map((job) => job.state)).toEqual(['delivered', 'delivered'])
      expect(sent.map(({ job }) => [job.leadId, job.attempts])).toEqual([
        ['a', 1],
        ['b', 1],
      ])
      expect(delivered.mock.calls).toEqual([[[1, 2], start]])
      // The run had room for more, so it claimed the rest of its batch from the outbox: nothing was due.
      expect(claimDue.mock.calls).toEqual([[start, 23, 60_000]])
      await delivery.stop()
    })

    it('runs batch after batch while taken jobs wait', async () => {
      vi.useFakeTimers()
      const { outbox, delivery, sent } = setup({ nudgeDelayMs: 1, batchSize: 2 })
      const claimDue = vi.spyOn(outbox, 'claimDue')
      delivery.start(60_000)
      await vi.advanceTimersByTimeAsync(0)
      expect(claimDue).toHaveBeenCalledTimes(1)
      claimDue.mockClear()
      for (const id of ['a', 'b', 'c', 'd', 'e']) outbox.storeNew(lead(id))
      await vi.advanceTimersByTimeAsync(1)
      expect(sent).toHaveLength(5)
      expect(claimDue.mock.calls.map(([, limit]) => limit)).toEqual([1])
      await delivery.stop()
    })

    it('takes no more than maxTakenJobs; the rest wait in the outbox for a claim', async () => {
      vi.useFakeTimers()
      const hold = deferred()
      const { outbox, delivery, sent } = setup({
        nudgeDelayMs: 1,
        maxTakenJobs: 2,
        deliver: (document, job) => {
          sent.push({ document, job })
          return hold.promise
        },
      })
      delivery.start(60_000)
      for (const id of ['a', 'b', 'c']) outbox.storeNew(lead(id))
      expect(outbox.jobs().map((job) => job.attempts)).toEqual([1, 1, 0])
      await vi.advanceTimersByTimeAsync(1)
      expect(sent).toHaveLength(3)
      hold.resolve()
      await vi.advanceTimersByTimeAsync(0)
      expect(outbox.jobs().every((job) => job.state === 'delivered')).toBe(true)
      await delivery.stop()
    })

    it('gives back a job taken more than half a lease ago instead of attempting it', async () => {
      const { outbox, delivery, sent, advance, log } = setup({ leaseMs: 1000 })
      delivery.start(60_000)
      await delivery.runOnce()
      outbox.storeNew(lead('late'))
      advance(501)
      expect(await delivery.runOnce()).toEqual({ delivered: 1, failed: 0, gaveUp: 0 })
      // Given back, due at once and not counted, then claimed by the same run as an ordinary due job.
      expect(sent.map(({ job }) => [job.leadId, job.attempts])).toEqual([['late', 1]])
      expect(outbox.jobs()[0]).toMatchObject({ state: 'delivered', attempts: 1 })
      expect(log).not.toHaveBeenCalled()
      await delivery.stop()
    })

    it('stop gives back the jobs taken and not yet attempted, and takes no more', async () => {
      vi.useFakeTimers()
      const { outbox, delivery, sent } = setup({ nudgeDelayMs: 60_000 })
      const claimDue = vi.spyOn(outbox, 'claimDue')
      delivery.start(60_000)
      await vi.advanceTimersByTimeAsync(0)
      expect(claimDue).toHaveBeenCalledTimes(1)
      outbox.storeNew(lead('a'))
      await delivery.stop()
      outbox.storeNew(lead('b'))
      expect(sent).toEqual([])
      expect(outbox.jobs().map((job) => [job.lead.id, job.attempts, job.leasedUntil])).toEqual([
        ['a', 0, null],
        ['b', 0, null],
      ])
    })
  })
})
