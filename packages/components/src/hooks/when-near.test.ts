import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeIntersectionObserver } from '../test-utils/fake-intersection-observer'
import { whenNear, type WithoutObserver } from './when-near'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenNear with an IntersectionObserver', () => {
  it('watches the element with the margin given and calls back once, on the first intersecting report', () => {
    const io = fakeIntersectionObserver()
    const element = document.createElement('div')
    const onNear = vi.fn()
    whenNear(element, '50% 0px', onNear)
    expect(onNear).not.toHaveBeenCalled()
    expect(io.observers).toHaveLength(1)
    expect(io.observers[0]?.options?.rootMargin).toBe('50% 0px')
    expect(io.observers[0]?.elements).toEqual([element])

    io.enter()
    io.enter()
    expect(onNear).toHaveBeenCalledTimes(1)
    expect(io.observers[0]?.elements).toEqual([])
  })

  it('ignores a report that the element is still far from view', () => {
    const io = fakeIntersectionObserver()
    const element = document.createElement('div')
    const onNear = vi.fn()
    whenNear(element, '500px', onNear)
    io.stayOutside()
    expect(onNear).not.toHaveBeenCalled()
    expect(io.observers[0]?.elements).toEqual([element])
  })

  it('stops watching when stopped, and never calls back afterwards', () => {
    const io = fakeIntersectionObserver()
    const onNear = vi.fn()
    const stop = whenNear(document.createElement('div'), '200px', onNear)
    stop()
    io.enter()
    expect(onNear).not.toHaveBeenCalled()
  })
})

describe('whenNear without an IntersectionObserver', () => {
  const cases: Array<{ name: string; withoutObserver?: WithoutObserver; before: number; after: number }> = [
    { name: "calls back before it returns by default ('at-once')", before: 1, after: 1 },
    { name: "calls back before it returns with 'at-once'", withoutObserver: 'at-once', before: 1, after: 1 },
    {
      name: "calls back in the next task with 'next-task'",
      withoutObserver: 'next-task',
      before: 0,
      after: 1,
    },
  ]
  it.each(cases)('$name', ({ withoutObserver, before, after }) => {
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', undefined)
    const onNear = vi.fn()
    whenNear(document.createElement('div'), '500px', onNear, withoutObserver)
    expect(onNear).toHaveBeenCalledTimes(before)
    vi.runAllTimers()
    expect(onNear).toHaveBeenCalledTimes(after)
  })

  it("does not call back with 'next-task' once stopped", () => {
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', undefined)
    const onNear = vi.fn()
    whenNear(document.createElement('div'), '500px', onNear, 'next-task')()
    vi.runAllTimers()
    expect(onNear).not.toHaveBeenCalled()
  })
})
