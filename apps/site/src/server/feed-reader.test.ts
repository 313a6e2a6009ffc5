import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { feedReaderThread, sameThreadFeedReader } from '@forecourt/site-server'
import { afterAll, describe, expect, it } from 'vitest'

// The thread runs the package's built worker (dist/feed-worker.js), as the server does.
const reader = feedReaderThread()
afterAll(() => reader.close())

const fixtureCars = async () =>
  (
    JSON.parse(
      await readFile(resolve(import.meta.dirname, '../../../../fixtures/stock/wattle-bay-kia.json'), 'utf8'),
    ) as { cars: Record<string, unknown>[] }
  ).cars.slice(0, 50)

describe('feedReaderThread: a feed is parsed and checked on a thread of its own', () => {
  it('reads on its thread what is read on this one: every car of a good feed', async () => {
    const ndjson = (await fixtureCars()).map((car) => JSON.stringify(car)).join('\n')
    const reading = await reader.read(ndjson, 'ndjson')
    expect(reading).toMatchObject({ ok: true })
    expect(reading).toEqual(await sameThreadFeedReader.read(ndjson, 'ndjson'))
  })

  it('and every error of a bad one, by row and field', async () => {
    const [first, second] = await fixtureCars()
    const ndjson = [{ ...first, price: 'free' }, { ...second, id: -1 }, '{ not json'].map((row) =>
      typeof row === 'string' ? row : JSON.stringify(row),
    )
    const reading = await reader.read(ndjson.join('\n'), 'ndjson')
    expect(reading.ok).toBe(false)
    expect(reading).toEqual(await sameThreadFeedReader.read(ndjson.join('\n'), 'ndjson'))
  })

  it('reads again after it was closed, on a new thread', async () => {
    await reader.close()
    const ndjson = JSON.stringify((await fixtureCars())[0])
    expect(await reader.read(ndjson, 'ndjson')).toMatchObject({ ok: true, cars: [{}] })
  })
})
