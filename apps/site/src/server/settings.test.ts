import { describe, expect, it } from 'vitest'
import { serverSettings } from './settings'

describe('server settings come from the environment', () => {
  it('defaults: port 3000 on 127.0.0.1, fixtures beside the repo, no pinned tenant or clock', () => {
    expect(serverSettings({}, '/srv/forecourt')).toEqual({
      port: 3000,
      host: '127.0.0.1',
      fixturesDir: '/srv/forecourt/fixtures',
      defaultTenant: null,
      pinnedNow: null,
      services: {
        AUTOGAUGE_API_BASE: undefined,
        AUTOGAUGE_API_KEY: undefined,
        DELIVERY_ESTIMATE_URL: undefined,
        DELIVERY_ESTIMATE_TIMEOUT_MS: undefined,
      },
    })
  })

  it("only the outside services' own variables reach them", () => {
    const settings = serverSettings({ AUTOGAUGE_API_BASE: 'https://valuations.example', SECRET: 'x' }, '/x')
    expect(settings.services.AUTOGAUGE_API_BASE).toBe('https://valuations.example')
    expect(Object.keys(settings.services)).not.toContain('SECRET')
  })

  it('PORT, HOST, FIXTURES_DIR, TENANT and FORECOURT_NOW are honoured', () => {
    expect(
      serverSettings(
        {
          PORT: '8080',
          HOST: '0.0.0.0',
          FIXTURES_DIR: '/data',
          TENANT: ' wattle-bay-kia ',
          FORECOURT_NOW: '2026-11-01T00:00:00Z',
        },
        '/x',
      ),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      fixturesDir: '/data',
      defaultTenant: 'wattle-bay-kia',
      pinnedNow: '2026-11-01T00:00:00Z',
      services: expect.any(Object) as unknown,
    })
  })

  it.each(['abc', '70000', '-1', '80.5'])('PORT=%s is refused with a clear message', (port) => {
    expect(() => serverSettings({ PORT: port }, '/x')).toThrow(`PORT must be a port number, got "${port}"`)
  })
})
