import { spawn, type ChildProcess } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromiumLaunchOptions } from '@forecourt/config/chromium'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

export const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const reportsDir = join(appDir, '.reports')

/** How a started site server ended: its exit code, or the signal that killed it. */
export interface SiteExit {
  code: number | null
  signal: NodeJS.Signals | null
}

/** Options of a started site server beyond its environment. */
export interface StartSiteOptions {
  /**
   * Modules loaded into the server before its own code (`node --import`), for test-only hooks such as the crash
   * journey's crash point.
   * @defaultValue []
   */
  preload?: string[]
  /**
   * The server to start, relative to the app: the production build, or `src/server/dev.mjs` for the development
   * server (Vite in middleware mode), which prints the same line once it listens.
   * @defaultValue 'dist/server/server.js'
   */
  script?: string
}

/** The pictures the servers of one e2e run made (keyed by source, size and format, so sharing is safe). */
const sharedImageCache = join(tmpdir(), 'forecourt-e2e-images')

/** The line the server prints once it listens; it names the port the operating system gave it. */
const listeningLine = / at (http:\/\/127\.0\.0\.1:\d+)\s*$/m

/**
 * The production build, started on a port the operating system chooses (PORT=0, so no other process can take it
 * between choosing and listening); resolves once the server prints that it listens. Unless DATA_DIR is given, each
 * server gets a fresh embedded database that is deleted when it stops.
 */
export async function startSite(
  env: Record<string, string> = {},
  options: StartSiteOptions = {},
): Promise<{
  origin: string
  dataDir: string
  log: () => string
  /** Settles when the process has ended, however it ended. */
  exited: Promise<SiteExit>
  kill: () => Promise<void>
  stop: () => Promise<void>
}> {
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'forecourt-e2e-'))
  const dataDir = env.DATA_DIR ?? ownDataDir ?? ''
  const preload = (options.preload ?? []).flatMap((module) => ['--import', pathToFileURL(module).href])
  const child: ChildProcess = spawn(
    process.execPath,
    [...preload, join(appDir, options.script ?? 'dist/server/server.js')],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CRM_SINK_DIR: join(dataDir, 'crm'),
        // One picture cache for every server of the run: a made picture is the same for all of them.
        IMAGE_CACHE_DIR: sharedImageCache,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const exited = new Promise<SiteExit>((done) => child.once('exit', (code, signal) => done({ code, signal })))
  const listening = new Promise<string>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const origin = listeningLine.exec(output)?.[1]
      if (origin) done(origin)
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    void exited.then((exit) =>
      fail(new Error(`The site server exited (${exit.signal ?? exit.code}) before it listened:\n${output}`)),
    )
    // A ceiling for a server that hangs at start, so the failure shows what it printed; never a success condition.
    setTimeout(
      () => fail(new Error(`The site server did not listen within 60 s:\n${output}`)),
      60_000,
    ).unref()
  })
  const origin = await listening.catch((error: unknown) => {
    child.kill('SIGKILL')
    throw error
  })
  const removeOwnDataDir = () => {
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true })
  }
  return {
    origin,
    dataDir,
    /** Everything the server printed so far (development sign-in codes are printed there). */
    log: () => output,
    exited,
    /** Kills the server at once (SIGKILL), as a crash would; its data folder is kept. */
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      removeOwnDataDir()
    },
  }
}

/** Whether a console message is the browser refusing something the page's Content-Security-Policy forbids. */
const isCspViolation = (text: string) => /Content Security Policy/i.test(text)

/**
 * Debian's Chromium, headless, with no background traffic; Playwright gives every launch a fresh profile. Every
 * page of every context is watched for Content-Security-Policy violations (the browser reports each on the
 * console); closing the browser fails when there was one, so a CSP violation fails the journey that caused it.
 */
export async function launchChromium(
  options: {
    /**
     * Accessibility on from the start (`--force-renderer-accessibility`), as a running screen reader turns it on.
     * Otherwise Chromium builds the accessibility tree of content it has skipped drawing only once that content is
     * drawn, which says nothing of what a screen reader is given.
     * @defaultValue false
     */
    screenReader?: boolean
  } = {},
): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const launch = chromiumLaunchOptions()
  const browser = await chromium.launch(
    options.screenReader ? { ...launch, args: [...launch.args, '--force-renderer-accessibility'] } : launch,
  )
  const violations: string[] = []
  const watched = new WeakSet<Page>()
  const watch = (page: Page) => {
    if (watched.has(page)) return
    watched.add(page)
    page.on('console', (message) => {
      if (isCspViolation(message.text())) violations.push(`${page.url()}: ${message.text()}`)
    })
  }
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (...args) => {
    const context = await newContext(...args)
    context.on('page', watch)
    return context
  }
  const newPage = browser.newPage.bind(browser)
  browser.newPage = async (...args) => {
    const page = await newPage(...args)
    watch(page)
    return page
  }
  return {
    browser,
    close: async () => {
      await browser.close()
      if (violations.length > 0)
        throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`)
    },
  }
}

/** One element as Chromium's accessibility tree gives it to assistive technology. */
export interface AccessibleNode {
  role: string
  name: string
  /** Left out of what assistive technology is given (not rendered, hidden, or of no meaning). */
  ignored: boolean
}

/**
 * Whether the browser draws the element: false while it sits inside a `content-visibility: auto` block that is
 * skipped until it comes near the screen. An element's own box counts as drawn even when the element is such a
 * block, so ask about something inside it.
 * @example await expect.poll(() => isDrawn(card.locator(':scope > *').first())).toBe(true)
 */
export const isDrawn = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))

let accessibleNodeLookups = 0

/**
 * The accessibility tree's view of the element a locator finds, read over the DevTools protocol. Use it on a page
 * opened with `{ screenReader: true }` to learn what a screen reader is given.
 * @example expect(await accessibleNode(card.getByRole('link').first())).toMatchObject({ role: 'link', ignored: false })
 */
export async function accessibleNode(locator: Locator): Promise<AccessibleNode> {
  const page = locator.page()
  // The protocol finds nodes by CSS selector: the element is marked for the lookup, and unmarked after it.
  const mark = `accessible-node-${(accessibleNodeLookups += 1)}`
  await locator.evaluate((element, value) => element.setAttribute('data-accessible-node', value), mark)
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-accessible-node="${mark}"]`,
    })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const node = nodes[0]
    return {
      role: String(node?.role?.value ?? ''),
      name: String(node?.name?.value ?? ''),
      ignored: node?.ignored ?? true,
    }
  } finally {
    await cdp.detach()
    await locator.evaluate((element) => element.removeAttribute('data-accessible-node'))
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** Runs axe-core in the page and returns the serious and critical violations, described for a failure message. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: a <script> tag would be refused by the page's CSP, as it should be.
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

/** Saves a full-page screenshot as a test artefact under .reports/screenshots. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(reportsDir, 'screenshots')
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true })
}

/**
 * The site's answer to a GET (or the given method, with a body) exactly as it arrives: before any script runs,
 * without following redirects, as the given host would ask (the Host header picks the tenant).
 */
export function rawGet(
  origin: string,
  host: string,
  path: string,
  headers: Record<string, string> = {},
  request: { method?: string; body?: string } = {},
): Promise<{ status: number; location?: string; body: string }> {
  const { hostname, port } = new URL(origin)
  const length =
    request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.body)) }
  return new Promise((done, fail) => {
    const options = {
      host: hostname,
      port,
      path,
      method: request.method ?? 'GET',
      headers: { ...headers, ...length, host },
    }
    const req = httpRequest(options, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          ...(res.headers.location ? { location: res.headers.location } : {}),
          body,
        }),
      )
    })
    req.on('error', fail)
    req.end(request.body)
  })
}

/** GETs JSON from the site as a given host would: the Host header picks the tenant. */
export async function getJson<T>(origin: string, path: string, host: string): Promise<T> {
  const { status, body } = await rawGet(origin, host, path, { accept: 'application/json' })
  if (status >= 400) throw new Error(`${path} answered ${status}: ${body}`)
  return JSON.parse(body) as T
}

/**
 * A journey's fixtures: the production site and Chromium, started before the file's tests and stopped after,
 * and pages that collect console errors and hydration warnings as problems.
 */
export function siteSession(env: Record<string, string> = {}, options: StartSiteOptions = {}) {
  let site: Awaited<ReturnType<typeof startSite>> | undefined
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined
  // Started by the first page that asks for it: most journey files never do.
  let screenReaderChromium: ReturnType<typeof launchChromium> | undefined
  beforeAll(async () => {
    site = await startSite(env, options)
    chromium = await launchChromium()
  })
  afterAll(async () => {
    // The server stops even when closing a browser fails (it throws for a CSP violation): a server left running
    // would load the machine for every test after it.
    try {
      await Promise.all([chromium?.close(), screenReaderChromium?.then((reader) => reader.close())])
    } finally {
      await site?.stop()
    }
  })
  const started = () => {
    if (!site || !chromium) throw new Error('the site session has not started')
    return { site, browser: chromium.browser }
  }
  return {
    site: () => started().site,
    browser: () => started().browser,
    /** The address of a tenant's page through its *.localhost alias. */
    url: (host: string, path: string) => `http://${host}:${new URL(started().site.origin).port}${path}`,
    /**
     * A page at this width whose console errors and hydration warnings are collected as problems. With
     * `screenReader`, the page is in a Chromium whose accessibility tree is built as for a running screen reader
     * (see {@link launchChromium}), for {@link accessibleNode}.
     */
    openPage: async (
      width: number,
      { screenReader = false }: { screenReader?: boolean } = {},
    ): Promise<{ page: Page; problems: string[] }> => {
      const browser = screenReader
        ? (await (screenReaderChromium ??= launchChromium({ screenReader: true }))).browser
        : started().browser
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat|did not match/i.test(message.text()))
          problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      page.setDefaultTimeout(10_000)
      return { page, problems }
    },
  }
}
