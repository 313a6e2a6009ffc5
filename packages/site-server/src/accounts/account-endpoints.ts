import type { IncomingMessage, ServerResponse } from 'node:http'
import { parsePostBody, type PublicUser, type SiteRouteKey } from '@forecourt/site-api'
import type { AccountStore, RateLimitStore, User, WatchlistStore } from '@forecourt/site-storage'
import { signInRedirect } from '@forecourt/tenant-config'
import { endpointsOf, type Endpoints } from '../http/endpoints'
import { readJsonObject } from '../http/request-body'
import { sendAnswer, sendJson } from '../http/responses'
import { CodeChannelUnavailable, type CodeSender } from './code-sender'
import { csrfFailure, csrfFailureMessage, originMatchesHost } from './csrf'
import { normaliseAuMobile, parseDestination, type Destination } from './destination'
import { createRateLimiter, takeEvery, type RateLimiter } from './rate-limit'
import { clientAddress, refererPath } from './request-info'
import {
  clearedSessionCookie,
  endSession,
  sessionFor,
  sessionToken,
  startSession,
  type ActiveSession,
} from './session'
import { checkSignInCode, issueSignInCode, type IssueOutcome } from './sign-in-codes'
import type { Clock, Log } from './types'

/** Messages of the account endpoints, written for the shopper. */
export const accountMessages = {
  invalidDestination: 'Please enter a valid email address or Australian mobile number',
  wrongCode: 'That code is incorrect or has expired. Please request a new one.',
  invalidPhone: 'Please enter a valid Australian mobile number, e.g. 0412 345 678',
  signInFirst: 'Please sign in to continue.',
  signInForWatchlist: 'Please sign in to save cars to your watchlist.',
  phoneForWatchlist: 'Add your mobile number to use the watchlist',
  phoneMismatch: 'That mobile number does not match your account. Please reload the page and try again.',
  unknownCar: 'That car is no longer available.',
  invalidCar: 'car_id must be the id of a car.',
  tooManyForDestination: 'Too many codes were sent to this address. Please wait up to an hour and try again.',
  sendFailed: "We couldn't send your code just now. Please try again in a minute.",
  notJson: 'Please send the request as JSON (content-type: application/json).',
  tooLarge: 'The request is too large.',
  badJson: 'The request is not a JSON object.',
  failed: 'Something went wrong on our side. Please try again.',
} as const

/** The budgets of the sign-in endpoints. */
export interface AccountLimits {
  /** Per client address: code requests and code checks each count against it (separately). */
  perClient: RateLimiter
  /** Per tenant: code requests, a ceiling on what one site can cost in SMS and email. */
  perTenant: RateLimiter
  /** Per signed-in shopper: watchlist changes (each a database write). */
  watchlistPerShopper: RateLimiter
}

/**
 * The default budgets: 10 code requests and 10 code checks per client address per 10 minutes, 500 code requests
 * per tenant per hour, 120 watchlist changes per shopper per 10 minutes, counted in the given store (the
 * storage's, shared by every server).
 * @example const limits = createAccountLimits(storage.rateLimits, () => new Date())
 */
export function createAccountLimits(store?: RateLimitStore, clock?: Clock): AccountLimits {
  return {
    perClient: createRateLimiter({
      name: 'sign-in-per-client',
      limit: 10,
      windowMs: 10 * 60 * 1000,
      store,
      clock,
    }),
    perTenant: createRateLimiter({
      name: 'sign-in-per-tenant',
      limit: 500,
      windowMs: 60 * 60 * 1000,
      store,
      clock,
    }),
    watchlistPerShopper: createRateLimiter({
      name: 'watchlist-per-shopper',
      limit: 120,
      windowMs: 10 * 60 * 1000,
      store,
      clock,
    }),
  }
}

/** One tenant's side of the account endpoints. */
export interface AccountEndpointContext {
  tenant: string
  /** The site's name, shown in sign-in messages. */
  siteName: string
  accounts: AccountStore
  watchlist: WatchlistStore
  /** Whether a car id is in the tenant's stock (cars can only be saved while listed). */
  carExists(id: number): boolean
  codes: CodeSender
  /** Keys the hashes of sign-in codes (SESSION_SECRET). */
  secret: string
  clock: Clock
  limits: AccountLimits
  log: Log
  /** Behind one reverse proxy: read X-Forwarded-For and X-Forwarded-Proto. */
  trustProxy?: boolean
  /** Mark the session cookie Secure on every answer. */
  secureCookies?: boolean
}

const publicUser = (user: User): PublicUser => ({ id: user.id, email: user.email, phone: user.phone })

type Body = Record<string, unknown>

interface Exchange {
  req: IncomingMessage
  res: ServerResponse
  ctx: AccountEndpointContext
  body: Body
}

interface Route {
  /** Watchlist answers carry `success` (spec section 7). */
  watchlist?: boolean
  handle(exchange: Exchange): Promise<void>
}

const maxBodyBytes = 4096

const send = (res: ServerResponse, status: number, body: unknown) => sendJson(res, status, body, 'no-store')

const isJson = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json'

function tooMany(res: ServerResponse, retryAfterSeconds: number, message?: string) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  res.setHeader('retry-after', String(retryAfterSeconds))
  send(res, 429, {
    message:
      message ?? `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  })
}

/**
 * Counts a request against the client's budget (and the tenant's, when asked), all or none, so a client held back
 * by its own budget never uses up the tenant's; the refusal, or null.
 */
async function overLimit(
  exchange: Exchange,
  action: string,
  perTenant: boolean,
): Promise<{ retryAfterSeconds: number } | null> {
  const { req, ctx } = exchange
  const address = clientAddress(req, { trustProxy: ctx.trustProxy })
  const refused = await takeEvery([
    [ctx.limits.perClient, `${action}:${ctx.tenant}:${address}`],
    ...(perTenant ? ([[ctx.limits.perTenant, `${action}:${ctx.tenant}`]] as const) : []),
  ])
  return refused?.decision ?? null
}

const cookieSettings = (ctx: AccountEndpointContext) => ({
  trustProxy: ctx.trustProxy,
  secureCookies: ctx.secureCookies,
})

/** The signed-in session, or null after answering 401 (with the watchlist's sign-in redirect when asked). */
async function requireSession(exchange: Exchange, watchlist: boolean): Promise<ActiveSession | null> {
  const { req, res, ctx } = exchange
  const session = await sessionFor(req, ctx.tenant, ctx.accounts, ctx.clock)
  if (session) return session
  if (watchlist)
    send(res, 401, {
      success: false,
      message: accountMessages.signInForWatchlist,
      redirect: watchlistSignIn(req),
    })
  else send(res, 401, { message: accountMessages.signInFirst })
  return null
}

/** False after answering 403 when a cookie-authenticated POST fails the CSRF check. */
function passesCsrf(exchange: Exchange, session: ActiveSession, watchlist: boolean): boolean {
  if (!csrfFailure(exchange.req, session.csrfToken)) return true
  send(
    exchange.res,
    403,
    watchlist ? { success: false, message: csrfFailureMessage } : { message: csrfFailureMessage },
  )
  return false
}

/** Sign in for the watchlist, then come back to the page the shopper was on. */
function watchlistSignIn(req: IncomingMessage): string {
  const here = refererPath(req) ?? '/'
  return signInRedirect('watchlist', here, here)
}

/** Answers the outcome of sending a code; a channel the site cannot reach is a message on `field`. */
function answerIssued(exchange: Exchange, destination: Destination, outcome: IssueOutcome, field: string) {
  const { res, ctx } = exchange
  if (outcome.sent)
    return sendAnswer(res, '/api/sign-in/code', 202, { sent: true, channel: destination.channel })
  if (outcome.reason === 'too-many-for-destination')
    return tooMany(res, outcome.retryAfterSeconds, accountMessages.tooManyForDestination)
  const { error } = outcome
  if (error instanceof CodeChannelUnavailable)
    return send(res, 400, { message: error.message, errors: { [field]: error.message } })
  ctx.log(
    `sign-in code for ${ctx.tenant} could not be sent: ${error instanceof Error ? error.message : String(error)}`,
  )
  send(res, 502, { message: accountMessages.sendFailed })
}

const codeText = (value: string | number): string => String(value).replace(/\s/g, '')

/** The refusal of a sign-in body whose destination is not an address (a wrong type included). */
function refuseDestination(res: ServerResponse) {
  const message = accountMessages.invalidDestination
  send(res, 400, { message, errors: { destination: message } })
}

/** The refusal of a code that is wrong, expired or not a code at all. */
function refuseCode(res: ServerResponse) {
  const message = accountMessages.wrongCode
  send(res, 400, { message, errors: { code: message } })
}

async function requestCode(exchange: Exchange) {
  const { res, ctx, body } = exchange
  const read = parsePostBody('/api/sign-in/code', body)
  const destination = read.ok ? parseDestination(read.body.destination) : null
  if (!destination) return refuseDestination(res)
  const refused = await overLimit(exchange, 'sign-in-code', true)
  if (refused) return tooMany(res, refused.retryAfterSeconds)
  answerIssued(exchange, destination, await issueSignInCode(ctx, destination), 'destination')
}

async function verifyCode(exchange: Exchange) {
  const { req, res, ctx, body } = exchange
  const refused = await overLimit(exchange, 'sign-in-verify', false)
  if (refused) return tooMany(res, refused.retryAfterSeconds)
  const read = parsePostBody('/api/sign-in/verify', body)
  if (!read.ok && read.field !== 'code') return refuseDestination(res)
  // A code of the wrong type is a wrong code: the destination is still read (parseDestination checks its type).
  const destination = parseDestination(read.ok ? read.body.destination : body.destination)
  if (!destination) return refuseDestination(res)
  if (!read.ok || !(await checkSignInCode(ctx, destination, codeText(read.body.code)))) return refuseCode(res)
  const user = await ctx.accounts.userFor(
    ctx.tenant,
    destination.channel === 'email' ? { email: destination.address } : { phone: destination.address },
  )
  // A session the browser already had is ended: one cookie, one session, never one chosen before sign-in.
  if (sessionToken(req)) await endSession(req, ctx.tenant, ctx.accounts, cookieSettings(ctx))
  const { cookie, csrfToken } = await startSession(
    req,
    ctx.tenant,
    user.id,
    ctx.accounts,
    ctx.clock,
    cookieSettings(ctx),
  )
  res.setHeader('set-cookie', cookie)
  sendAnswer(res, '/api/sign-in/verify', 200, { user: publicUser(user), csrfToken })
}

async function signOut(exchange: Exchange) {
  const { req, res, ctx } = exchange
  const session = await sessionFor(req, ctx.tenant, ctx.accounts, ctx.clock)
  if (session && !passesCsrf(exchange, session, false)) return
  res.setHeader('set-cookie', await endSession(req, ctx.tenant, ctx.accounts, cookieSettings(ctx)))
  sendAnswer(res, '/api/sign-out', 204, null)
}

async function currentSession(exchange: Exchange) {
  const { req, res, ctx } = exchange
  const session = await sessionFor(req, ctx.tenant, ctx.accounts, ctx.clock)
  // A cookie that names no live session is removed, so the browser stops sending it.
  if (!session && sessionToken(req))
    res.setHeader('set-cookie', clearedSessionCookie(req, cookieSettings(ctx)))
  send(
    res,
    200,
    session
      ? { user: publicUser(session.user), csrfToken: session.csrfToken }
      : { user: null, csrfToken: null },
  )
}

/**
 * Adds a mobile to the signed-in account, only once the shopper has shown it is theirs: `{ phone }` sends a code
 * to that mobile (the sign-in code machinery, with its limits), `{ phone, code }` checks it and only then sets the
 * phone. An unproven number is never attached: the watchlist is keyed by it.
 */
async function setPhone(exchange: Exchange) {
  const { res, ctx, body } = exchange
  const session = await requireSession(exchange, false)
  if (!session || !passesCsrf(exchange, session, false)) return
  const read = parsePostBody('/api/account/phone', body)
  // A code of the wrong type is a wrong code: the phone is still read as sent.
  const given = read.ok ? read.body.phone : read.field === 'code' ? body.phone : null
  const phone = typeof given === 'string' ? normaliseAuMobile(given) : null
  if (!phone) {
    const message = accountMessages.invalidPhone
    return send(res, 400, { message, errors: { phone: message } })
  }
  const account = '/api/account/phone'
  // The account already has this number: there is nothing to prove.
  if (phone === session.user.phone) return sendAnswer(res, account, 200, { user: publicUser(session.user) })
  if (!read.ok) return refuseCode(res)
  const destination: Destination = { channel: 'sms', address: phone }
  const { code } = read.body
  if (code === undefined) {
    const refused = await overLimit(exchange, 'phone-code', true)
    if (refused) return tooMany(res, refused.retryAfterSeconds)
    return answerIssued(exchange, destination, await issueSignInCode(ctx, destination), 'phone')
  }
  const refused = await overLimit(exchange, 'phone-verify', false)
  if (refused) return tooMany(res, refused.retryAfterSeconds)
  if (!(await checkSignInCode(ctx, destination, codeText(code)))) return refuseCode(res)
  const user = await ctx.accounts.setPhone(ctx.tenant, session.user.id, phone)
  if (!user) return send(res, 401, { message: accountMessages.signInFirst })
  sendAnswer(res, account, 200, { user: publicUser(user) })
}

function changeWatchlist(change: 'add' | 'remove') {
  const path = change === 'add' ? '/api/watchlist/save-car' : '/api/watchlist/remove-car'
  return async (exchange: Exchange) => {
    const { req, res, ctx, body } = exchange
    const session = await requireSession(exchange, true)
    if (!session || !passesCsrf(exchange, session, true)) return
    const own = session.user.phone ? normaliseAuMobile(session.user.phone) : null
    if (!own)
      return send(res, 409, {
        success: false,
        message: accountMessages.phoneForWatchlist,
        redirect: watchlistSignIn(req),
      })
    const budget = await ctx.limits.watchlistPerShopper.take(`${ctx.tenant}:${session.user.id}`)
    if (!budget.allowed) return tooMany(res, budget.retryAfterSeconds)
    const read = parsePostBody(path, body)
    if (!read.ok && read.field === 'car_id')
      return send(res, 400, { success: false, message: accountMessages.invalidCar })
    const carId = read.ok ? read.body.car_id : null
    const given = read.ok && read.body.phone_number ? normaliseAuMobile(read.body.phone_number) : null
    if (carId === null || given !== own)
      return send(res, 403, { success: false, message: accountMessages.phoneMismatch })
    // A saved car that has since left the stock (sold, unlisted) can still be removed.
    if (change === 'add') {
      if (!ctx.carExists(carId))
        return send(res, 404, { success: false, message: accountMessages.unknownCar })
      await ctx.watchlist.add(ctx.tenant, session.user.id, carId)
    } else await ctx.watchlist.remove(ctx.tenant, session.user.id, carId)
    sendAnswer(res, path, 200, {
      success: true,
      car_ids: await ctx.watchlist.list(ctx.tenant, session.user.id),
    })
  }
}

async function listWatchlist(exchange: Exchange) {
  const { res, ctx } = exchange
  const session = await requireSession(exchange, true)
  if (!session) return
  send(res, 200, { car_ids: await ctx.watchlist.list(ctx.tenant, session.user.id) })
}

const routes = {
  'POST /api/sign-in/code': { handle: requestCode },
  'POST /api/sign-in/verify': { handle: verifyCode },
  'POST /api/sign-out': { handle: signOut },
  'GET /api/session': { handle: currentSession },
  'POST /api/account/phone': { handle: setPhone },
  'GET /api/watchlist': { watchlist: true, handle: listWatchlist },
  'POST /api/watchlist/save-car': { watchlist: true, handle: changeWatchlist('add') },
  'POST /api/watchlist/remove-car': { watchlist: true, handle: changeWatchlist('remove') },
} as const satisfies Readonly<Partial<Record<SiteRouteKey, Route>>>

/** The routes of the account endpoints. */
export type AccountEndpointKey = keyof typeof routes

/**
 * The account endpoints of one tenant, by route: sign-in by one-time code (`POST /api/sign-in/code`, `POST
 * /api/sign-in/verify`), `POST /api/sign-out`, `GET /api/session`, `POST /api/account/phone` (`{ phone }` texts a
 * code to the mobile, `{ phone, code }` proves it and sets it on the account), and the watchlist
 * (`GET /api/watchlist`, `POST /api/watchlist/save-car` and `/remove-car`, spec section 7). POSTs take JSON of at
 * most 4 KB and a foreign Origin is refused; cookie-authenticated POSTs also need the session's `x-csrf-token`.
 * Every answer is JSON and never cached.
 * @example http.createServer(endpointListener(accountEndpoints(accountContext)))
 */
export function accountEndpoints(ctx: AccountEndpointContext): Endpoints<AccountEndpointKey> {
  return endpointsOf(routes, (route: Route, key) => (req, res, url) => answer(req, res, url, ctx, key, route))
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: AccountEndpointContext,
  key: AccountEndpointKey,
  route: Route,
): Promise<void> {
  const method = req.method ?? 'GET'
  const fail = (status: number, message: string) =>
    send(res, status, route.watchlist ? { success: false, message } : { message })
  try {
    let body: Body = {}
    if (key.startsWith('POST ')) {
      // Cross-site POSTs are refused outright, including sign-in (so no one can sign a shopper into their account).
      if (!originMatchesHost(req)) return fail(403, csrfFailureMessage)
      if (!isJson(req)) return fail(415, accountMessages.notJson)
      const read = await readJsonObject(req, maxBodyBytes)
      if (!read.ok)
        return fail(read.status, read.status === 413 ? accountMessages.tooLarge : accountMessages.badJson)
      body = read.body
    }
    await route.handle({ req, res, ctx, body })
  } catch (error) {
    ctx.log(
      `${method} ${url.pathname} on ${ctx.tenant} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    if (!res.headersSent) fail(500, accountMessages.failed)
    else res.destroy()
  }
}
