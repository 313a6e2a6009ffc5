import { afterEach, describe, expect, it } from 'vitest'
import { accountMessages, createAccountLimits, type AccountEndpointContext } from './account-endpoints'
import { CodeChannelUnavailable, logCodeSender, type CodeSender } from './code-sender'
import { csrfFailureMessage } from './csrf'
import { createRateLimiter } from './rate-limit'
import { startAccountServer, type AccountServer } from './testing/account-server'
import {
  memoryAccountStore,
  memoryWatchlistStore,
  recordingCodeSender,
  type MemoryAccountStore,
} from './testing/memory-stores'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const knownCars = new Set([7, 8, 9])

/** A test world: one store, a settable clock, and a log that keeps lines. */
function world() {
  let now = new Date('2026-10-01T00:00:00Z')
  const lines: string[] = []
  const accounts = memoryAccountStore()
  const watchlist = memoryWatchlistStore()
  const clock = () => now
  return {
    accounts,
    watchlist,
    lines,
    clock,
    advance(ms: number) {
      now = new Date(now.valueOf() + ms)
    },
    context(overrides: Partial<AccountEndpointContext> = {}): AccountEndpointContext {
      const log = (line: string) => lines.push(line)
      return {
        tenant: 'tenant-a',
        siteName: 'Tenant A Motors',
        accounts,
        watchlist,
        carExists: (id) => knownCars.has(id),
        codes: logCodeSender(log),
        secret,
        clock,
        limits: {
          ...createAccountLimits(undefined, clock),
          perClient: createRateLimiter({ name: 'per-client', limit: 100, windowMs: 60_000, clock }),
          perTenant: createRateLimiter({ name: 'per-tenant', limit: 100, windowMs: 60_000, clock }),
        },
        log,
        ...overrides,
      }
    },
  }
}

interface Answer {
  status: number
  headers: Headers
  body: Record<string, unknown> | null
}

/** A browser of one site: keeps the session cookie, and the CSRF token once it has read it. */
function browser(origin: string) {
  let cookie = ''
  const state = { csrfToken: '' }
  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await fetch(origin + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const setCookie = response.headers.get('set-cookie')
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? ''
      cookie = pair.endsWith('=') ? '' : pair
    }
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    }
  }
  return {
    state,
    get cookie() {
      return cookie
    },
    set cookie(value: string) {
      cookie = value
    },
    call,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      call('POST', path, body, headers),
    /** A POST with the session's CSRF token, as the site's own pages send it. */
    postWithToken: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      call('POST', path, body, { 'x-csrf-token': state.csrfToken, ...headers }),
  }
}

const servers: AccountServer[] = []
async function serve(context: AccountEndpointContext) {
  const server = await startAccountServer(context)
  servers.push(server)
  return server
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** The code the development log sender wrote for a destination. */
function loggedCode(lines: string[], destination: string, tenant = 'tenant-a'): string {
  const prefix = `Sign-in code for ${destination} on ${tenant}: `
  const line = lines.findLast((item) => item.startsWith(prefix))
  if (!line) throw new Error(`no code logged for ${destination}`)
  return line.slice(prefix.length)
}

/** Signs a browser in with a code sent to `typed`, and reads the session's CSRF token. */
async function signIn(
  site: ReturnType<typeof browser>,
  lines: string[],
  typed: string,
  normalised: string,
): Promise<Answer> {
  expect((await site.post('/api/sign-in/code', { destination: typed })).status).toBe(202)
  const verified = await site.post('/api/sign-in/verify', {
    destination: typed,
    code: loggedCode(lines, normalised),
  })
  expect(verified.status).toBe(200)
  site.state.csrfToken = String((await site.get('/api/session')).body?.csrfToken)
  return verified
}

describe('sign-in by code, end to end over HTTP', () => {
  it('request → logged code → verify → cookie → /api/session → save-car → list → remove → sign-out', async () => {
    const w = world()
    const server = await serve(w.context())
    const site = browser(server.origin)

    const requested = await site.post('/api/sign-in/code', { destination: '0412 345 678' })
    expect(requested.status).toBe(202)
    expect(requested.body).toEqual({ sent: true, channel: 'sms' })
    expect(requested.headers.get('cache-control')).toBe('no-store')
    const code = loggedCode(w.lines, '+61412345678')
    expect(code).toMatch(/^\d{6}$/)

    const verified = await site.post('/api/sign-in/verify', { destination: '+61 412 345 678', code })
    expect(verified.status).toBe(200)
    expect(verified.body?.user).toEqual({ id: 'user-1', email: null, phone: '+61412345678' })
    const setCookie = verified.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^fc_session=[A-Za-z0-9_-]{43}; /)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('Path=/')
    expect(setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`)
    expect(setCookie).not.toContain('Secure')

    // Only the token's hash is stored.
    const token = site.cookie.slice('fc_session='.length)
    expect([...w.accounts.sessions.keys()].some((key) => key.includes(token))).toBe(false)

    const session = await site.get('/api/session')
    expect(session.status).toBe(200)
    expect(session.headers.get('cache-control')).toBe('no-store')
    expect(session.body?.user).toEqual({ id: 'user-1', email: null, phone: '+61412345678' })
    expect(session.body?.csrfToken).toBe(verified.body?.csrfToken)
    site.state.csrfToken = String(session.body?.csrfToken)

    const phone_number = '0412345678'
    expect((await site.postWithToken('/api/watchlist/save-car', { phone_number, car_id: 7 })).body).toEqual({
      success: true,
      car_ids: [7],
    })
    expect((await site.postWithToken('/api/watchlist/save-car', { phone_number, car_id: '8' })).body).toEqual(
      {
        success: true,
        car_ids: [8, 7],
      },
    )
    expect((await site.get('/api/watchlist')).body).toEqual({ car_ids: [8, 7] })
    expect((await site.postWithToken('/api/watchlist/remove-car', { phone_number, car_id: 7 })).body).toEqual(
      {
        success: true,
        car_ids: [8],
      },
    )

    const signedOut = await site.postWithToken('/api/sign-out', {})
    expect(signedOut.status).toBe(204)
    expect(signedOut.headers.get('set-cookie')).toMatch(/^fc_session=; Max-Age=0; Path=\/; HttpOnly/)
    expect(w.accounts.sessions.size).toBe(0)
    site.cookie = `fc_session=${token}`
    expect((await site.get('/api/session')).body).toEqual({ user: null, csrfToken: null })
  })

  it('an email sign-in adds a mobile (CSRF-checked) before using the watchlist', async () => {
    const w = world()
    const server = await serve(w.context())
    const site = browser(server.origin)
    const verified = await signIn(site, w.lines, ' Jo@Example.com ', 'jo@example.com')
    expect(verified.body?.user).toEqual({ id: 'user-1', email: 'jo@example.com', phone: null })

    const noPhone = await site.postWithToken('/api/watchlist/save-car', { phone_number: '', car_id: 7 })
    expect(noPhone.status).toBe(409)
    expect(noPhone.body).toMatchObject({
      success: false,
      message: 'Add your mobile number to use the watchlist',
    })
    expect(String(noPhone.body?.redirect)).toMatch(/^\/sign-in\?type=watchlist&redirect=/)

    expect((await site.post('/api/account/phone', { phone: '0412 345 679' })).status).toBe(403)
    const invalid = await site.postWithToken('/api/account/phone', { phone: '07 3123 4567' })
    expect(invalid.status).toBe(400)
    expect(invalid.body?.errors).toEqual({ phone: accountMessages.invalidPhone })
    const sent = await site.postWithToken('/api/account/phone', { phone: '0412 345 679' })
    expect(sent.status).toBe(202)
    expect(sent.body).toEqual({ sent: true, channel: 'sms' })
    const added = await site.postWithToken('/api/account/phone', {
      phone: '+61 412 345 679',
      code: loggedCode(w.lines, '+61412345679'),
    })
    expect(added.body).toEqual({ user: { id: 'user-1', email: 'jo@example.com', phone: '+61412345679' } })

    const saved = await site.postWithToken('/api/watchlist/save-car', {
      phone_number: '+61 412 345 679',
      car_id: 9,
    })
    expect(saved.body).toEqual({ success: true, car_ids: [9] })
  })

  it('signing in again on the same browser ends the earlier session', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    await signIn(site, w.lines, 'jo@example.com', 'jo@example.com')
    await signIn(site, w.lines, 'jo@example.com', 'jo@example.com')
    expect(w.accounts.sessions.size).toBe(1)
  })
})

describe('adding a mobile needs a code sent to that mobile', () => {
  /** A browser signed in by email, with no mobile on the account yet. */
  async function signedInByEmail() {
    const w = world()
    const { origin } = await serve(w.context())
    const site = browser(origin)
    await signIn(site, w.lines, 'jo@example.com', 'jo@example.com')
    const phoneOfAccount = async () => (await site.get('/api/session')).body?.user as { phone: string | null }
    return { w, site, origin, phoneOfAccount }
  }

  it('the first call only sends a code: the number is not attached and the watchlist still refuses', async () => {
    const { w, site, phoneOfAccount } = await signedInByEmail()
    const sent = await site.postWithToken('/api/account/phone', { phone: '0412 345 679' })
    expect(sent.status).toBe(202)
    expect(loggedCode(w.lines, '+61412345679')).toMatch(/^\d{6}$/)
    expect((await phoneOfAccount()).phone).toBeNull()
    const save = await site.postWithToken('/api/watchlist/save-car', {
      phone_number: '0412345679',
      car_id: 7,
    })
    expect(save.status).toBe(409)
  })

  it.each([
    [
      'a wrong code',
      (code: string) => ({ phone: '0412345679', code: code === '000000' ? '000001' : '000000' }),
    ],
    ['a code that is not 6 digits', () => ({ phone: '0412345679', code: '12345' })],
    ['an empty code', () => ({ phone: '0412345679', code: '' })],
    ['the code of another mobile', (code: string) => ({ phone: '0412999999', code })],
  ])('%s attaches nothing', async (_name, body) => {
    const { w, site, phoneOfAccount } = await signedInByEmail()
    await site.postWithToken('/api/account/phone', { phone: '0412345679' })
    const answer = await site.postWithToken('/api/account/phone', body(loggedCode(w.lines, '+61412345679')))
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      message: accountMessages.wrongCode,
      errors: { code: accountMessages.wrongCode },
    })
    expect((await phoneOfAccount()).phone).toBeNull()
  })

  it('a guessed code with no code ever sent attaches nothing', async () => {
    const { site, phoneOfAccount } = await signedInByEmail()
    const answer = await site.postWithToken('/api/account/phone', { phone: '0412345679', code: '123456' })
    expect(answer.status).toBe(400)
    expect((await phoneOfAccount()).phone).toBeNull()
  })

  it('an expired code attaches nothing', async () => {
    const { w, site, phoneOfAccount } = await signedInByEmail()
    await site.postWithToken('/api/account/phone', { phone: '0412345679' })
    w.advance(10 * 60 * 1000 + 1)
    const code = loggedCode(w.lines, '+61412345679')
    const answer = await site.postWithToken('/api/account/phone', { phone: '0412345679', code })
    expect(answer.status).toBe(400)
    expect((await phoneOfAccount()).phone).toBeNull()
  })

  it('five wrong codes lock the code: the right one then fails too', async () => {
    const { w, site, phoneOfAccount } = await signedInByEmail()
    await site.postWithToken('/api/account/phone', { phone: '0412345679' })
    const code = loggedCode(w.lines, '+61412345679')
    const wrong = code === '000000' ? '000001' : '000000'
    for (let attempt = 0; attempt < 5; attempt++)
      await site.postWithToken('/api/account/phone', { phone: '0412345679', code: wrong })
    expect((await site.postWithToken('/api/account/phone', { phone: '0412345679', code })).status).toBe(400)
    expect((await phoneOfAccount()).phone).toBeNull()
  })

  it('the right code, once: the phone is set, the watchlist works, and the code cannot be used again', async () => {
    const { w, site, origin, phoneOfAccount } = await signedInByEmail()
    await site.postWithToken('/api/account/phone', { phone: '0412345679' })
    const code = loggedCode(w.lines, '+61412345679')
    const added = await site.postWithToken('/api/account/phone', { phone: '0412 345 679', code: ` ${code} ` })
    expect(added.status).toBe(200)
    expect((await phoneOfAccount()).phone).toBe('+61412345679')
    const save = await site.postWithToken('/api/watchlist/save-car', {
      phone_number: '0412345679',
      car_id: 7,
    })
    expect(save.body).toEqual({ success: true, car_ids: [7] })
    // A second account cannot replay the spent code to claim the same number.
    const other = browser(origin)
    await signIn(other, w.lines, 'al@example.com', 'al@example.com')
    const replay = await other.postWithToken('/api/account/phone', { phone: '0412345679', code })
    expect(replay.status).toBe(400)
  })

  it('the number already on the account is answered at once, with no code sent', async () => {
    const w = world()
    const codes = recordingCodeSender()
    const site = browser((await serve(w.context({ codes }))).origin)
    await site.post('/api/sign-in/code', { destination: '0412345678' })
    await site.post('/api/sign-in/verify', {
      destination: '0412345678',
      code: codes.lastCode('+61412345678'),
    })
    site.state.csrfToken = String((await site.get('/api/session')).body?.csrfToken)
    const answer = await site.postWithToken('/api/account/phone', { phone: '+61 412 345 678' })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ user: { id: 'user-1', email: null, phone: '+61412345678' } })
    expect(codes.sent).toHaveLength(1)
  })

  it('signed out, or without the CSRF token, no code is sent', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    expect((await site.post('/api/account/phone', { phone: '0412345679' })).status).toBe(401)
    await signIn(site, w.lines, 'jo@example.com', 'jo@example.com')
    expect((await site.post('/api/account/phone', { phone: '0412345679' })).status).toBe(403)
    expect(w.lines.some((line) => line.includes('+61412345679'))).toBe(false)
  })

  it('codes to one mobile are limited to 5 an hour, shared with sign-in', async () => {
    const { site } = await signedInByEmail()
    for (let sent = 0; sent < 5; sent++)
      expect((await site.postWithToken('/api/account/phone', { phone: '0412345679' })).status).toBe(202)
    const refused = await site.postWithToken('/api/account/phone', { phone: '0412345679' })
    expect(refused.status).toBe(429)
    expect(refused.body?.message).toBe(accountMessages.tooManyForDestination)
    expect((await site.post('/api/sign-in/code', { destination: '0412345679' })).status).toBe(429)
  })

  it('a site that cannot send SMS says so on the phone field', async () => {
    const w = world()
    const email = logCodeSender((line) => w.lines.push(line))
    const codes: CodeSender = {
      send: (tenant, destination, code, siteName) =>
        destination.includes('@')
          ? email.send(tenant, destination, code, siteName)
          : Promise.reject(new CodeChannelUnavailable('Mobile numbers cannot be checked on this site.')),
    }
    const site = browser((await serve(w.context({ codes }))).origin)
    await signIn(site, w.lines, 'jo@example.com', 'jo@example.com')
    const answer = await site.postWithToken('/api/account/phone', { phone: '0412345679' })
    expect(answer.status).toBe(400)
    expect(answer.body?.errors).toEqual({ phone: 'Mobile numbers cannot be checked on this site.' })
  })
})

describe('sign-in codes: wrong, expired, replaced', () => {
  it('five wrong codes lock the code: even the right one then fails', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    await site.post('/api/sign-in/code', { destination: 'jo@example.com' })
    const code = loggedCode(w.lines, 'jo@example.com')
    const wrong = code === '000000' ? '000001' : '000000'
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await site.post('/api/sign-in/verify', { destination: 'jo@example.com', code: wrong })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        message: 'That code is incorrect or has expired. Please request a new one.',
        errors: { code: 'That code is incorrect or has expired. Please request a new one.' },
      })
    }
    expect((await site.post('/api/sign-in/verify', { destination: 'jo@example.com', code })).status).toBe(400)
  })

  it('a code expires after 10 minutes', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    await site.post('/api/sign-in/code', { destination: 'jo@example.com' })
    w.advance(10 * 60 * 1000 + 1)
    const code = loggedCode(w.lines, 'jo@example.com')
    const answer = await site.post('/api/sign-in/verify', { destination: 'jo@example.com', code })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('set-cookie')).toBeNull()
  })

  it('a code works once, and a newer code replaces an older one', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    await site.post('/api/sign-in/code', { destination: 'jo@example.com' })
    const first = loggedCode(w.lines, 'jo@example.com')
    await site.post('/api/sign-in/code', { destination: 'jo@example.com' })
    const second = loggedCode(w.lines, 'jo@example.com')
    if (first !== second)
      expect(
        (await site.post('/api/sign-in/verify', { destination: 'jo@example.com', code: first })).status,
      ).toBe(400)
    expect(
      (await site.post('/api/sign-in/verify', { destination: 'jo@example.com', code: second })).status,
    ).toBe(200)
    expect(
      (await site.post('/api/sign-in/verify', { destination: 'jo@example.com', code: second })).status,
    ).toBe(400)
  })

  it('a code sent to one destination does not sign in another', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    await site.post('/api/sign-in/code', { destination: 'jo@example.com' })
    const code = loggedCode(w.lines, 'jo@example.com')
    expect((await site.post('/api/sign-in/verify', { destination: 'al@example.com', code })).status).toBe(400)
  })
})

describe('request validation', () => {
  it.each([
    ['not an address', { destination: 'jo at example' }],
    ['a landline', { destination: '07 3123 4567' }],
    ['two recipients', { destination: 'a@example.com,b@example.com' }],
    ['missing', {}],
    ['a number, not text', { destination: 412345678 }],
  ])('POST /api/sign-in/code refuses %s with a field message', async (_name, body) => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    const answer = await site.post('/api/sign-in/code', body)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      message: 'Please enter a valid email address or Australian mobile number',
      errors: { destination: 'Please enter a valid email address or Australian mobile number' },
    })
  })

  it.each([
    ['no code', { destination: 'jo@example.com' }],
    ['a code that is null', { destination: 'jo@example.com', code: null }],
    ['a code that is an object', { destination: 'jo@example.com', code: {} }],
    ['a code of 30 characters', { destination: 'jo@example.com', code: '1'.repeat(30) }],
  ])('POST /api/sign-in/verify answers %s as a wrong code, on the code', async (_name, body) => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    const answer = await site.post('/api/sign-in/verify', body)
    expect([answer.status, answer.body]).toEqual([
      400,
      { message: accountMessages.wrongCode, errors: { code: accountMessages.wrongCode } },
    ])
  })

  it("POST /api/account/phone: a code of the wrong type is a wrong code, and the account's own number needs none", async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    await signIn(site, w.lines, '0412345678', '+61412345678')
    const wrong = await site.postWithToken('/api/account/phone', { phone: '0412 345 679', code: null })
    expect([wrong.status, wrong.body?.errors]).toEqual([400, { code: accountMessages.wrongCode }])
    const badPhone = await site.postWithToken('/api/account/phone', { phone: 'garbage', code: null })
    expect([badPhone.status, badPhone.body?.errors]).toEqual([400, { phone: accountMessages.invalidPhone }])
    const own = await site.postWithToken('/api/account/phone', { phone: '0412 345 678', code: null })
    expect(own.status).toBe(200)
  })

  it.each([
    ['text/plain', { 'content-type': 'text/plain' }, '{"destination":"jo@example.com"}', 415],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 'destination=x', 415],
    ['JSON that is not an object', {}, '["jo@example.com"]', 400],
    ['broken JSON', {}, '{"destination":', 400],
    ['a body over 4 KB', {}, JSON.stringify({ destination: 'x'.repeat(5000) }), 413],
  ])('POST refuses %s', async (_name, headers, body, status) => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    const answer = await site.call('POST', '/api/sign-in/code', body, headers)
    expect(answer.status).toBe(status)
    expect(typeof answer.body?.message).toBe('string')
  })

  it('JSON with a charset parameter is JSON', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    const answer = await site.call('POST', '/api/sign-in/code', '{"destination":"jo@example.com"}', {
      'content-type': 'application/json; charset=utf-8',
    })
    expect(answer.status).toBe(202)
  })

  it('other paths are left to the next handler', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    expect((await site.get('/api/site/shell')).status).toBe(418)
    expect((await site.get('/api/watchlist/other')).status).toBe(418)
  })
})

describe('rate limits', () => {
  it('a client over its budget gets 429 with Retry-After', async () => {
    const w = world()
    const limits = {
      ...createAccountLimits(undefined, w.clock),
      perClient: createRateLimiter({
        name: 'per-client',
        limit: 2,
        windowMs: 10 * 60 * 1000,
        clock: w.clock,
      }),
      perTenant: createRateLimiter({ name: 'per-tenant', limit: 100, windowMs: 60_000, clock: w.clock }),
    }
    const site = browser((await serve(w.context({ limits }))).origin)
    expect((await site.post('/api/sign-in/code', { destination: 'a@example.com' })).status).toBe(202)
    expect((await site.post('/api/sign-in/code', { destination: 'b@example.com' })).status).toBe(202)
    const refused = await site.post('/api/sign-in/code', { destination: 'c@example.com' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('600')
    expect(refused.body?.message).toBe('Too many attempts. Please wait 10 minutes and try again.')
    // X-Forwarded-For is the client's own say without a trusted proxy: it does not buy a fresh budget.
    const spoofed = await site.post(
      '/api/sign-in/code',
      { destination: 'c@example.com' },
      { 'x-forwarded-for': '198.51.100.7' },
    )
    expect(spoofed.status).toBe(429)
    w.advance(10 * 60 * 1000)
    expect((await site.post('/api/sign-in/code', { destination: 'c@example.com' })).status).toBe(202)
  })

  it('watchlist changes are limited per shopper: past the budget 429 with Retry-After, and nothing changes', async () => {
    const w = world()
    const limits = {
      ...createAccountLimits(undefined, w.clock),
      watchlistPerShopper: createRateLimiter({
        name: 'watchlist',
        limit: 2,
        windowMs: 60_000,
        clock: w.clock,
      }),
    }
    const site = browser((await serve(w.context({ limits }))).origin)
    await signIn(site, w.lines, '0412 345 678', '+61412345678')
    const save = (car_id: number) =>
      site.postWithToken('/api/watchlist/save-car', { phone_number: '0412345678', car_id })
    expect((await save(7)).status).toBe(200)
    expect((await save(8)).status).toBe(200)
    const refused = await site.postWithToken('/api/watchlist/remove-car', {
      phone_number: '0412345678',
      car_id: 7,
    })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect((await site.get('/api/watchlist')).body).toEqual({ car_ids: [8, 7] })
    w.advance(60_000)
    expect((await save(7)).status).toBe(200)
  })

  it('code checks have a per-client budget of their own', async () => {
    const w = world()
    const limits = {
      ...createAccountLimits(undefined, w.clock),
      perClient: createRateLimiter({ name: 'per-client', limit: 3, windowMs: 60_000, clock: w.clock }),
      perTenant: createRateLimiter({ name: 'per-tenant', limit: 100, windowMs: 60_000, clock: w.clock }),
    }
    const site = browser((await serve(w.context({ limits }))).origin)
    const guess = { destination: 'jo@example.com', code: '123456' }
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await site.post('/api/sign-in/verify', guess)).status).toBe(400)
    expect((await site.post('/api/sign-in/verify', guess)).status).toBe(429)
    expect((await site.post('/api/sign-in/code', { destination: 'jo@example.com' })).status).toBe(202)
  })

  it('behind a trusted proxy clients are told apart by X-Forwarded-For, and the tenant has a ceiling', async () => {
    const w = world()
    const limits = {
      ...createAccountLimits(undefined, w.clock),
      perClient: createRateLimiter({ name: 'per-client', limit: 1, windowMs: 60_000, clock: w.clock }),
      perTenant: createRateLimiter({
        name: 'per-tenant',
        limit: 2,
        windowMs: 60 * 60 * 1000,
        clock: w.clock,
      }),
    }
    const site = browser((await serve(w.context({ limits, trustProxy: true }))).origin)
    const from = (address: string) => ({ 'x-forwarded-for': `203.0.113.250, ${address}` })
    expect(
      (await site.post('/api/sign-in/code', { destination: 'a@example.com' }, from('10.0.0.1'))).status,
    ).toBe(202)
    expect(
      (await site.post('/api/sign-in/code', { destination: 'b@example.com' }, from('10.0.0.1'))).status,
    ).toBe(429)
    expect(
      (await site.post('/api/sign-in/code', { destination: 'b@example.com' }, from('10.0.0.2'))).status,
    ).toBe(202)
    const tenantCeiling = await site.post(
      '/api/sign-in/code',
      { destination: 'c@example.com' },
      from('10.0.0.3'),
    )
    expect(tenantCeiling.status).toBe(429)
    expect(tenantCeiling.headers.get('retry-after')).toBe('3600')
  })

  it('one destination gets at most 5 codes an hour', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    for (let sent = 0; sent < 5; sent++)
      expect((await site.post('/api/sign-in/code', { destination: '0412345678' })).status).toBe(202)
    const refused = await site.post('/api/sign-in/code', { destination: '+61 412 345 678' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('3600')
    expect(refused.body?.message).toBe(accountMessages.tooManyForDestination)
    w.advance(60 * 60 * 1000 + 1)
    expect((await site.post('/api/sign-in/code', { destination: '0412345678' })).status).toBe(202)
  })

  it('the default budgets are 10 code requests per client per 10 minutes', async () => {
    const limits = createAccountLimits(undefined, () => new Date('2026-10-01T00:00:00Z'))
    const decisions = []
    for (let request = 0; request < 11; request++)
      decisions.push(await limits.perClient.take('sign-in-code:t:1.2.3.4'))
    expect(decisions.map((decision) => decision.allowed)).toEqual([...Array<boolean>(10).fill(true), false])
    expect(decisions[10]?.retryAfterSeconds).toBe(600)
  })
})

describe('sending codes', () => {
  it('a channel the site cannot reach is a field message, not a server error', async () => {
    const w = world()
    const codes: CodeSender = {
      send: () => Promise.reject(new CodeChannelUnavailable('Please use your email address to sign in.')),
    }
    const site = browser((await serve(w.context({ codes }))).origin)
    const answer = await site.post('/api/sign-in/code', { destination: '0412345678' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      message: 'Please use your email address to sign in.',
      errors: { destination: 'Please use your email address to sign in.' },
    })
  })

  it('a failed send answers 502 and is logged without the code', async () => {
    const w = world()
    const codes: CodeSender = { send: () => Promise.reject(new Error('gateway down')) }
    const site = browser((await serve(w.context({ codes }))).origin)
    const answer = await site.post('/api/sign-in/code', { destination: 'jo@example.com' })
    expect(answer.status).toBe(502)
    expect(answer.body).toEqual({
      message: "We couldn't send your code just now. Please try again in a minute.",
    })
    expect(w.lines).toEqual(['sign-in code for tenant-a could not be sent: gateway down'])
  })

  it('the sender gets the tenant, the normalised destination and the site name', async () => {
    const w = world()
    const codes = recordingCodeSender()
    const site = browser((await serve(w.context({ codes }))).origin)
    await site.post('/api/sign-in/code', { destination: '+61 (0)412 345 678' })
    expect(codes.sent.map(({ code, ...rest }) => ({ ...rest, code: /^\d{6}$/.test(code) }))).toEqual([
      { tenant: 'tenant-a', destination: '+61412345678', code: true, siteName: 'Tenant A Motors' },
    ])
  })

  it('a store failure answers JSON 500 and is logged', async () => {
    const w = world()
    const accounts: MemoryAccountStore = {
      ...w.accounts,
      codesSince: () => Promise.reject(new Error('database unavailable')),
    }
    const site = browser((await serve(w.context({ accounts }))).origin)
    const answer = await site.post('/api/sign-in/code', { destination: 'jo@example.com' })
    expect(answer.status).toBe(500)
    expect(answer.body).toEqual({ message: 'Something went wrong on our side. Please try again.' })
    expect(w.lines[0]).toContain('POST /api/sign-in/code on tenant-a failed: Error: database unavailable')
  })
})

describe('CSRF', () => {
  const cases: [string, number, (token: string, origin: string) => Record<string, string>][] = [
    ['no token', 403, () => ({})],
    ['a wrong token', 403, () => ({ 'x-csrf-token': 'x'.repeat(43) })],
    ['a token of another length', 403, (token) => ({ 'x-csrf-token': token.slice(1) })],
    [
      'the right token from a foreign Origin',
      403,
      (token) => ({ 'x-csrf-token': token, origin: 'https://evil.example' }),
    ],
    ['the right token from an opaque Origin', 403, (token) => ({ 'x-csrf-token': token, origin: 'null' })],
    ['the right token from the site itself', 200, (token, origin) => ({ 'x-csrf-token': token, origin })],
    ['the right token without Origin', 200, (token) => ({ 'x-csrf-token': token })],
  ]
  it.each(cases)('save-car with %s answers %i', async (_name, status, headers) => {
    const w = world()
    const server = await serve(w.context())
    const site = browser(server.origin)
    await signIn(site, w.lines, '0412345678', '+61412345678')
    const answer = await site.post(
      '/api/watchlist/save-car',
      { phone_number: '0412345678', car_id: 7 },
      headers(site.state.csrfToken, server.origin),
    )
    expect(answer.status).toBe(status)
    if (status === 403) expect(answer.body).toEqual({ success: false, message: csrfFailureMessage })
  })

  it('sign-out without the token keeps the session', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    await signIn(site, w.lines, '0412345678', '+61412345678')
    const answer = await site.post('/api/sign-out', {})
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({
      message: 'Your session has expired. Please reload the page and try again.',
    })
    expect(w.accounts.sessions.size).toBe(1)
  })

  it('a foreign Origin cannot request or verify codes (no signing a shopper into another account)', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    const foreign = { origin: 'https://evil.example' }
    expect((await site.post('/api/sign-in/code', { destination: 'jo@example.com' }, foreign)).status).toBe(
      403,
    )
    expect(
      (await site.post('/api/sign-in/verify', { destination: 'jo@example.com', code: '123456' }, foreign))
        .status,
    ).toBe(403)
    expect(w.lines).toEqual([])
  })
})

describe('tenant isolation', () => {
  it("tenant A's session cookie means nothing on tenant B's site, even with the same store", async () => {
    const w = world()
    const serverA = await serve(w.context())
    const serverB = await serve(w.context({ tenant: 'tenant-b', siteName: 'Tenant B Cars' }))
    const siteA = browser(serverA.origin)
    await signIn(siteA, w.lines, '0412345678', '+61412345678')
    await siteA.postWithToken('/api/watchlist/save-car', { phone_number: '0412345678', car_id: 7 })

    const siteB = browser(serverB.origin)
    siteB.cookie = siteA.cookie
    siteB.state.csrfToken = siteA.state.csrfToken
    const session = await siteB.get('/api/session')
    expect(session.body).toEqual({ user: null, csrfToken: null })
    expect(session.headers.get('set-cookie')).toMatch(/^fc_session=; Max-Age=0/)
    siteB.cookie = siteA.cookie
    expect((await siteB.get('/api/watchlist')).status).toBe(401)
    expect(
      (await siteB.postWithToken('/api/watchlist/save-car', { phone_number: '0412345678', car_id: 8 }))
        .status,
    ).toBe(401)
    siteB.cookie = siteA.cookie
    await siteB.postWithToken('/api/sign-out', {})
    expect((await siteA.get('/api/watchlist')).body).toEqual({ car_ids: [7] })
  })

  it('a code sent on tenant A does not verify on tenant B', async () => {
    const w = world()
    const siteA = browser((await serve(w.context())).origin)
    const siteB = browser((await serve(w.context({ tenant: 'tenant-b' }))).origin)
    await siteA.post('/api/sign-in/code', { destination: 'jo@example.com' })
    const code = loggedCode(w.lines, 'jo@example.com')
    expect((await siteB.post('/api/sign-in/verify', { destination: 'jo@example.com', code })).status).toBe(
      400,
    )
  })
})

describe('watchlist', () => {
  it('signed out, save-car answers 401 with a sign-in redirect back to the page the shopper was on', async () => {
    const w = world()
    const server = await serve(w.context())
    const site = browser(server.origin)
    const answer = await site.post(
      '/api/watchlist/save-car',
      { phone_number: '0412345678', car_id: 7 },
      { referer: `${server.origin}/cars/2024-kia-ev6-7?tab=finance` },
    )
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({
      success: false,
      message: 'Please sign in to save cars to your watchlist.',
      redirect:
        '/sign-in?type=watchlist&redirect=%2Fcars%2F2024-kia-ev6-7%3Ftab%3Dfinance&back=%2Fcars%2F2024-kia-ev6-7%3Ftab%3Dfinance',
    })
  })

  it('a foreign Referer is not a redirect target', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    const answer = await site.get('/api/watchlist', { referer: 'https://evil.example/phish' })
    expect(answer.status).toBe(401)
    expect(answer.body?.redirect).toBe('/sign-in?type=watchlist&redirect=%2F&back=%2F')
  })

  it.each([
    ['another mobile', 403, { phone_number: '0412999999', car_id: 7 }, accountMessages.phoneMismatch],
    ['no mobile', 403, { car_id: 7 }, accountMessages.phoneMismatch],
    [
      'a car not in stock',
      404,
      { phone_number: '0412345678', car_id: 404 },
      'That car is no longer available.',
    ],
    [
      'a car id that is not a number',
      400,
      { phone_number: '0412345678', car_id: 'x' },
      accountMessages.invalidCar,
    ],
  ])('save-car with %s answers %i', async (_name, status, body, message) => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    await signIn(site, w.lines, '0412345678', '+61412345678')
    const answer = await site.postWithToken('/api/watchlist/save-car', body)
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ success: false, message })
  })

  it('a saved car that left the stock can still be removed', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    const verified = await signIn(site, w.lines, '0412345678', '+61412345678')
    await w.watchlist.add('tenant-a', String((verified.body?.user as { id: string }).id), 404)
    const answer = await site.postWithToken('/api/watchlist/remove-car', {
      phone_number: '0412345678',
      car_id: 404,
    })
    expect(answer.body).toEqual({ success: true, car_ids: [] })
  })

  it('a session ends after 30 days and its cookie is cleared', async () => {
    const w = world()
    const site = browser((await serve(w.context())).origin)
    await signIn(site, w.lines, '0412345678', '+61412345678')
    w.advance(30 * 24 * 60 * 60 * 1000)
    const answer = await site.get('/api/session')
    expect(answer.body).toEqual({ user: null, csrfToken: null })
    expect(answer.headers.get('set-cookie')).toMatch(/^fc_session=; Max-Age=0/)
  })
})

describe('secure cookies', () => {
  it.each([
    ['secureCookies', true, { secureCookies: true }, {}],
    [
      'X-Forwarded-Proto https behind a trusted proxy',
      true,
      { trustProxy: true },
      { 'x-forwarded-proto': 'https' },
    ],
    ['X-Forwarded-Proto https without a trusted proxy', false, {}, { 'x-forwarded-proto': 'https' }],
  ])('%s → Secure %s', async (_name, secure, settings, headers) => {
    const w = world()
    const site = browser((await serve(w.context(settings))).origin)
    await site.post('/api/sign-in/code', { destination: 'jo@example.com' })
    const answer = await site.post(
      '/api/sign-in/verify',
      { destination: 'jo@example.com', code: loggedCode(w.lines, 'jo@example.com') },
      headers,
    )
    expect((answer.headers.get('set-cookie') ?? '').endsWith('; Secure')).toBe(secure)
  })
})
