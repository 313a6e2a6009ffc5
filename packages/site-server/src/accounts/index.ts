/**
 * Shopper accounts on the site server: sign-in by one-time code, sessions, CSRF, rate limits and the watchlist.
 * Storage is reached only through the AccountStore and WatchlistStore interfaces. Which pages are gated, and the
 * /sign-in links, are `@forecourt/tenant-config`'s (`gatedPageFor`, `signInRedirect`, …): the browser needs them too.
 */
export { accountEndpoints, accountMessages, createAccountLimits } from './account-endpoints'
export { accountSettingsFromEnv } from './account-settings'
export {
  byChannel,
  channelOf,
  CodeChannelUnavailable,
  codeSenderFromEnv,
  emailCodeSender,
  logCodeSender,
  signInMessage,
  smtpTransport,
  unavailableCodeSender,
  webhookCodeSender,
} from './code-sender'
export { csrfFailure, csrfFailureMessage, csrfHeader, originMatchesHost, tokensEqual } from './csrf'
export { normaliseAuMobile, normaliseEmail, parseDestination } from './destination'
export { createRateLimiter, takeEvery } from './rate-limit'
export { clientAddress, isHttpsRequest, refererPath } from './request-info'
export {
  clearedSessionCookie,
  endSession,
  hashSessionToken,
  newToken,
  readCookie,
  sessionCookie,
  sessionCookieName,
  sessionFor,
  sessionMaxAgeSeconds,
  sessionToken,
  startSession,
} from './session'
export {
  checkSignInCode,
  hashSignInCode,
  issueSignInCode,
  newSignInCode,
  sessionSecretFromEnv,
  signInCodeMaxAttempts,
  signInCodesPerHour,
  signInCodeTtlMs,
} from './sign-in-codes'

export type { AccountEndpointContext, AccountEndpointKey, AccountLimits } from './account-endpoints'
export type { AccountSettings } from './account-settings'
export type { CodeSender, MailTransport, WebhookSenderOptions } from './code-sender'
export type { Destination, SignInChannel } from './destination'
export type { RateDecision, RateLimiter, RateLimiterOptions } from './rate-limit'
export type { ProxySettings } from './request-info'
export type { ActiveSession, CookieSettings } from './session'
export type { IssueOutcome, SignInCodeContext } from './sign-in-codes'
export type { Clock, Log } from './types'
