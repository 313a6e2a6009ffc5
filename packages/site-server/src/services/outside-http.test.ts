import { describe, expect, it, vi } from 'vitest'
import {
  numberField,
  requestJson,
  ServiceUnavailableError,
  serviceUrlFromEnv,
  stringField,
  timeoutFromEnv,
} from './outside-http'

describe('outside services over HTTP', () => {
  it('requestJson answers any status with its JSON body, so the adapter decides what it means', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{"message":"nope"}', { status: 404 })),
    )
    expect(await requestJson('Test', 'https://service.example', { fetch: fetchImpl })).toEqual({
      status: 404,
      body: { message: 'nope' },
    })
  })

  it('requestJson turns a body that is not JSON into ServiceUnavailableError', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response('<html>', { status: 502 })))
    await expect(requestJson('Test', 'https://service.example', { fetch: fetchImpl })).rejects.toThrow(
      ServiceUnavailableError,
    )
  })

  it.each([
    [{}, undefined],
    [{ X_TIMEOUT_MS: ' 2500 ' }, 2500],
  ])('timeoutFromEnv(%j) is %s', (env, timeout) => {
    expect(timeoutFromEnv(env, 'X_TIMEOUT_MS')).toBe(timeout)
  })

  it.each([['0'], ['-1'], ['soon'], ['Infinity']])("timeoutFromEnv refuses '%s' at start", (value) => {
    expect(() => timeoutFromEnv({ X_TIMEOUT_MS: value }, 'X_TIMEOUT_MS')).toThrow(
      /X_TIMEOUT_MS must be a positive/,
    )
  })

  it.each([
    [{}, undefined],
    [{ X_URL: 'https://service.example/v1' }, 'https://service.example/v1'],
    [{ X_URL: 'http://127.0.0.1:8080' }, 'http://127.0.0.1:8080'],
  ])('serviceUrlFromEnv(%j) is %s', (env, url) => {
    expect(serviceUrlFromEnv(env, 'X_URL')).toBe(url)
  })

  it.each([['service.example'], ['ftp://service.example']])(
    "serviceUrlFromEnv refuses '%s' at start",
    (value) => {
      expect(() => serviceUrlFromEnv({ X_URL: value }, 'X_URL')).toThrow(/X_URL must be an http\(s\) address/)
    },
  )

  it.each([
    [{ a: 8.49 }, 8.49],
    [{ a: '8.49' }, 8.49],
    [{ a: '' }, null],
    [{ a: 'NaN' }, null],
    [{}, null],
  ])('numberField(%j) is %s', (record, value) => {
    expect(numberField(record, 'a')).toBe(value)
  })

  it.each([
    [{ a: ' Mazda ' }, 'Mazda'],
    [{ a: ' ' }, null],
    [{ a: 3 }, null],
  ])('stringField(%j) is %s', (record, value) => {
    expect(stringField(record, 'a')).toBe(value)
  })
})
