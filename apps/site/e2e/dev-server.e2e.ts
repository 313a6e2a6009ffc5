import { describe, expect, it } from 'vitest'
import { seriousAxeViolations, siteSession } from './harness'
import { hydrated } from './hydration'
import { demoTenant } from './tenants'

// `pnpm dev` is how a front-end developer first meets the site: the same handler as production, with the server's
// modules loaded by Vite from source and React from node_modules.
const session = siteSession({}, { script: 'src/server/dev.mjs' })

// Vite compiles the server's and the browser's modules when a page first asks for them, so a cold page takes the
// compiling of the whole app (about 9 s on an idle CI machine, more while other suites run). The steps still wait
// for their events (the response, the load, the hydration mark); only their bound is the compile's, not a page's.
const coldCompileBound = 45_000

describe('the development server (pnpm dev)', () => {
  it.each([
    ['home page', '/'],
    ['vehicle page', '/cars/2026-kia-sportage-s-wbk000001'],
  ])('serves the %s server-rendered, and it hydrates with no error', async (_name, path) => {
    const { page, problems } = await session.openPage(1280)
    page.setDefaultTimeout(coldCompileBound)
    const response = await page.goto(session.url(demoTenant('wattle-bay-kia').host, path))
    expect(response?.status()).toBe(200)
    expect(await response?.text()).toContain('<h1')
    await hydrated(page)
    expect(await page.locator('main h1').count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })
})
