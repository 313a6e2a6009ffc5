import { describe, expect, it } from 'vitest'
import { groupCommit } from './group-commit'

/** A write that records each batch it is given and answers after the test releases it. */
function recordingWrite(fail: (items: readonly number[]) => boolean = () => false) {
  const batches: number[][] = []
  const releases: (() => void)[] = []
  const write = (items: readonly number[]) => {
    batches.push([...items])
    return new Promise<number[]>((resolve, reject) => {
      releases.push(() =>
        fail(items)
          ? reject(new Error(`refused ${items.join(',')}`))
          : resolve(items.map((item) => item * 10)),
      )
    })
  }
  const releaseAll = async () => {
    await turnEnds()
    while (releases.length) {
      releases.shift()?.()
      await new Promise((tick) => setTimeout(tick, 0))
    }
  }
  return { batches, write, releaseAll }
}

/** Resolves once the current turn of the event loop has ended (its check phase). */
const turnEnds = () => new Promise<void>((ended) => setImmediate(ended))

describe('groupCommit', () => {
  it('writes a lone item on its own when the turn that made it ends', async () => {
    const { batches, write, releaseAll } = recordingWrite()
    const result = groupCommit(write).write(1)
    expect(batches).toEqual([])
    await turnEnds()
    expect(batches).toEqual([[1]])
    await releaseAll()
    await expect(result).resolves.toBe(10)
  })

  it('writes the items made in one turn together, each answered with its own result', async () => {
    const { batches, write, releaseAll } = recordingWrite()
    const commits = groupCommit(write)
    const results = [1, 2, 3, 4].map((item) => commits.write(item))
    await releaseAll()
    expect(batches).toEqual([[1, 2, 3, 4]])
    await expect(Promise.all(results)).resolves.toEqual([10, 20, 30, 40])
  })

  it('writes the items that arrive while a write is in flight together, after it', async () => {
    const { batches, write, releaseAll } = recordingWrite()
    const commits = groupCommit(write)
    const first = commits.write(1)
    await turnEnds()
    const later = [2, 3, 4].map((item) => commits.write(item))
    await turnEnds()
    expect(batches).toEqual([[1]])
    await releaseAll()
    expect(batches).toEqual([[1], [2, 3, 4]])
    await expect(Promise.all([first, ...later])).resolves.toEqual([10, 20, 30, 40])
  })

  it('carries at most maxBatch items in one write', async () => {
    const { batches, write, releaseAll } = recordingWrite()
    const commits = groupCommit(write, { maxBatch: 2 })
    const results = [1, 2, 3, 4, 5].map((item) => commits.write(item))
    await releaseAll()
    expect(batches).toEqual([[1, 2], [3, 4], [5]])
    await expect(Promise.all(results)).resolves.toEqual([10, 20, 30, 40, 50])
  })

  it('writes each item of a refused batch again on its own, so only the bad one fails', async () => {
    const { batches, write, releaseAll } = recordingWrite((items) => items.includes(3))
    const commits = groupCommit(write)
    const results = [1, 2, 3, 4].map((item) => commits.write(item))
    const settled = Promise.allSettled(results)
    await releaseAll()
    expect(batches).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]])
    expect((await settled).map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
  })

  it('keeps writing after a failure', async () => {
    const { write, releaseAll } = recordingWrite((items) => items.includes(1))
    const commits = groupCommit(write)
    const first = commits.write(1).catch((error: Error) => error.message)
    await releaseAll()
    expect(await first).toBe('refused 1')
    const second = commits.write(2)
    await releaseAll()
    await expect(second).resolves.toBe(20)
  })
})
