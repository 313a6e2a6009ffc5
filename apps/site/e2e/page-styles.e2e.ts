import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { rawGet, reportsDir, siteSession } from './harness'
import { hydrated } from './hydration'
import { demoTenants } from './tenants'

// Home, search and vehicle pages link a stylesheet of their own (only the components they render) instead of the
// full one, so a phone's first paint waits for less CSS. Proof that nothing is missing: each page, as the server
// sends it, looks exactly the same with its own sheet as with the full sheet, pixel for pixel, on a phone and on a
// desktop. Scripts are off (this is the first paint, before hydration) and pictures are not loaded (their timing
// would differ between two loads, not the styles).
const session = siteSession()

const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!)

/** A tenant's home, the first search page its home links to, and the first car its home shows. */
async function keyPages(host: string): Promise<[string, string][]> {
  const home = (await rawGet(session.site().origin, host, '/')).body
  const search = /href="(\/search\/[^"?#]+)"/.exec(home)?.[1]
  const vehicle = /href="(\/cars\/[^"?#/]+)"/.exec(home)?.[1]
  if (!search || !vehicle) throw new Error(`${host}: no search or vehicle link on the home page`)
  return [
    ['home', '/'],
    ['search', search],
    ['vehicle', vehicle],
  ]
}

/**
 * A full-page screenshot of the server's page at `width`, scripts off, pictures left out, every block drawn; with
 * `swap`, the page's HTML (as the server sends it) has one stylesheet address replaced by another.
 */
async function firstPaint(
  browser: Browser,
  host: string,
  path: string,
  width: number,
  swap?: [string, string],
) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    const url = session.url(host, path)
    // Every picture is the same blank one: a refused picture would show its alt text whenever the refusal lands,
    // before or after the screenshot, and two loads of one page would differ by that alone.
    await page.route('**/images/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: blankPicture }),
    )
    const served = (await rawGet(session.site().origin, host, path)).body
    const html = (swap ? served.replace(swap[0], swap[1]) : served).replace(
      '</head>',
      `${drawEverything}</head>`,
    )
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }))
    await page.goto(url, { waitUntil: 'load' })
    return await page.screenshot({ fullPage: true, animations: 'disabled' })
  } finally {
    await context.close()
  }
}

/**
 * Blocks with `content-visibility: auto` hold a placeholder height until Chromium first draws them, and whether it
 * has drawn the ones near the screen when the full-page screenshot measures the page depends on timing, so two loads
 * of one page could differ in height. Both sides draw every block: drawing does not change how a block looks, and
 * this test compares how the sheets style the page (the journeys check the skipping itself).
 */
const drawEverything = '<style>* { content-visibility: visible !important }</style>'

/** A 1×1 transparent PNG, every picture of a first-paint screenshot. */
const blankPicture = await sharp({
  create: { width: 1, height: 1, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
})
  .png()
  .toBuffer()

/** How many pixels of two screenshots differ (all of them when their sizes differ). */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
  )
  if (left!.info.width !== right!.info.width || left!.info.height !== right!.info.height)
    return Math.max(left!.info.width * left!.info.height, right!.info.width * right!.info.height)
  let differing = 0
  for (let index = 0; index < left!.data.length; index += left!.info.channels)
    if (left!.data.compare(right!.data, index, index + 3, index, index + 3) !== 0) differing++
  return differing
}

describe("a key page's own stylesheet", () => {
  it.each(demoTenants.map((tenant) => [tenant.slug, tenant.host]))(
    '%s: home, search and vehicle pages link only their own sheet, and look exactly as with the full sheet',
    async (slug, host) => {
      const origin = session.site().origin
      const full = stylesheets((await rawGet(origin, host, '/contact')).body)
      expect(full).toHaveLength(1)
      for (const [name, path] of await keyPages(host)) {
        const own = stylesheets((await rawGet(origin, host, path)).body)
        expect(own, `${name} links its own sheet only`).toHaveLength(1)
        expect(own[0]).toMatch(new RegExp(`^/assets/page-${name}-[\\w-]+\\.css$`))
        for (const width of [390, 1280]) {
          const withOwn = await firstPaint(session.browser(), host, path, width)
          const withFull = await firstPaint(session.browser(), host, path, width, [own[0]!, full[0]!])
          const differing = await differingPixels(withOwn, withFull)
          if (differing > 0) {
            const dir = join(reportsDir, 'screenshots')
            mkdirSync(dir, { recursive: true })
            writeFileSync(join(dir, `page-styles-${slug}-${name}-${width}-own.png`), withOwn)
            writeFileSync(join(dir, `page-styles-${slug}-${name}-${width}-full.png`), withFull)
          }
          expect(differing, `${name} at ${width} px: pixels that differ from the full sheet`).toBe(0)
        }
      }
    },
  )

  it("the full sheet follows at the shopper's first input, so the next pages are styled", async () => {
    const tenant = demoTenants[0]!
    const { page } = await session.openPage(390)
    await page.goto(session.url(tenant.host, '/'))
    await hydrated(page)
    const full = stylesheets((await rawGet(session.site().origin, tenant.host, '/contact')).body)[0]!
    const loaded = (href: string) =>
      [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && sheet.cssRules.length > 0)
    expect(await page.evaluate(loaded, full)).toBe(false)
    await page.keyboard.press('Tab')
    await page.waitForFunction(loaded, full)
    await page.close()
  })
})
