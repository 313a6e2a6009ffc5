import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { csrfFailure, originMatchesHost, tokensEqual } from './csrf'

const request = (headers: Record<string, string>) =>
  ({ headers, socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage

describe('tokensEqual', () => {
  it.each<[string | undefined, string, boolean]>([
    ['abc', 'abc', true],
    ['abd', 'abc', false],
    ['ab', 'abc', false],
    ['abcd', 'abc', false],
    ['', '', false],
    [undefined, 'abc', false],
  ])('%j vs %j → %s', (given, expected, equal) => {
    expect(tokensEqual(given, expected)).toBe(equal)
  })
})

describe('originMatchesHost', () => {
  it.each<[Record<string, string>, boolean]>([
    [{ host: 'www.dealer.com.au' }, true],
    [{ host: 'www.dealer.com.au', origin: 'https://www.dealer.com.au' }, true],
    [{ host: 'WWW.Dealer.com.au', origin: 'https://www.dealer.com.au' }, true],
    [{ host: 'localhost:3000', origin: 'http://localhost:3000' }, true],
    [{ host: 'localhost:3000', origin: 'http://localhost:4000' }, false],
    [{ host: 'www.dealer.com.au', origin: 'https://evil.example' }, false],
    [{ host: 'www.dealer.com.au', origin: 'https://www.dealer.com.au.evil.example' }, false],
    [{ host: 'www.dealer.com.au', origin: 'null' }, false],
    [{ origin: 'https://www.dealer.com.au' }, false],
  ])('%j → %s', (headers, expected) => {
    expect(originMatchesHost(request(headers))).toBe(expected)
  })
})

describe('csrfFailure', () => {
  const host = { host: 'www.dealer.com.au' }
  it.each<[string, Record<string, string>, string | null, ReturnType<typeof csrfFailure>]>([
    ['the right token', { ...host, 'x-csrf-token': 't0ken' }, 't0ken', null],
    ['no token', host, 't0ken', 'missing-token'],
    ['a wrong token', { ...host, 'x-csrf-token': 'other' }, 't0ken', 'wrong-token'],
    ['a token but no session', { ...host, 'x-csrf-token': 't0ken' }, null, 'wrong-token'],
    [
      'the right token from a foreign site',
      { ...host, 'x-csrf-token': 't0ken', origin: 'https://evil.example' },
      't0ken',
      'foreign-origin',
    ],
  ])('%s → %s', (_name, headers, expected, failure) => {
    expect(csrfFailure(request(headers), expected)).toBe(failure)
  })
})
