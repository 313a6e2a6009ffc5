import { createStorage, type Storage } from '@forecourt/site-storage'
import { stockTokenHash } from '@forecourt/site-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forecourtUsage, runForecourtCommand } from './forecourt-command'

let storage: Storage
beforeAll(async () => {
  storage = await createStorage({ dataDir: 'memory://' })
}, 60_000)
afterAll(() => storage.close())

const run = async (...args: string[]) => {
  const out: string[] = []
  const err: string[] = []
  const code = await runForecourtCommand(args, {
    storage,
    tenants: ['wattle-bay-kia', 'bunya-range-motor-group'],
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
