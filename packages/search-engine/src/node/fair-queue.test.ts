import { describe, expect, it } from 'vitest'
import { createFairQueue } from './fair-queue'

describe('createFairQueue: keys take turns, one job each', () => {
  it("another tenant's search runs after one job of a flood, not after all of it", async () => {
    const queue = createFairQueue({ sliceMs: 0 })
    const ran: string[] = []
    const flood = Array.from({ length: 20 }, (_, index) => queue.run('tenant-a', () => ran.push(`a${index}`)))
    const quiet = queue.run('tenant-b', () => ran.push('b0'))
    await Promise.all([...flood, quiet])
    expect(ran.indexOf('b0')).toBe(1)
    expect(ran.filter((name) => name.startsWith('a'))).toEqual(flood.map((_, index) => `a${index}`))
  })

  it.each([
    ['two floods alternate', ['a', 'a', 'a', 'b', 'b', 'b'], ['a0', 'b3', 'a1', 'b4', 'a2', 'b5']],
    ['three keys take turns in order of arrival', ['a', 'a', 'b', 'c', 'c'], ['a0', 'b2', 'c3', 'a1', 'c4']],
  ])('%s', async (_, keys, order) => {
    const queue = createFairQueue({ sliceMs: 0 })
    const ran: string[] = []
    await Promise.all(keys.map((key, index) => queue.run(key, () => ran.push(`${key}${index}`))))
    expect(ran).toEqual(order)
  })

  it('a key with nothing queued goes before the keys being served: a new search waits for one job at most', async () => {
    const queue = createFairQueue()
    const ran: string[] = []
    const flood = [queue.run('a', () => ran.push('a0')), queue.run('a', () => ran.push('a1'))]
    // Arrives while the flood is under way (after a0 has run): it goes next, before a1 and a2.
    const late = new Promise<void>((arrived) =>
      setImmediate(() => {
        void Promise.all([queue.run('a', () => ran.push('a2')), queue.run('b', () => ran.push('b0'))]).then(
          () => arrived(),
        )
      }),
    )
    await Promise.all([...flood, late])
    expect(ran).toEqual(['a0', 'b0', 'a1', 'a2'])
  })

  it('answers each job its own result or error, and a failing job does not stop the queue', async () => {
    const queue = createFairQueue()
    const failing = queue.run('a', () => {
      throw new Error('bad query')
    })
    const next = queue.run('a', () => 42)
    await expect(failing).rejects.toThrow('bad query')
    await expect(next).resolves.toBe(42)
    expect(queue.size()).toBe(0)
  })

  it('with no slice, lets the event loop take a turn between jobs', async () => {
    const queue = createFairQueue({ sliceMs: 0 })
    const ran: string[] = []
    const first = queue.run('a', () => {
      ran.push('job 1')
      // Something that arrives while a job runs (a page request, a socket write) is served before the next job.
      setImmediate(() => ran.push('io'))
    })
    const second = queue.run('a', () => ran.push('job 2'))
    await Promise.all([first, second])
    expect(ran).toEqual(['job 1', 'io', 'job 2'])
  })

  it('runs jobs, still taking turns, until the slice is used, then lets the event loop take a turn', async () => {
    let clock = 0
    // Each job takes 0.4 ms on this clock: a 1 ms slice runs three jobs (0, 0.4, 0.8 ms) before it yields.
    const queue = createFairQueue({ sliceMs: 1, now: () => clock })
    const ran: string[] = []
    const job = (name: string) => () => {
      ran.push(name)
      clock += 0.4
      if (name === 'a0') setImmediate(() => ran.push('io'))
    }
    await Promise.all([
      queue.run('a', job('a0')),
      queue.run('a', job('a1')),
      queue.run('b', job('b0')),
      queue.run('a', job('a2')),
    ])
    expect(ran).toEqual(['a0', 'b0', 'a1', 'io', 'a2'])
  })
})
