import { createHmac, randomBytes, randomInt } from 'node:crypto'
import type { AccountStore } from '@forecourt/site-storage'
import type { SiteSettings } from '../settings/site-settings'
import type { CodeSender } from './types'
import type { Destination } from './destination'
import type { Clock, Log } from './types'

/** A sign-in code works for 10 minutes. */
export const signInCodeTtlMs = 10 * 60 * 1000

/** Wrong guesses a code survives: the store refuses it from the 6th check on. */
export const signInCodeMaxAttempts = 5

/** Codes one destination may be sent per hour, so the site cannot be used to flood someone's inbox or phone. */
export const signInCodesPerHour = 5

/**
 * A one-time sign-in code: 6 digits from the operating system's secure random source, leading zeros kept.
 * @example newSignInCode() // '042917'
 */
export function newSignInCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * The stored form of a code: HMAC-SHA256 keyed with the site's secret over tenant, destination and code. A
 * database leak then reveals no code (a million codes are easy to try against a plain hash, not without the
 * key), and a hash is bound to the tenant and destination it was sent to.
 * @example hashSignInCode(secret, 'wattle-bay-kia', '+61412345678', '042917')
 */
export function hashSignInCode(secret: string, tenant: string, destination: string, code: string): string {
  return createHmac('sha256', secret).update(`${tenant}\n${destination}\n${code}`, 'utf8').digest('hex')
}

/**
 * The secret that keys code hashes: SESSION_SECRET (at least 32 characters, which the settings check). Unset in
 * development (NODE_ENV anything but 'production') a random one is made at start with a warning, so codes stop
 * working on restart; unset in production the server refuses to start.
 * @example const secret = sessionSecretFromEnv(readSiteSettings(process.env), console.warn)
 */
export function sessionSecretFromEnv(
  settings: Pick<SiteSettings, 'SESSION_SECRET' | 'NODE_ENV'>,
  log: Log,
): string {
  if (settings.SESSION_SECRET) return settings.SESSION_SECRET
  if (settings.NODE_ENV === 'production')
    throw new Error('SESSION_SECRET must be set in production: it keys the hashes of sign-in codes')
  log(
    'SESSION_SECRET is not set: using a random development secret; sign-in codes sent before a restart will not work after it',
  )
  return randomBytes(32).toString('base64url')
}

/** What an account endpoint hands to {@link issueSignInCode} and {@link checkSignInCode}. */
export interface SignInCodeContext {
  tenant: string
  siteName: string
  accounts: AccountStore
  codes: CodeSender
  secret: string
  clock: Clock
}

/** The outcome of {@link issueSignInCode}. */
export type IssueOutcome =
  | { sent: true }
  | { sent: false; reason: 'too-many-for-destination'; retryAfterSeconds: number }
  /** The sender failed: the code is stored but never arrived. A failing store throws instead. */
  | { sent: false; reason: 'send-failed'; error: unknown }

/**
 * Makes, stores (hashed, 10 minutes) and sends a code to a destination, unless it was sent 5 codes in the last
 * hour. The code is stored before it is sent, so it works the moment it arrives. A failed send is an outcome
 * (the shopper may try again); a failing store throws.
 * @example await issueSignInCode(context, { channel: 'sms', address: '+61412345678' })
 */
export async function issueSignInCode(
  context: SignInCodeContext,
  destination: Destination,
): Promise<IssueOutcome> {
  const now = context.clock()
  const hourAgo = new Date(now.valueOf() - 60 * 60 * 1000)
  const recent = await context.accounts.codesSince(context.tenant, destination.address, hourAgo)
  // The store does not say when the oldest of those codes was sent, so the wait is the whole hour at most.
  if (recent >= signInCodesPerHour)
    return { sent: false, reason: 'too-many-for-destination', retryAfterSeconds: 60 * 60 }
  const code = newSignInCode()
  await context.accounts.createCode(context.tenant, {
    destination: destination.address,
    codeHash: hashSignInCode(context.secret, context.tenant, destination.address, code),
    expiresAt: new Date(now.valueOf() + signInCodeTtlMs),
  })
  try {
    await context.codes.send(context.tenant, destination.address, code, context.siteName)
  } catch (error) {
    return { sent: false, reason: 'send-failed', error }
  }
  return { sent: true }
}

/**
 * Checks a code the shopper typed for a destination. True once for any of its live codes (a newer code never voids
 * the one being typed); the store counts every check against each live code, so after 5 wrong guesses even the
 * right code fails and a new one must be requested.
 * @example await checkSignInCode(context, destination, '042917') // true, then false
 */
export async function checkSignInCode(
  context: Pick<SignInCodeContext, 'tenant' | 'accounts' | 'secret' | 'clock'>,
  destination: Destination,
  code: string,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false
  const codeHash = hashSignInCode(context.secret, context.tenant, destination.address, code)
  return context.accounts.consumeCode(context.tenant, destination.address, codeHash, context.clock())
}
