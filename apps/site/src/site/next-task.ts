/**
 * Resolves in a later task, so the work after it does not lengthen the current one: the browser may paint, or run
 * a tap's handler, in between. Uses `scheduler.yield()` where the browser has it (the continuation keeps its place
 * ahead of other queued tasks), a message otherwise (unlike `setTimeout`, never clamped to 4 ms or more).
 * @example await nextTask()
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(undefined)
  })
}
