/**
 * A clock: account code asks it for "now" so that tests (and the demo clock) decide what time it is.
 * @example const clock: Clock = () => new Date('2026-10-01T00:00:00Z')
 */
export type Clock = () => Date

/**
 * Where account code writes operational messages (a sent development code, a failed send).
 * @example const log: Log = (message) => console.error(message)
 */
export type Log = (message: string) => void

/** Delivers a sign-in code to an email address or an Australian mobile (+614…). */
export interface CodeSender {
  /** Sends `code` for `tenant`'s site; rejects when it could not be handed over for delivery. */
  send(tenant: string, destination: string, code: string, siteName: string): Promise<void>
}
