import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { launchChromium, siteSession } from './harness'
import { hydrated } from './hydration'
import { demoTenant } from './tenants'

const session = siteSession()
const wattle = demoTenant('wattle-bay-kia')

/** A GET as the bytes arrive: the answer's headers and its body, still encoded. */
function fetchRaw(path: string, headers: Record<string, string>) {
  const { port } = new URL(session.site().origin)
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: Buffer
  }>((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: wattle.host, ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    req.on('error', fail)
    req.end()
  })
}

describe('compression on the wire', () => {
  it.each([
    { accept: 'br, gzip', encoding: 'br', decode: brotliDecompressSync },
    { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
  ])(
    'the home page streams $encoding-compressed and reads the same as uncompressed',
    async ({ accept, encoding, decode }) => {
      const plain = await fetchRaw('/', {})
      const packed = await fetchRaw('/', { 'accept-encoding': accept })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(packed.headers['content-encoding']).toBe(encoding)
      expect(packed.headers.vary).toContain('accept-encoding')
      expect(packed.body.length).toBeLessThan(plain.body.length / 4)
      // The same page, save what differs with every answer: its script nonce and the data's time of loading.
      const withoutNonces = (html: string) =>
        html.replace(/nonce="[^"]+"|content="[A-Za-z0-9+/=]{24}"|\bu:\d+/g, '')
      expect(withoutNonces(decode(packed.body).toString())).toBe(withoutNonces(plain.body.toString()))
    },
  )

  it("every script and stylesheet of the home page's first load comes compressed from the build", async () => {
    const html = (await fetchRaw('/', {})).body.toString()
    // Linked stylesheets, and the scripts the client's loader names.
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
    expect(assets.length).toBeGreaterThan(1)
    for (const asset of assets) {
      const answer = await fetchRaw(asset, { 'accept-encoding': 'gzip, deflate, br' })
      const size = (await fetchRaw(asset, {})).body.length
      // Files under 1 KB are sent as they are: compressing them saves less than its own overhead.
      expect(answer.headers['content-encoding'], asset).toBe(size < 1024 ? undefined : 'br')
      expect(answer.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable')
    }
  })
})

describe('Content-Security-Policy', () => {
  it('a page runs its own scripts and hydrates with no violation, and refuses a script injected into its HTML', async () => {
    // A browser of its own: the violation this journey causes on purpose must fail its close, not the session's.
    const chromium = await launchChromium()
    const page = await chromium.browser.newPage()
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive))
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (directive: string) => void }).reportViolation(
          event.effectiveDirective,
        ),
      ),
    )
    await page.goto(session.url(wattle.host, '/'), { waitUntil: 'networkidle' })
    await hydrated(page)
    expect(violations).toEqual([])
    // What an HTML injection would bring: an inline handler, which no nonce covers.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img alt="" src="/no-such-picture.png" onerror="window.injectedRan = true">',
      ),
    )
    await expect.poll(() => violations).toEqual(['script-src-attr'])
    expect(
      await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan),
    ).toBeUndefined()
    await expect(chromium.close()).rejects.toThrow(/Content-Security-Policy violations/)
  })
})
