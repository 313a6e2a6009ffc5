import type { SiteSettings } from '../settings/site-settings'
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

/** The settings the account endpoints read. */
export type AccountEnvSettings = Pick<
  SiteSettings,
  | 'NODE_ENV'
  | 'SESSION_SECRET'
  | 'SMTP_URL'
  | 'SIGN_IN_EMAIL_FROM'
  | 'SIGN_IN_WEBHOOK_URL'
  | 'SIGN_IN_WEBHOOK_TOKEN'
  | 'TRUST_PROXY'
  | 'SECURE_COOKIES'
>

/**
 * The account endpoints' part of the server's settings (SESSION_SECRET, SMTP_URL, SIGN_IN_EMAIL_FROM,
 * SIGN_IN_WEBHOOK_URL, SIGN_IN_WEBHOOK_TOKEN, TRUST_PROXY and SECURE_COOKIES), made once at start; throws when
 * they do not go together (e.g. no SESSION_SECRET in production).
 * @example const accountSettings = accountSettingsFromEnv(readSiteSettings(process.env), console.log)
 */
export function accountSettingsFromEnv(settings: AccountEnvSettings, log: Log): AccountSettings {
  return {
    secret: sessionSecretFromEnv(settings, log),
    codes: codeSenderFromEnv(settings, log),
    trustProxy: settings.TRUST_PROXY,
    secureCookies: settings.SECURE_COOKIES,
  }
}
