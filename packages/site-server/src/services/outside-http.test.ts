import { describe, expect, it, vi } from 'vitest'
import { numberField, requestJson, ServiceUnavailableError, stringField } from './outside-http'

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
