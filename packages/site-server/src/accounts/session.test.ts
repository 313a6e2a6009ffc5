import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientAddress, isHttpsRequest, refererPath } from './request-info'
import {
  clearedSessionCookie,
  endSession,
  hashSessionToken,
  newToken,
  readCookie,
  sessionCookie,
  sessionFor,
  startSession,
} from './session'
import { memoryAccountStore } from './testing/memory-stores'

const request = (headers: Record<string, string> = {}, socket: object = { remoteAddress: '192.0.2.1' }) =>
  ({ headers, socket }) as unknown as IncomingMessage

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, whole site, 30 days; Secure only over https', () => {
    expect(sessionCookie(request(), 'tok')).toBe(
      'fc_session=tok; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
    )
    expect(sessionCookie(request(), 'tok', { secureCookies: true })).toMatch(/; Secure$/)
    expect(sessionCookie(request({}, { encrypted: true }), 'tok')).toMatch(/; Secure$/)
    expect(clearedSessionCookie(request())).toBe('fc_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
  })

  it('tokens are 32 random bytes in base64url, stored only as their SHA-256', () => {
    const token = newToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newToken()).not.toBe(token)
    expect(hashSessionToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it.each<[string, string, string | null]>([
    ['fc_session=abc', 'fc_session', 'abc'],
    ['theme=dark; fc_session=abc; other=1', 'fc_session', 'abc'],
    ['x_fc_session=abc', 'fc_session', null],
    ['fc_session=a%20b', 'fc_session', 'a b'],
    ['fc_session=%E0%A4%A', 'fc_session', '%E0%A4%A'],
    ['', 'fc_session', null],
  ])('readCookie(%j, %j) → %j', (cookie, name, expected) => {
    expect(readCookie(request({ cookie }), name)).toBe(expected)
  })
})

describe('sessionFor', () => {
  const clock = () => new Date('2026-10-01T00:00:00Z')

  it('finds the session of its own tenant only, and sign-out deletes it', async () => {
    const accounts = memoryAccountStore()
    const user = await accounts.userFor('tenant-a', { email: 'jo@example.com' })
    const { cookie, csrfToken } = await startSession(request(), 'tenant-a', user.id, accounts, clock)
    const signedIn = request({ cookie: cookie.split(';')[0] ?? '' })
    expect(await sessionFor(signedIn, 'tenant-a', accounts, clock)).toMatchObject({ user, csrfToken })
    expect(await sessionFor(signedIn, 'tenant-b', accounts, clock)).toBeNull()
    expect(await endSession(signedIn, 'tenant-a', accounts)).toMatch(/^fc_session=; Max-Age=0/)
    expect(await sessionFor(signedIn, 'tenant-a', accounts, clock)).toBeNull()
  })

  it('ignores cookies that are not shaped like a token, without asking the store', async () => {
    const accounts = memoryAccountStore()
    let asked = 0
    const counting = { ...accounts, session: () => (asked++, Promise.resolve(null)) }
    for (const cookie of [
      'fc_session=short',
      `fc_session=${'x'.repeat(5000)}`,
      'fc_session=' + '!'.repeat(43),
    ])
      expect(await sessionFor(request({ cookie }), 'tenant-a', counting, clock)).toBeNull()
    expect(asked).toBe(0)
  })
})

describe('request info', () => {
  it.each<[string, Record<string, string>, boolean, string]>([
    ['the socket peer', {}, false, '192.0.2.1'],
    ['the socket peer, X-Forwarded-For ignored', { 'x-forwarded-for': '10.0.0.1' }, false, '192.0.2.1'],
    [
      'the last X-Forwarded-For entry behind a proxy',
      { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      true,
      '203.0.113.9',
    ],
    ['the socket peer when the proxy sent none', {}, true, '192.0.2.1'],
  ])('clientAddress is %s', (_name, headers, trustProxy, expected) => {
    expect(clientAddress(request(headers), { trustProxy })).toBe(expected)
  })

  it.each<[Record<string, string>, boolean, boolean]>([
    [{ 'x-forwarded-proto': 'https' }, true, true],
    [{ 'x-forwarded-proto': 'https, http' }, true, true],
    [{ 'x-forwarded-proto': 'http' }, true, false],
    [{ 'x-forwarded-proto': 'https' }, false, false],
  ])('isHttpsRequest(%j, trustProxy %s) → %s', (headers, trustProxy, expected) => {
    expect(isHttpsRequest(request(headers), { trustProxy })).toBe(expected)
  })

  it.each<[Record<string, string>, string | null]>([
    [{ host: 'www.dealer.com.au', referer: 'https://www.dealer.com.au/cars/x?tab=1#top' }, '/cars/x?tab=1'],
    [{ host: 'www.dealer.com.au', referer: 'https://evil.example/cars/x' }, null],
    [{ host: 'www.dealer.com.au', referer: 'not a url' }, null],
    [{ host: 'www.dealer.com.au' }, null],
  ])('refererPath(%j) → %j', (headers, expected) => {
    expect(refererPath(request(headers))).toBe(expected)
  })
})
