import { describe, expect, it } from 'vitest'
import { segmentPath, wheelTurn } from './wheel-geometry'

/** Which prize is under the top pointer after the wheel has turned `turn` degrees clockwise. */
const under = (turn: number, count: number) => {
  const pointer = (((360 - (turn % 360)) % 360) + 360) % 360
  return Math.floor(pointer / (360 / count))
}

describe('wheelTurn', () => {
  it.each([
    [0, 4],
    [3, 4],
    [2, 6],
    [5, 6],
    [11, 12],
  ])('lands prize %i of %i under the pointer', (index, count) => {
    expect(under(wheelTurn(index, count, 5, 0), count)).toBe(index)
  })

  it('always turns forward at least the given full turns, from wherever the wheel stopped', () => {
    const first = wheelTurn(1, 6, 5, 0)
    const second = wheelTurn(4, 6, 5, first)
    expect(second - first).toBeGreaterThanOrEqual(5 * 360)
    expect(second - first).toBeLessThan(6 * 360)
    expect(under(second, 6)).toBe(4)
  })

  it('turns 5 times, then on until the middle of the first of four prizes is at the top', () => {
    expect(wheelTurn(0, 4, 5, 0)).toBe(5 * 360 + 315)
  })
})

describe('segmentPath', () => {
  it('draws the first quarter from the top, clockwise', () => {
    expect(segmentPath(0, 4, 100)).toBe('M 100 100 L 100 0 A 100 100 0 0 1 200 100 Z')
  })

  it('draws the last quarter back to the top', () => {
    expect(segmentPath(3, 4, 100)).toBe('M 100 100 L 0 100 A 100 100 0 0 1 100 0 Z')
  })
})
