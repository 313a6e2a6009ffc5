import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import carIndexReplicas from '@forecourt/search-engine/settings/car-index-replicas.json' with { type: 'json' }
import carIndexSettings from '@forecourt/search-engine/settings/car-index.json' with { type: 'json' }
import type { Tenant } from '@forecourt/tenant-config'
import { loadTenants } from '@forecourt/tenant-config/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSiteSettings } from '../settings/site-settings'
import { algoliaPushFor, pushSettings } from './algolia-push'
import { standInAdminKey, startStandIn, type StandIn } from './testing/algolia-stand-in'

const fixturesDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../fixtures')
const keyVariable = 'FORECOURT_TENANT_WATTLE_BAY_KIA_ALGOLIA_ADMIN_KEY'
const settings = pushSettings(carIndexSettings, carIndexReplicas)
let wattle: Tenant
let standIn: StandIn

beforeAll(async () => {
  const tenants = await loadTenants(join(fixturesDir, 'tenants'))
  wattle = tenants.find((tenant) => tenant.slug === 'wattle-bay-kia')!
  standIn = await startStandIn(wattle.search.indexName)
})

afterAll(() => standIn?.close())

const onAlgolia = (adminKeyEnv: string | null): Tenant => ({
  ...wattle,
  search: { ...wattle.search, provider: 'algolia', adminKeyEnv },
})

describe('pushSettings', () => {
  it("gives each replica the primary's settings with its own ranking on top, as the embedded engine reads them", () => {
    const { replicas } = pushSettings(carIndexSettings, carIndexReplicas)
    expect(Object.keys(replicas)).toEqual(carIndexSettings.replicas)
    expect(replicas.Car_production_price_asc).toMatchObject({
      searchableAttributes: carIndexSettings.searchableAttributes,
      ranking: carIndexReplicas.Car_production_price_asc.ranking,
    })
    expect(replicas.Car_production_price_asc).not.toHaveProperty('replicas')
  })
})

describe('algoliaPushFor: "a tenant switched to Algolia needs no other code"', () => {
  it.each([
    [
      'a tenant on the embedded engine has none',
      (): Tenant => ({ ...wattle, search: { ...wattle.search, provider: 'embedded', adminKeyEnv: null } }),
      null,
    ],
    ['a tenant on Algolia without search.adminKeyEnv has none', () => onAlgolia(null), null],
    [
      'a tenant on Algolia whose admin key variable is not set has none, and the log says so',
      () => onAlgolia(keyVariable),
      `search push: wattle-bay-kia: ${keyVariable} is not set, so its stock changes are not written to Algolia`,
    ],
  ])('%s', (_, tenant, logLine) => {
    const logged: string[] = []
    expect(
      algoliaPushFor(tenant(), readSiteSettings({}), { settings, log: (line) => logged.push(line) }),
    ).toBeNull()
    expect(logged).toEqual(logLine ? [logLine] : [])
  })

  it('a tenant on Algolia with its admin key writes its settings and records with the real client, to ALGOLIA_WRITE_URL', async () => {
    const push = algoliaPushFor(
      onAlgolia(keyVariable),
      readSiteSettings({ [keyVariable]: standInAdminKey, ALGOLIA_WRITE_URL: `http://${standIn.url}` }),
      { settings, log: () => undefined },
    )
    expect(push).not.toBeNull()
    await push!.start([{ objectID: '7', title: 'Kia Sportage', price: 35_990 }])
    push!.close()
    const key = { apiKey: standInAdminKey }
    expect(standIn.engine.getObject(wattle.search.indexName, '7', key)).toMatchObject({ price: 35_990 })
    expect(standIn.engine.getSettings('Car_production_latest', key).ranking?.[0]).toBe(
      'desc(created_at_timestamp)',
    )
  })
})
