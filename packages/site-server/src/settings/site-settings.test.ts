import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSiteSettings, settingsTable, type SiteSettings } from './site-settings'

describe('readSiteSettings: every environment variable, read once at start', () => {
  it('an empty environment gives the defaults: port 3000 on 127.0.0.1, every switch off', () => {
    expect(readSiteSettings({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      TRUST_PROXY: false,
      SECURE_COOKIES: false,
      ALLOW_TEST_PAYMENTS: false,
      tenantVariables: {},
    })
  })

  it.each<[string, Record<string, string>, Partial<SiteSettings>]>([
    ['a port is a number', { PORT: '8080' }, { PORT: 8080 }],
    ['values are trimmed', { SMTP_FROM: '  leads@dealer.example ' }, { SMTP_FROM: 'leads@dealer.example' }],
    ['a blank value is not set', { SMTP_URL: '  ', PORT: '' }, { SMTP_URL: undefined, PORT: 3000 }],
    [
      'switches take 1, true, yes or on',
      { TRUST_PROXY: 'yes', SECURE_COOKIES: '1' },
      { TRUST_PROXY: true, SECURE_COOKIES: true },
    ],
    [
      'anything else leaves a switch off',
      { TRUST_PROXY: 'no', ALLOW_TEST_PAYMENTS: 'false' },
      { TRUST_PROXY: false, ALLOW_TEST_PAYMENTS: false },
    ],
    ['timeouts are milliseconds', { REGO_LOOKUP_TIMEOUT_MS: ' 2500 ' }, { REGO_LOOKUP_TIMEOUT_MS: 2500 }],
    [
      'outside services take http(s) addresses',
      { FINANCE_QUOTE_URL: 'http://127.0.0.1:8080' },
      { FINANCE_QUOTE_URL: 'http://127.0.0.1:8080' },
    ],
    [
      'PAYMENT_PROVIDER "test" is the embedded test payment system',
      { PAYMENT_PROVIDER: 'test' },
      { PAYMENT_PROVIDER: 'test' },
    ],
  ])('%s', (_rule, env, expected) => {
    expect(readSiteSettings(env)).toMatchObject(expected)
  })

  it.each([
    ['PORT', 'eighty', 'PORT must be a port number, got "eighty"'],
    ['PORT', '70000', 'PORT must be a port number, got "70000"'],
    ['FORECOURT_NOW', 'yesterday', 'FORECOURT_NOW must be an ISO date'],
    ['SESSION_SECRET', 'short', 'SESSION_SECRET must be at least 32 characters'],
    ['DATABASE_URL', 'mysql://db', 'DATABASE_URL must be a postgres:// address'],
    ['SMTP_URL', 'mail.example', 'SMTP_URL must be an smtp:// or smtps:// address'],
    ['REGO_LOOKUP_URL', 'ftp://rego.example', 'REGO_LOOKUP_URL must be an http(s) address'],
    ['FINANCE_QUOTE_TIMEOUT_MS', '0', 'FINANCE_QUOTE_TIMEOUT_MS must be a positive number of milliseconds'],
    ['DELIVERY_ESTIMATE_TIMEOUT_MS', 'soon', 'DELIVERY_ESTIMATE_TIMEOUT_MS must be a positive number'],
    ['PAYMENT_PROVIDER', 'stripe', 'PAYMENT_PROVIDER is not available: only "test"'],
  ])('%s=%s stops the server at start: "%s"', (name, value, message) => {
    expect(() => readSiteSettings({ [name]: value })).toThrow(message)
  })

  it('names every unusable setting at once', () => {
    expect(() => readSiteSettings({ PORT: 'x', SESSION_SECRET: 'short' })).toThrow(
      /PORT must be a port number[^]*SESSION_SECRET must be at least 32 characters/,
    )
  })

  it('keeps the FORECOURT_TENANT_ variables tenant files name, and nothing else of the environment', () => {
    const settings = readSiteSettings({
      FORECOURT_TENANT_WATTLE_BAY_KIA_CRM_WEBHOOK_URL: ' https://crm.example/hook ',
      FORECOURT_TENANT_RED_GUM_MAPS_KEY: '',
      HOME: '/root',
    })
    expect(settings.tenantVariables).toEqual({
      FORECOURT_TENANT_WATTLE_BAY_KIA_CRM_WEBHOOK_URL: 'https://crm.example/hook',
    })
    expect(settings).not.toHaveProperty('HOME')
  })

  it('is the settings table of the README, word for word', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8')
    const printed =
      /<!-- settings:start -->\n<!-- prettier-ignore-start -->\n([^]*?)\n<!-- prettier-ignore-end -->\n<!-- settings:end -->/.exec(
        readme,
      )?.[1]
    expect(printed, 'packages/site-server/README.md has the settings table between its markers').toBe(
      settingsTable(),
    )
  })
})
