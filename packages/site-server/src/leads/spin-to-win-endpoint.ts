import { randomInt } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { parsePostBody } from '@forecourt/site-api'
import type { AccountStore, LeadStore, StoredLead } from '@forecourt/site-storage'
import type { SpinToWinPrize } from '@forecourt/tenant-config'
import { clientAddress, type Clock, type RateLimiter } from '../accounts'
import { sendAnswer, sendJson } from '../http/responses'
import type { Endpoints } from '../http/endpoints'
import { readJsonObject } from '../http/request-body'
import { signedInShopper } from './shopper-session'

/** Messages of the spin-to-win endpoint. */
export const spinToWinMessages = {
  unavailable: 'Spin to win is not available on this site.',
  tooMany: 'Too many attempts in a short time. Please wait a minute and try again.',
} as const

/** The lead category of a spin, as the dealer's CRM files it. */
export const spinToWinCategory = 'Spin to Win'

/**
 * The idempotency key of a shopper's spin: one per account, so the store keeps one spin per shopper and a second
 * spin answers the first prize.
 * @example spinIdempotencyKey('user-7') // 'spin-to-win:user-7'
 */
export function spinIdempotencyKey(userId: string): string {
  return `spin-to-win:${userId}`
}

/**
 * A prize drawn by weight: `randomBelow(total)` picks a point in [0, total) and the prize whose share of the
 * weights holds it wins, so a prize of weight 2 comes up twice as often as one of weight 1.
 * @example pickPrize([{ label: 'A', weight: 3 }, { label: 'B', weight: 1 }], () => 3) // 1 (B)
 */
export function pickPrize(prizes: readonly SpinToWinPrize[], randomBelow: (total: number) => number): number {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0)
  if (prizes.length === 0 || total <= 0) throw new Error('the wheel has no prizes')
  let point = randomBelow(total)
  for (const [index, prize] of prizes.entries()) {
    if (point < prize.weight) return index
    point -= prize.weight
  }
  return prizes.length - 1
}

/** One tenant's side of the spin-to-win endpoint. */
export interface SpinToWinEndpointContext {
  tenant: string
  /** tenant-config `features.spinToWin`: without it the endpoint answers 404. */
  enabled: boolean
  /** tenant-config `features.spinToWinPrizes`. */
  prizes: readonly SpinToWinPrize[]
  accounts: AccountStore
  clock: Clock
  leads: LeadStore
  /** Spins per client (the key is prefixed, so a shared limiter keeps a budget of its own for spins). */
  limits: { perClient: RateLimiter }
  trustProxy?: boolean
  onStored?: (lead: StoredLead) => void
  /** A whole number in [0, total); the operating system's secure random source by default. For tests. */
  randomBelow?: (total: number) => number
}

const secureRandomBelow = (total: number) => randomInt(0, total)

/**
 * The spin-to-win wheel (only where the tenant's `features.spinToWin` is on, else 404):
 * - GET /api/spin-to-win answers the wheel's prizes, `{ prizes: [label, …] }`;
 * - POST /api/spin-to-win spins for the signed-in shopper (CSRF-checked). The server draws the prize with crypto
 *   randomness by the prizes' weights and stores the spin as a 'Spin to Win' lead keyed by the shopper's id, so
 *   each shopper spins once: a second spin answers the first prize. Answers 201 { prize, index, lead_id, repeat:
 *   false }, then 200 with repeat true; 401 signed out; 403 on a CSRF failure; 429 over the client's budget.
 */
export function spinToWinEndpoints(
  context: SpinToWinEndpointContext,
): Endpoints<'GET /api/spin-to-win' | 'POST /api/spin-to-win'> {
  const unavailable = (req: IncomingMessage, res: ServerResponse) => {
    req.resume()
    sendJson(res, 404, { message: spinToWinMessages.unavailable }, 'no-store')
  }
  return {
    'GET /api/spin-to-win': (req, res) =>
      Promise.resolve(
        context.enabled
          ? sendJson(res, 200, { prizes: context.prizes.map((prize) => prize.label) }, 'no-store')
          : unavailable(req, res),
      ),
    'POST /api/spin-to-win': (req, res) =>
      context.enabled ? spin(req, res, context) : Promise.resolve(unavailable(req, res)),
  }
}

async function spin(
  req: IncomingMessage,
  res: ServerResponse,
  context: SpinToWinEndpointContext,
): Promise<void> {
  const labels = context.prizes.map((prize) => prize.label)
  const user = await signedInShopper(req, res, context, 'spin-to-win', '/spin-to-win')
  if (!user) {
    req.resume()
    return
  }
  const client = clientAddress(req, { trustProxy: context.trustProxy ?? false })
  const decision = await context.limits.perClient.take(`spin-to-win:${context.tenant}:${client}`)
  if (!decision.allowed) {
    req.resume()
    res.setHeader('retry-after', String(decision.retryAfterSeconds))
    sendJson(res, 429, { message: spinToWinMessages.tooMany }, 'no-store')
    return
  }
  const body = await readJsonObject(req)
  const read = body.ok ? parsePostBody('/api/spin-to-win', body.body) : null
  // The page is only noted on the lead: a body without one still spins.
  const pageUrl = (read?.ok && read.body.url) || ''
  const drawn = context.prizes[pickPrize(context.prizes, context.randomBelow ?? secureRandomBelow)]
  const { lead, created } = await context.leads.insert({
    tenant: context.tenant,
    idempotencyKey: spinIdempotencyKey(user.id),
    form: 'spin-to-win',
    category: spinToWinCategory,
    subcategory: null,
    carId: null,
    payload: {
      category: spinToWinCategory,
      source: 'Website',
      url: pageUrl,
      user_agent: String(req.headers['user-agent'] ?? '').slice(0, 512),
      email: user.email,
      phone: user.phone,
      prize: drawn?.label ?? '',
      spun_at: context.clock().toISOString(),
      user_id: user.id,
    },
    formCompleted: true,
  })
  if (created) context.onStored?.(lead)
  // A repeat answers the prize of the first spin, even if the tenant has changed its prizes since.
  const prize = typeof lead.payload.prize === 'string' ? lead.payload.prize : ''
  sendAnswer(res, '/api/spin-to-win', created ? 201 : 200, {
    prize,
    index: labels.indexOf(prize),
    lead_id: lead.id,
    repeat: !created,
  })
}
