/** A clock: the site asks it for "now" on every request. */
export type Clock = () => Date

/**
 * The demo clock: fixture data is dated relative to its reference date, so the demo runs as if today were that
 * date (plus the time since start), and "sold in the last 3 days" or "new arrival" stay true forever.
 * FORECOURT_NOW pins the clock; without fixtures' reference date it is the system clock.
 */
export function siteClock(referenceDate: string | null, pinned: string | null, started = Date.now()): Clock {
  if (pinned) {
    const at = new Date(pinned)
    if (Number.isNaN(at.valueOf())) throw new Error(`FORECOURT_NOW must be an ISO date, got "${pinned}"`)
    return () => at
  }
  if (!referenceDate) return () => new Date()
  const anchor = new Date(referenceDate).valueOf()
  return () => new Date(anchor + (Date.now() - started))
}
