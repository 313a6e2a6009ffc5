import { resolve } from 'node:path'
import { readSiteSettings } from '@forecourt/site-server'
import { describe, expect, it } from 'vitest'
import { serverSettings } from './settings'

describe("the server's own settings", () => {
  it('defaults: port 3000 on 127.0.0.1, fixtures beside the repo, pictures in ./.data/images, no pinned tenant or clock', () => {
    expect(serverSettings(readSiteSettings({}), '/srv/forecourt')).toEqual({
      port: 3000,
      host: '127.0.0.1',
      fixturesDir: '/srv/forecourt/fixtures',
      imageCacheDir: resolve('.data/images'),
      defaultTenant: null,
      pinnedNow: null,
    })
  })

  it('PORT, HOST, FIXTURES_DIR, IMAGE_CACHE_DIR, TENANT and FORECOURT_NOW are honoured', () => {
    const settings = readSiteSettings({
      PORT: '8080',
      HOST: '0.0.0.0',
      FIXTURES_DIR: '/data',
      IMAGE_CACHE_DIR: '/var/cache/forecourt-images',
      TENANT: ' wattle-bay-kia ',
      FORECOURT_NOW: '2026-11-01T00:00:00Z',
    })
    expect(serverSettings(settings, '/x')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      fixturesDir: '/data',
      imageCacheDir: '/var/cache/forecourt-images',
      defaultTenant: 'wattle-bay-kia',
      pinnedNow: '2026-11-01T00:00:00Z',
    })
  })
})
