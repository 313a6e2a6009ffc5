import { createStorage, type Storage } from '@forecourt/site-storage'
import { stockTokenHash } from '@forecourt/site-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forecourtUsage, runForecourtCommand } from './forecourt-command'

let storage: Storage
beforeAll(async () => {
  storage = await createStorage({ dataDir: 'memory://' })
}, 60_000)
afterAll(() => storage.close())

const now = new Date('2026-11-27T05:00:00Z')
const files = new Map<string, string>()
const run = async (...args: string[]) => {
  const out: string[] = []
  const err: string[] = []
  const code = await runForecourtCommand(args, {
    storage,
    tenants: ['wattle-bay-kia', 'bunya-range-motor-group'],
    readFile: (path) =>
      files.has(path)
        ? Promise.resolve(files.get(path)!)
        : Promise.reject(new Error(`ENOENT: no such file, '${path}'`)),
    clock: () => now,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  })
  return { code, out, err }
}

describe('pnpm forecourt tokens', () => {
  it('create: shows a new token once and stores only its hash, for that tenant', async () => {
    const made = await run('tokens', 'create', 'wattle-bay-kia', 'DMS', 'feed')
    expect(made.code).toBe(0)
    const token = made.out[1]!
    expect(made.out[0]).toMatch(/^Made stock API token [0-9a-f-]{36} \('DMS feed'\) for wattle-bay-kia\. /)
    expect(token).toMatch(/^fcs_[\w-]{43}$/)
    expect(await storage.stock.tokenByHash(stockTokenHash(token))).toMatchObject({
      tenant: 'wattle-bay-kia',
      label: 'DMS feed',
    })
    expect(JSON.stringify(await storage.stock.tokens('wattle-bay-kia'))).not.toContain(token)
  })

  it("list, then revoke: the token stops working and is listed as revoked; another tenant's id is refused", async () => {
    const made = await run('tokens', 'create', 'bunya-range-motor-group')
    const id = /token ([0-9a-f-]{36})/.exec(made.out[0]!)![1]!
    expect((await run('tokens', 'list', 'bunya-range-motor-group')).out).toEqual([
      expect.stringMatching(new RegExp(`^${id}  stock system  made \\S+$`)),
    ])
    expect(await run('tokens', 'revoke', 'wattle-bay-kia', id)).toMatchObject({
      code: 1,
      err: [
        `wattle-bay-kia has no working token ${id}; 'pnpm forecourt tokens list wattle-bay-kia' lists them.`,
      ],
    })
    expect(await run('tokens', 'revoke', 'bunya-range-motor-group', id)).toMatchObject({ code: 0 })
    expect(await storage.stock.tokenByHash(stockTokenHash(made.out[1]!))).toBeNull()
    expect((await run('tokens', 'list', 'bunya-range-motor-group')).out[0]).toMatch(/ {2}revoked \S+$/)
  })

  it.each([
    [
      ['tokens', 'create', 'red-gum'],
      1,
      "No tenant 'red-gum' on this server; its tenants are: wattle-bay-kia, bunya-range-motor-group.",
    ],
    [['tokens', 'create'], 2, forecourtUsage],
    [['tokens', 'delete', 'wattle-bay-kia'], 2, forecourtUsage],
    [['tokens', 'revoke', 'wattle-bay-kia'], 2, forecourtUsage],
    [['stock'], 2, forecourtUsage],
  ])('%j answers %i and says why', async (args, code, message) => {
    expect(await run(...args)).toEqual({ code, out: [], err: [message] })
  })

  it('help prints the usage', async () => {
    expect(await run('help')).toEqual({ code: 0, out: [forecourtUsage], err: [] })
  })
})

describe('pnpm stock import', () => {
  const car = (id: number, price = 30_000) =>
    `${id},car-${id},2026 Kia Sportage S,2026,Kia,Sportage,${price},new,in_stock`
  const header = 'id,slug,name,year,make,model,price,car_type,status'

  it('applies a CSV feed with the same checks and transaction as the stock API, and says what it did', async () => {
    files.set('yard.csv', [header, car(1), car(2)].join('\n'))
    expect(await run('stock', 'import', 'wattle-bay-kia', 'yard.csv')).toEqual({
      code: 0,
      out: [
        'Applied yard.csv to wattle-bay-kia: 2 cars; 2 added, 0 updated, 0 unchanged, 0 withdrawn.',
        'A site server running on this storage shows the change when it next starts.',
      ],
      err: [],
    })
    files.set('yard.csv', [header, car(1, 29_000)].join('\n'))
    expect((await run('stock', 'import', 'wattle-bay-kia', 'yard.csv')).out[0]).toBe(
      'Applied yard.csv to wattle-bay-kia: 1 cars; 0 added, 1 updated, 0 unchanged, 1 withdrawn.',
    )
    expect(await storage.stock.car('wattle-bay-kia', 2)).toMatchObject({
      status: 'sold',
      sold_date_timestamp: 1_795_755_600,
    })
  })

  it('applies nothing of a feed with problems, and lists them by row and field', async () => {
    files.set('broken.csv', [header, car(3), '4,car-4,S,2026,Kia,Sportage,free,new,in_stock'].join('\n'))
    const answer = await run('stock', 'import', 'wattle-bay-kia', 'broken.csv')
    expect(answer).toMatchObject({ code: 1, out: [] })
    expect(answer.err[0]).toBe('broken.csv was not applied (nothing was changed): 1 problems.')
    expect(answer.err[1]).toMatch(/^ {2}row 3, price: /)
    expect(await storage.stock.car('wattle-bay-kia', 3)).toBeNull()
  })

  it.each([
    [
      ['stock', 'import', 'wattle-bay-kia', 'yard.xlsx'],
      'yard.xlsx: a feed file ends in .json, .ndjson, .jsonl or .csv, which says how it is read.',
    ],
    [
      ['stock', 'import', 'wattle-bay-kia', 'missing.json'],
      "missing.json could not be read: ENOENT: no such file, 'missing.json'",
    ],
  ])('%j is refused: %s', async (args, message) => {
    expect(await run(...args)).toEqual({ code: 1, out: [], err: [message] })
  })
})
