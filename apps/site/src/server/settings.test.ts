import { readSiteSettings } from '@forecourt/site-server'
import { describe, expect, it } from 'vitest'
import { serverSettings } from './settings'

describe("the server's own settings", () => {
  it('defaults: port 3000 on 127.0.0.1, fixtures beside the repo, no pinned tenant or clock', () => {
    expect(serverSettings(readSiteSettings({}), '/srv/forecourt')).toEqual({
      port: 3000,
      host: '127.0.0.1',
      fixturesDir: '/srv/forecourt/fixtures',
      defaultTenant: null,
      pinnedNow: null,
    })
  })

  it('PORT, HOST, FIXTURES_DIR, TENANT and FORECOURT_NOW are honoured', () => {
    const settings = readSiteSettings({
      PORT: '8080',
      HOST: '0.0.0.0',
      FIXTURES_DIR: '/data',
      TENANT: ' wattle-bay-kia ',
      FORECOURT_NOW: '2026-11-01T00:00:00Z',
    })
    expect(serverSettings(settings, '/x')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      fixturesDir: '/data',
      defaultTenant: 'wattle-bay-kia',
      pinnedNow: '2026-11-01T00:00:00Z',
    })
  })
})
