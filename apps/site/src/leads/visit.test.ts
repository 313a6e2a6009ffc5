// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { keepVisitTrail, rememberVisitedPage, visitOfThisSession } from './visit'

afterEach(() => window.sessionStorage.clear())

/** A site whose page and moves the test drives, and a `later` the test resolves. */
function fakeSite(first: string) {
  let page = first
  const listeners = new Set<() => void>()
  let resolveLater: () => void = () => {}
  const later = new Promise<void>((resolve) => {
    resolveLater = resolve
  })
  return {
    options: {
      currentPage: () => page,
      onMove: (listener: () => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      later: () => later,
    },
    moveTo(next: string) {
      page = next
      for (const listener of listeners) listener()
    },
    /** Resolves `later` and lets its callbacks run. */
    async runLater() {
      resolveLater()
      await later
      await Promise.resolve()
    },
  }
}

const trail = () => visitOfThisSession().visited_pages

describe('keepVisitTrail: spec §3 lead_attributes.visited_pages, newest last', () => {
  it('writes the page the visit is on once `later` resolves, not in the task that asked', async () => {
    const site = fakeSite('/cars/2025-mazda-mazda3-g25-gt-brg000001?utm_source=google')
    keepVisitTrail(site.options)
    expect(trail()).toEqual([])
    await site.runLater()
    expect(trail()).toEqual(['/cars/2025-mazda-mazda3-g25-gt-brg000001?utm_source=google'])
    expect(visitOfThisSession().linked_query_params).toEqual({ utm_source: 'google' })
  })

  it.each([
    ['a move after the first page is written', false, ['/', '/search/used-cars']],
    ['a move before the first page is written (the first page goes first)', true, ['/', '/search/used-cars']],
  ])('%s', async (_case, moveFirst, expected) => {
    const site = fakeSite('/')
    keepVisitTrail(site.options)
    if (moveFirst) site.moveTo('/search/used-cars')
    await site.runLater()
    if (!moveFirst) site.moveTo('/search/used-cars')
    expect(trail()).toEqual(expected)
  })

  it('a move that resolves on the page already written adds nothing', async () => {
    const site = fakeSite('/')
    keepVisitTrail(site.options)
    await site.runLater()
    site.moveTo('/')
    expect(trail()).toEqual(['/'])
  })

  it('stopped before `later` resolves, it writes nothing, and no move is kept after', async () => {
    const site = fakeSite('/')
    const stop = keepVisitTrail(site.options)
    stop()
    await site.runLater()
    site.moveTo('/about-us')
    expect(trail()).toEqual([])
  })

  it('keeps the trail of earlier pages of this visit', async () => {
    rememberVisitedPage('/')
    const site = fakeSite('/cars/')
    keepVisitTrail(site.options)
    await site.runLater()
    expect(trail()).toEqual(['/', '/cars/'])
  })
})
