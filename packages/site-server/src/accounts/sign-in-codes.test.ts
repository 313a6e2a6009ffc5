import { describe, expect, it } from 'vitest'
import { readSiteSettings } from '../settings/site-settings'
import { hashSignInCode, newSignInCode, sessionSecretFromEnv } from './sign-in-codes'

describe('sign-in codes', () => {
  it('are 6 digits, leading zeros kept', () => {
    const codes = Array.from({ length: 200 }, newSignInCode)
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(190)
  })

  it('are stored as an HMAC bound to the secret, tenant and destination', () => {
    const hash = hashSignInCode('secret', 'tenant-a', '+61412345678', '042917')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hashSignInCode('secret', 'tenant-a', '+61412345678', '042917')).toBe(hash)
    expect(
      [
        hashSignInCode('other', 'tenant-a', '+61412345678', '042917'),
        hashSignInCode('secret', 'tenant-b', '+61412345678', '042917'),
        hashSignInCode('secret', 'tenant-a', '+61412345679', '042917'),
        hashSignInCode('secret', 'tenant-a', '+61412345678', '042918'),
      ].includes(hash),
    ).toBe(false)
  })
})

describe('sessionSecretFromEnv', () => {
  const strong = 'x'.repeat(32)
  it('uses SESSION_SECRET when set', () => {
    const lines: string[] = []
    expect(
      sessionSecretFromEnv({ SESSION_SECRET: strong, NODE_ENV: 'production' }, (line) => lines.push(line)),
    ).toBe(strong)
    expect(lines).toEqual([])
  })

  it('refuses a short secret', () => {
    expect(() => sessionSecretFromEnv(readSiteSettings({ SESSION_SECRET: 'short' }), () => {})).toThrow(
      /at least 32 characters/,
    )
  })

  it('refuses to start in production without one', () => {
    expect(() => sessionSecretFromEnv({ NODE_ENV: 'production' }, () => {})).toThrow(
      /SESSION_SECRET must be set in production/,
    )
  })

  it('makes a random development secret with a warning otherwise', () => {
    const lines: string[] = []
    const first = sessionSecretFromEnv({}, (line) => lines.push(line))
    const second = sessionSecretFromEnv({ NODE_ENV: 'development' }, (line) => lines.push(line))
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second).not.toBe(first)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('SESSION_SECRET is not set')
  })
})
