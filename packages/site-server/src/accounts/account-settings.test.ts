import { describe, expect, it } from 'vitest'
import { readSiteSettings } from '../settings/site-settings'
import { accountSettingsFromEnv } from './account-settings'

describe('accountSettingsFromEnv', () => {
  it.each<[Record<string, string>, boolean, boolean]>([
    [{}, false, false],
    [{ TRUST_PROXY: 'true', SECURE_COOKIES: '1' }, true, true],
    [{ TRUST_PROXY: 'no', SECURE_COOKIES: 'false' }, false, false],
  ])('%j → trustProxy %s, secureCookies %s', (env, trustProxy, secureCookies) => {
    const settings = accountSettingsFromEnv(
      readSiteSettings({ SESSION_SECRET: 'x'.repeat(40), ...env }),
      () => {},
    )
    expect(settings).toMatchObject({ secret: 'x'.repeat(40), trustProxy, secureCookies })
  })
})
