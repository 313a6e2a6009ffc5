/** The part of `process` the guard listens on. */
export interface GuardedProcess {
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown
}

/**
 * Keeps one failure from being every dealer's outage: an error that escapes every handler (a callback that throws,
 * a promise nobody awaited) is logged with its stack instead of ending the process, which serves every tenant.
 * Handlers answer their own failures with a 4xx or 5xx; this only catches what still gets past them. Install it
 * once the server has started: a start that fails (a bad tenant file, a folder in use) must still end the process.
 * @example installProcessGuard(process, (message) => console.error(message))
 */
export function installProcessGuard(target: GuardedProcess, log: (message: string) => void): void {
  const describe = (reason: unknown) =>
    reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)
  target.on('uncaughtException', (error) => log(`uncaught exception, still serving: ${describe(error)}`))
  target.on('unhandledRejection', (reason) => log(`unhandled rejection, still serving: ${describe(reason)}`))
}
