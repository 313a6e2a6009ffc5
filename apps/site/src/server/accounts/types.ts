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
