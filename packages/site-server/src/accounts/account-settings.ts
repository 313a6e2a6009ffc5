import { codeSenderFromEnv, type CodeSender } from './code-sender'
import { sessionSecretFromEnv } from './sign-in-codes'
import type { Log } from './types'

/** The environment's part of every tenant's account endpoints. */
export interface AccountSettings {
  /** SESSION_SECRET, or a development secret made at start. */
  secret: string
  /** Who delivers sign-in codes (SMTP_URL, SIGN_IN_WEBHOOK_URL, or the development log). */
  codes: CodeSender
  /** TRUST_PROXY=true: the site runs behind one reverse proxy that sets X-Forwarded-For and X-Forwarded-Proto. */
  trustProxy: boolean
  /** SECURE_COOKIES=true: always mark the session cookie Secure. */
  secureCookies: boolean
}

const flag = (value: string | undefined) =>
  ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase())

/**
 * Reads SESSION_SECRET, SMTP_URL, SIGN_IN_EMAIL_FROM, SIGN_IN_WEBHOOK_URL, SIGN_IN_WEBHOOK_TOKEN, TRUST_PROXY
 * and SECURE_COOKIES once at start; throws when a setting is unusable (e.g. no SESSION_SECRET in production).
 * @example const accountSettings = accountSettingsFromEnv(process.env, console.log)
 */
export function accountSettingsFromEnv(env: Record<string, string | undefined>, log: Log): AccountSettings {
  return {
    secret: sessionSecretFromEnv(env, log),
    codes: codeSenderFromEnv(env, log),
    trustProxy: flag(env.TRUST_PROXY),
    secureCookies: flag(env.SECURE_COOKIES),
  }
}
