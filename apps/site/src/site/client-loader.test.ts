// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientLoaderScript } from './client-loader'

const entry = '/assets/entry-client-a.js'
const preloads = ['/assets/rolldown-runtime-b.js', '/assets/framework-c.js']

/** A browser's paint timing, reporting the paints the test names. */
class PaintObserver {
  static supportedEntryTypes = ['paint']
  static observers: PaintObserver[] = []
  disconnected = false
  constructor(private readonly callback: (list: unknown, observer: PaintObserver) => void) {
    PaintObserver.observers.push(this)
  }
  observe() {}
  disconnect() {
    this.disconnected = true
  }
  static report(name: 'first-paint' | 'first-contentful-paint') {
    for (const observer of PaintObserver.observers.filter((each) => !each.disconnected))
      observer.callback({ getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []) }, observer)
  }
}

/** Runs the loader as the page would, with `import()` recorded instead of fetched, and frames held back. */
function runLoader({ visibility = 'visible', paintTiming = true } = {}) {
  const imported: string[] = []
  const frames: FrameRequestCallback[] = []
  PaintObserver.observers = []
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility as DocumentVisibilityState)
  vi.stubGlobal('PerformanceObserver', paintTiming ? PaintObserver : undefined)
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  const script = clientLoaderScript(entry, preloads).replace('import(', 'importEntry(')
  // The loader is script text for the page: running that text, as the page would, is what this test is for.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('importEntry', script) as (importEntry: (href: string) => void) => void
  run((href) => imported.push(href))
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
      link.getAttribute('href'),
      link.nonce,
    ])
  const paintFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()))
  return { imported, preloaded, paintFrame }
}

beforeEach(() => {
  vi.useFakeTimers()
  document.head.innerHTML = '<meta property="csp-nonce" content="n0nce">'
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('clientLoaderScript: the client starts after the first contentful paint', () => {
  it('asks for nothing until the first contentful paint is reported, then preloads the chunks and imports the entry', () => {
    const loader = runLoader()
    loader.paintFrame()
    vi.runAllTimers()
    PaintObserver.report('first-paint')
    expect(loader.imported).toEqual([])
    expect(loader.preloaded()).toEqual([])
    PaintObserver.report('first-contentful-paint')
    expect(loader.preloaded()).toEqual(preloads.map((href) => [href, 'n0nce']))
    expect(loader.imported).toEqual([entry])
    expect(PaintObserver.observers.every((observer) => observer.disconnected)).toBe(true)
  })

  it('starts in the task after the first frame in a browser without paint timing', () => {
    const loader = runLoader({ paintTiming: false })
    vi.runAllTimers()
    expect(loader.imported).toEqual([])
    loader.paintFrame()
    expect(loader.imported).toEqual([])
    vi.runAllTimers()
    expect(loader.imported).toEqual([entry])
    expect(loader.preloaded()).toHaveLength(2)
  })

  it('starts at once in a hidden tab, where nothing paints', () => {
    const loader = runLoader({ visibility: 'hidden' })
    expect(loader.imported).toEqual([entry])
    expect(loader.preloaded()).toHaveLength(2)
  })

  it.each([
    ['the tab is hidden', () => document.dispatchEvent(new Event('visibilitychange'))],
    [
      'the shopper touches the page',
      () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })),
    ],
    ['the shopper presses a key', () => document.body.dispatchEvent(new Event('keydown', { bubbles: true }))],
  ])('starts when %s before the paint, and only once when the paint comes after all', (_when, happen) => {
    const loader = runLoader()
    happen()
    expect(loader.imported).toEqual([entry])
    PaintObserver.report('first-contentful-paint')
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(loader.imported).toEqual([entry])
    expect(loader.preloaded()).toHaveLength(2)
  })

  it('writes no "<" into the page, so an address cannot end the script element', () => {
    const script = clientLoaderScript('/assets/</script><script>alert(1)//.js', ['/a</script>.js'])
    expect(script).not.toContain('<')
    expect(script).toContain(String.raw`\u003c/script>`)
  })
})
