import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { readSiteSettings } from '@forecourt/site-server'
import { createStorage, type Storage } from '@forecourt/site-storage'
import { serverSettings } from '../settings'
import { createSiteHandler, type SiteHandlerOptions } from '../site-handler'
import type { StaticMount } from '../static-files'
import { createSiteRuntime, type SiteRuntime } from '../site-runtime'
import { loadTenantSites, type TenantSites } from '../tenant-sites'

/** An answer as a test reads it. */
export interface TestAnswer {
  status: number
  headers: Headers
  body: Record<string, unknown>
  text: string
}

/** The demo tenants' sites over real HTTP with fresh storage, pages rendered as a stub. */
export interface ApiSite {
  origin: string
  storage: Storage
  runtime: SiteRuntime
  sites: TenantSites
  /** Folder the development CRM sink writes ADF documents to. */
  crmDir: string
  /** Everything the server logged (sign-in codes are logged in development). */
  logged: string[]
  request(
    host: string,
    method: string,
    path: string,
    options?: { json?: unknown; body?: string; headers?: Record<string, string> },
  ): Promise<TestAnswer>
  close(): Promise<void>
}

const repoRoot = resolve(import.meta.dirname, '../../../../..')

/**
 * Starts the three demo tenants' API on 127.0.0.1 and a free port, with in-memory PGlite (or the given storage).
 * Hosts are the tenants' *.localhost names.
 * @example const site = await startApiSite(); await site.request('wattle-bay.localhost', 'GET', '/api/session')
 */
export async function startApiSite(
  options: {
    storage?: Storage
    env?: Record<string, string>
    /** The rate limits' clock; pinned, a limit's window never ends in the middle of a test. */
    limitsClock?: () => Date
    /** Folders served as static files. @defaultValue none */
    staticMounts?: readonly StaticMount[]
    /** Renders pages. @defaultValue a stub answering `page` as HTML */
    render?: SiteHandlerOptions['render']
  } = {},
) {
  const crmDir = mkdtempSync(join(tmpdir(), 'forecourt-crm-'))
  const logged: string[] = []
  const log = (message: string) => {
    logged.push(message)
  }
  const storage = options.storage ?? (await createStorage({ dataDir: 'memory://', log }))
  const settings = readSiteSettings({
    CRM_SINK_DIR: crmDir,
    FORECOURT_NOW: '2026-11-02T01:00:00Z',
    ...options.env,
  })
  const runtime = await createSiteRuntime(settings, repoRoot, log, storage, options.limitsClock)
  const sites = await loadTenantSites(serverSettings(settings, repoRoot), runtime)
  const handler = createSiteHandler({
    tenantForHost: sites.tenantForHost,
    render:
      options.render ??
      (() => Promise.resolve(new Response('page', { headers: { 'content-type': 'text/html' } }))),
    assets: () => ({ scripts: [], styles: [], pageStyles: {} }),
    staticMounts: options.staticMounts ?? [],
    mounts: sites.mounts,
    trustProxy: runtime.accounts.trustProxy,
    log,
  })
  const server = createServer((req, res) => void handler(req, res))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const port = (server.address() as AddressInfo).port
  const site: ApiSite = {
    origin: `http://127.0.0.1:${port}`,
    storage,
    runtime,
    sites,
    crmDir,
    logged,
    request(host, method, path, requestOptions = {}) {
      const headers: Record<string, string> = { ...requestOptions.headers, host }
      let body = requestOptions.body
      if (requestOptions.json !== undefined) {
        body = JSON.stringify(requestOptions.json)
        headers['content-type'] ??= 'application/json'
      }
      // Node's client frames a DELETE's body only when told its length, as curl and fetch always do.
      if (body !== undefined) headers['content-length'] ??= String(Buffer.byteLength(body))
      return new Promise<TestAnswer>((done, fail) => {
        const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => {
            let parsed: unknown
            try {
              parsed = text ? JSON.parse(text) : {}
            } catch {
              parsed = {}
            }
            const answerHeaders = new Headers()
            for (const [name, value] of Object.entries(res.headers)) {
              if (Array.isArray(value)) value.forEach((item) => answerHeaders.append(name, item))
              else if (value !== undefined) answerHeaders.set(name, value)
            }
            done({
              status: res.statusCode ?? 0,
              headers: answerHeaders,
              body: parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {},
              text,
            })
          })
        })
        req.on('error', fail)
        req.end(body)
      })
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
      await sites.crm.stop()
      await sites.close()
      if (!options.storage) await storage.close()
      rmSync(crmDir, { recursive: true, force: true })
    },
  }
  return site
}
