import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, seriousAxeViolations, startSite } from './harness'
import { hydrated } from './hydration'
import { demoTenant } from './tenants'

// `pnpm dev` is how a front-end developer first meets the site: the same handler as production, with the server's
// modules loaded by Vite from source and React from node_modules.
describe('the development server (pnpm dev)', () => {
  let site: Awaited<ReturnType<typeof startSite>> | undefined
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined
  beforeAll(async () => {
    site = await startSite({}, { script: 'src/server/dev.mjs' })
    chromium = await launchChromium()
  })
  afterAll(async () => {
    await chromium?.close()
    await site?.stop()
  })

  it.each([
    ['home page', '/'],
    ['vehicle page', '/cars/2026-kia-sportage-s-wbk000001'],
  ])('serves the %s server-rendered, and it hydrates with no error', async (_name, path) => {
    if (!site || !chromium) throw new Error('not started')
    const { host } = demoTenant('wattle-bay-kia')
    const page = await chromium.browser.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat|did not match/i.test(message.text()))
        problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const response = await page.goto(`http://${host}:${new URL(site.origin).port}${path}`)
    expect(response?.status()).toBe(200)
    expect(await response?.text()).toContain('<h1')
    await hydrated(page)
    expect(await page.locator('main h1').count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })
})
