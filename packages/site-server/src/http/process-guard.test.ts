import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { installProcessGuard } from './process-guard'

describe('the process guard', () => {
  it.each([
    [
      'uncaughtException',
      new TypeError('boom'),
      /^uncaught exception, still serving: TypeError: boom\n\s+at /,
    ],
    [
      'unhandledRejection',
      new RangeError('Invalid string length'),
      /^unhandled rejection, still serving: RangeError: Invalid string length/,
    ],
    ['unhandledRejection', 'a bare reason', /^unhandled rejection, still serving: a bare reason$/],
  ])('logs an escaped %s with its stack instead of exiting', (event, reason, line) => {
    const target = new EventEmitter()
    const logged: string[] = []
    installProcessGuard(target, (message) => logged.push(message))
    expect(target.emit(event, reason)).toBe(true)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(line)
  })
})
