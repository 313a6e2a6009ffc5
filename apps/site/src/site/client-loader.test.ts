// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientLoaderScript } from './client-loader'

const entry = '/assets/entry-client-a.js'
const preloads = ['/assets/rolldown-runtime-b.js', '/assets/framework-c.js']

/** A browser's paint timing, reporting the paints and largest contentful paints the test names. */
class PaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint']
  static observers: PaintObserver[] = []
  disconnected = false
  type = ''
  constructor(private readonly callback: (list: unknown, observer: PaintObserver) => void) {
    PaintObserver.observers.push(this)
  }
  observe({ type }: { type: string }) {
    this.type = type
  }
  disconnect() {
    this.disconnected = true
  }
  private static deliver(type: string, entries: { name: string; element?: Element }[]) {
    const list = {
      getEntries: () => entries,
      getEntriesByName: (asked: string) => entries.filter((entry) => entry.name === asked),
    }
    for (const observer of PaintObserver.observers.filter((each) => !each.disconnected && each.type === type))
      observer.callback(list, observer)
  }
  static report(name: 'first-paint' | 'first-contentful-paint') {
    PaintObserver.deliver('paint', [{ name }])
  }
  static reportLargest(element: Element) {
    PaintObserver.deliver('largest-contentful-paint', [{ name: '', element }])
  }
}

/** Runs the loader as the page would, with `import()` recorded instead of fetched, and frames held back. */
function runLoader({
  visibility = 'visible',
  paintTiming = true,
  supported = PaintObserver.supportedEntryTypes,
} = {}) {
  const imported: string[] = []
  const frames: FrameRequestCallback[] = []
  PaintObserver.observers = []
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility as DocumentVisibilityState)
  vi.stubGlobal(
    'PerformanceObserver',
    paintTiming
      ? class extends PaintObserver {
          static override supportedEntryTypes = supported
        }
      : undefined,
  )
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
  document.body.innerHTML = ''
})

/**
 * A page whose first photo is still being fetched and decoded, after the page's logo and heading; the test says when
 * the browser has decoded it (or found it broken), as `HTMLImageElement.decode()` would.
 */
function pageWithPhoto() {
  document.body.innerHTML =
    '<img src="/logo.svg" alt="Logo"><h1>Cars</h1><img src="/a.jpg" alt="First car" fetchpriority="high">' +
    '<img src="/b.jpg" alt="Second car" fetchpriority="high">'
  const [, photo, second] = [...document.querySelectorAll('img')]
  let decoded = () => {}
  let broken = () => {}
  const decoding = new Promise<void>((resolve, reject) => {
    decoded = resolve
    broken = () => reject(new DOMException('The source image cannot be decoded.', 'EncodingError'))
  })
  const ignore = () => {}
  for (const image of [photo!, second!])
    image.decode = () => (image === photo ? decoding : new Promise<void>(() => {}))
  /** Settles the photo's decode and lets the loader's own handler of it run. */
  const settle = async (how: 'decoded' | 'broken') => {
    ;(how === 'decoded' ? decoded : broken)()
    await decoding.then(ignore, ignore)
  }
  return { photo: photo!, heading: document.querySelector('h1')!, settle }
}

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

describe("clientLoaderScript: the client waits for the page's first photo as well", () => {
  it('waits after the first contentful paint until the first photo is reported as the largest contentful paint', () => {
    const { photo, heading } = pageWithPhoto()
    const loader = runLoader()
    PaintObserver.report('first-contentful-paint')
    PaintObserver.reportLargest(heading)
    expect(loader.imported).toEqual([])
    PaintObserver.reportLargest(photo)
    expect(loader.imported).toEqual([entry])
    expect(loader.preloaded()).toHaveLength(2)
    expect(PaintObserver.observers.every((observer) => observer.disconnected)).toBe(true)
  })

  it('starts at the first contentful paint when the photo painted before it', () => {
    const { photo } = pageWithPhoto()
    const loader = runLoader()
    PaintObserver.reportLargest(photo)
    expect(loader.imported).toEqual([])
    PaintObserver.report('first-contentful-paint')
    expect(loader.imported).toEqual([entry])
  })

  it.each(['decoded', 'broken'] as const)(
    'starts in the task after the second frame once the photo is %s, when it is not the largest paint',
    async (how) => {
      const { settle } = pageWithPhoto()
      const loader = runLoader()
      PaintObserver.report('first-contentful-paint')
      loader.paintFrame()
      vi.runAllTimers()
      expect(loader.imported).toEqual([])
      await settle(how)
      loader.paintFrame()
      vi.runAllTimers()
      expect(loader.imported).toEqual([])
      loader.paintFrame()
      expect(loader.imported).toEqual([])
      vi.runAllTimers()
      expect(loader.imported).toEqual([entry])
    },
  )

  it('waits for the decode, not the load: a photo loaded but not yet decoded has not painted', () => {
    const { photo } = pageWithPhoto()
    const loader = runLoader({ supported: ['paint'] })
    PaintObserver.report('first-contentful-paint')
    photo.dispatchEvent(new Event('load'))
    loader.paintFrame()
    loader.paintFrame()
    vi.runAllTimers()
    expect(loader.imported).toEqual([])
  })

  it('waits for the photo in a browser without paint timing, then starts in the task after the frame', async () => {
    const { settle } = pageWithPhoto()
    const loader = runLoader({ paintTiming: false })
    loader.paintFrame()
    vi.runAllTimers()
    expect(loader.imported).toEqual([])
    await settle('decoded')
    loader.paintFrame()
    loader.paintFrame()
    vi.runAllTimers()
    expect(loader.imported).toEqual([entry])
  })

  it('starts when the shopper touches the page while the photo is still loading', () => {
    pageWithPhoto()
    const loader = runLoader()
    PaintObserver.report('first-contentful-paint')
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(loader.imported).toEqual([entry])
  })

  it("ignores the logo and the page's other images: a page without a high-priority photo starts at the first paint", () => {
    document.body.innerHTML = '<img src="/logo.svg" alt="Logo"><img src="/b.jpg" alt="Car" loading="lazy">'
    const loader = runLoader()
    PaintObserver.report('first-contentful-paint')
    expect(loader.imported).toEqual([entry])
  })
})
