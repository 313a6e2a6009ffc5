import type { CrmJob, CrmOutbox } from '@forecourt/site-storage'
import type { CrmTransport } from './transport'

/**
 * Options of {@link createCrmDelivery}: where jobs come from, how each is sent, and the retry limits.
 * @example const options: CrmDeliveryOptions = { outbox, transportFor, documentFor, clock, log: console.log }
 */
export interface CrmDeliveryOptions {
  outbox: CrmOutbox
  /** The transport of a job's tenant, e.g. `(job) => pick(tenantBySlug(job.tenant))`. */
  transportFor: (job: CrmJob) => CrmTransport
  /** The ADF document of a job's lead. */
  documentFor: (job: CrmJob) => string | Promise<string>
  clock: () => Date
  log: (message: string) => void
  /**
   * Jobs claimed per run.
   * @defaultValue 25
   */
  batchSize?: number
  /**
   * How long {@link CrmDelivery.nudge} waits before its run, so the leads stored meanwhile share it.
   * @defaultValue 200
   */
  nudgeDelayMs?: number
  /**
   * How long a claimed job is this server's; the batch's deliveries run at once and each is cut off at half the
   * lease, so a job is settled before another server may claim it.
   * @defaultValue 60000
   */
  leaseMs?: number
  /**
   * Attempts before a job is given up (state failed).
   * @defaultValue 10
   */
  maxAttempts?: number
  /**
   * The most new leads' jobs held in memory for delivery once started (see {@link CrmDelivery.start}); beyond it,
   * new jobs wait in the outbox to be claimed.
   * @defaultValue 1000
   */
  maxTakenJobs?: number
  /**
   * Source of the retry jitter, in [0, 1).
   * @defaultValue Math.random
   */
  random?: () => number
}

/**
 * What one run did.
 * @example const result: CrmRunResult = { delivered: 9, failed: 1, gaveUp: 0 }
 */
export interface CrmRunResult {
  delivered: number
  /** Failed attempts that will be retried. */
  failed: number
  /** Jobs that failed their last attempt. */
  gaveUp: number
}

/**
 * The CRM delivery loop of one server.
 * @example const delivery: CrmDelivery = createCrmDelivery(options); await delivery.runOnce()
 */
export interface CrmDelivery {
  /** Claims due jobs and delivers them once; a call made while a run is going joins that run. */
  runOnce(): Promise<CrmRunResult>
  /**
   * Asks for delivery soon: one run `nudgeDelayMs` after the first nudge, and more while batches come back full.
   * Leads stored together (a busy minute) are claimed and recorded together rather than one run each, which keeps
   * the outbox's statements off the lead path. A run already going when the time comes is waited for first, since
   * it may have claimed before the newest jobs were stored.
   */
  nudge(): void
  /**
   * Runs every `intervalMs` (at once again after a full batch) until stopped; the timer never keeps Node alive.
   * Also takes new leads' jobs as the leads are stored (the outbox's takeNewJobs), so a lead this server stored is
   * delivered without a claim or a read; each run delivers those first.
   */
  start(intervalMs?: number): void
  /**
   * Stops the loop and the taking of new jobs, resolving when the run in progress has finished; jobs taken and not
   * yet attempted go back to the outbox, due at once.
   */
  stop(): Promise<void>
}

const baseDelayMs = 30_000
const maxDelayMs = 60 * 60_000

/**
 * The wait before retrying after a job's nth failed attempt: 30 s doubled per attempt, capped at one hour, less up
 * to a fifth at random so that jobs failed together do not retry together.
 * @example retryDelayMs(1, () => 0) // 30000
 * @example retryDelayMs(3, () => 0) // 120000
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(delay * (1 - 0.2 * random()))
}

/**
 * A failure as the one line stored with the attempt, whatever was thrown (an Error, a string, an object, nothing).
 * @example errorMessage(new TypeError('fetch failed')) // 'TypeError: fetch failed'
 * @example errorMessage({ code: 503 }) // '{"code":503}'
 */
export function errorMessage(error: unknown): string {
  let text: string
  if (error instanceof Error) text = error.message ? `${error.name}: ${error.message}` : error.name
  else if (typeof error === 'string') text = error
  else {
    try {
      text = JSON.stringify(error) ?? String(error)
    } catch {
      text = String(error)
    }
  }
  return text.slice(0, 1000) || 'unknown error'
}

/**
 * Delivers queued leads to CRMs from the outbox, at least once: jobs are claimed with a lease (so servers never
 * share one), delivered through their tenant's transport, then marked delivered; a failure is retried with
 * {@link retryDelayMs} until `maxAttempts`, then given up. CRMs drop repeats by the lead id in the document. A run
 * records its deliveries together, in one statement, once all its attempts have settled.
 * @example
 * const delivery = createCrmDelivery({ outbox: storage.crm, transportFor, documentFor, clock, log: console.log })
 * delivery.start() // every 5 s; on shutdown: await delivery.stop()
 */
export function createCrmDelivery(options: CrmDeliveryOptions): CrmDelivery {
  const { outbox, clock, log } = options
  const batchSize = options.batchSize ?? 25
  const nudgeDelayMs = options.nudgeDelayMs ?? 200
  const leaseMs = options.leaseMs ?? 60_000
  const maxAttempts = options.maxAttempts ?? 10
  const maxTakenJobs = options.maxTakenJobs ?? 1000
  const random = options.random ?? Math.random
  const deadlineMs = Math.floor(leaseMs / 2)
  let running: Promise<CrmRunResult> | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let nudged: ReturnType<typeof setTimeout> | null = null
  // Set by stop(): no nudge starts a run after it, and a nudged series of runs ends at its current batch.
  let stopped = false
  // Each start() and stop() moves to a new loop, so a run that ends after stop() does not reschedule the old one.
  let loop = 0
  let active = false
  // New leads' jobs, claimed for this server as they were stored, with the time each was taken.
  let taken: { job: CrmJob; at: number }[] = []
  let stopTaking: (() => void) | null = null

  async function attempt(job: CrmJob): Promise<void> {
    const document = await options.documentFor(job)
    const delivery = options.transportFor(job).deliver(document, job)
    let cutOff: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<never>((_, reject) => {
      cutOff = setTimeout(() => reject(new Error(`no answer within ${deadlineMs / 1000} s`)), deadlineMs)
    })
    try {
      await Promise.race([delivery, deadline])
    } finally {
      clearTimeout(cutOff)
    }
  }

  /** Attempts a job; a failure is recorded at once, a delivery is left for the run to record with the others. */
  async function settle(job: CrmJob, result: CrmRunResult): Promise<boolean> {
    try {
      await attempt(job)
    } catch (error) {
      // The claim counted this attempt: job.attempts includes it.
      const attempts = job.attempts
      const message = errorMessage(error)
      const gaveUp = attempts >= maxAttempts
      const retryAt = gaveUp ? null : new Date(clock().valueOf() + retryDelayMs(attempts, random))
      await outbox.failed(job.id, message, retryAt)
      if (gaveUp) result.gaveUp += 1
      else result.failed += 1
      log(
        gaveUp
          ? `CRM delivery of lead ${job.leadId} (${job.tenant}) gave up after ${attempts} attempts: ${message}`
          : `CRM delivery of lead ${job.leadId} (${job.tenant}) failed, attempt ${attempts}, retry at ${retryAt?.toISOString()}: ${message}`,
      )
      return false
    }
    return true
  }

  /** Gives jobs never attempted back to the outbox; if that fails, their lease runs out instead. */
  async function giveBack(jobIds: readonly number[]): Promise<void> {
    await outbox
      .released(jobIds)
      .catch((error: unknown) =>
        log(
          `CRM outbox could not give back ${jobIds.length} jobs; they are sent when their lease ends: ${errorMessage(error)}`,
        ),
      )
  }

  /**
   * Up to `limit` taken jobs, oldest first. One taken more than half a lease ago could not finish its attempt
   * before its lease ends, so it is given back to the outbox instead.
   */
  async function takeTaken(limit: number): Promise<CrmJob[]> {
    const batch = taken.slice(0, limit)
    taken = taken.slice(batch.length)
    const now = clock().valueOf()
    const fresh: CrmJob[] = []
    const late: number[] = []
    for (const { job, at } of batch) {
      if (now - at > deadlineMs) late.push(job.id)
      else fresh.push(job)
    }
    if (late.length > 0) await giveBack(late)
    return fresh
  }

  async function run(): Promise<CrmRunResult> {
    const result: CrmRunResult = { delivered: 0, failed: 0, gaveUp: 0 }
    const jobs = await takeTaken(batchSize)
    if (jobs.length < batchSize)
      jobs.push(...(await outbox.claimDue(clock(), batchSize - jobs.length, leaseMs)))
    const settled = await Promise.allSettled(jobs.map((job) => settle(job, result)))
    const delivered: number[] = []
    for (const [index, outcome] of settled.entries()) {
      const job = jobs[index] as CrmJob
      if (outcome.status === 'fulfilled') {
        if (outcome.value) delivered.push(job.id)
      } else {
        // Recording the failure failed (the store is down): the lease runs out and the job is attempted again.
        log(`CRM outbox could not record job ${job.id}: ${errorMessage(outcome.reason)}`)
      }
    }
    if (delivered.length === 0) return result
    try {
      await outbox.delivered(delivered, clock())
      result.delivered = delivered.length
    } catch (error) {
      log(
        `CRM outbox could not record ${delivered.length} delivered jobs; they are sent again when their lease ends: ${errorMessage(error)}`,
      )
    }
    return result
  }

  function runOnce(): Promise<CrmRunResult> {
    running ??= run().finally(() => {
      running = null
    })
    return running
  }

  function schedule(current: number, delayMs: number, intervalMs: number): void {
    if (current !== loop) return
    timer = setTimeout(() => {
      timer = null
      runOnce().then(
        (result) => {
          schedule(current, isFull(result) ? 0 : intervalMs, intervalMs)
        },
        (error: unknown) => {
          log(`CRM delivery run failed: ${errorMessage(error)}`)
          schedule(current, intervalMs, intervalMs)
        },
      )
    }, delayMs)
    timer.unref()
  }

  // A full batch (or jobs still taken) means more may be waiting.
  const isFull = (result: CrmRunResult) =>
    taken.length > 0 || result.delivered + result.failed + result.gaveUp >= batchSize

  async function runNudged(): Promise<void> {
    await running?.catch(() => undefined)
    nudged = null
    if (stopped) return
    let result: CrmRunResult
    do result = await runOnce()
    while (isFull(result) && !stopped)
  }

  function nudge(): void {
    if (nudged || stopped) return
    nudged = setTimeout(() => {
      runNudged().catch((error: unknown) => log(`CRM delivery run failed: ${errorMessage(error)}`))
    }, nudgeDelayMs)
    nudged.unref()
  }

  return {
    runOnce,
    nudge,
    start(intervalMs = 5000) {
      if (active) return
      active = true
      stopped = false
      loop += 1
      stopTaking = outbox.takeNewJobs({
        leaseMs,
        accepting: () => !stopped && taken.length < maxTakenJobs,
        take: (job) => {
          taken.push({ job, at: clock().valueOf() })
          nudge()
        },
      })
      schedule(loop, 0, intervalMs)
    },
    async stop() {
      active = false
      stopped = true
      loop += 1
      stopTaking?.()
      stopTaking = null
      if (timer) clearTimeout(timer)
      if (nudged) clearTimeout(nudged)
      timer = null
      nudged = null
      await running?.catch(() => undefined)
      const left = taken.map((entry) => entry.job.id)
      taken = []
      await giveBack(left)
    },
  }
}
