import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from './next-task'

afterEach(() => vi.unstubAllGlobals())

describe('nextTask: the work after it runs in a later task', () => {
  it('resolves after the current task and its microtasks, by a message where there is no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined)
    const order: string[] = []
    const later = nextTask().then(() => order.push('next task'))
    void Promise.resolve().then(() => order.push('microtask'))
    order.push('this task')
    await later
    expect(order).toEqual(['this task', 'microtask', 'next task'])
  })

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldToBrowser })
    await nextTask()
    expect(yieldToBrowser).toHaveBeenCalledTimes(1)
  })
})
