import { messages } from '@forecourt/lead-client'
import { describe, expect, it } from 'vitest'
import { offlineMessage, submitResultOf } from './account-api'

describe('submitResultOf', () => {
  it('a 2xx answer is ok', () => {
    expect(submitResultOf({ status: 202, ok: true, body: { sent: true, channel: 'email' } })).toEqual({
      ok: true,
    })
  })

  it('the server’s message and field errors, renamed to the form’s fields', () => {
    const answer = {
      status: 400,
      ok: false as const,
      body: { message: 'Please fix', errors: { destination: 'Not an address', code: 'Wrong code' } },
    }
    expect(submitResultOf(answer, { destination: 'identifier' })).toEqual({
      ok: false,
      message: 'Please fix',
      fieldErrors: { identifier: 'Not an address', code: 'Wrong code' },
    })
  })

  it('a failure without a message reads as the spec’s unexpected error', () => {
    expect(submitResultOf({ status: 500, ok: false, body: {} })).toEqual({
      ok: false,
      message: messages.unexpectedError,
    })
  })

  it('no answer at all says the site could not be reached', () => {
    expect(submitResultOf({ status: 0, ok: false, body: {} })).toEqual({ ok: false, message: offlineMessage })
  })
})
