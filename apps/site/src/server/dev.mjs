#!/usr/bin/env node
// Development server: Vite in middleware mode (hot reload for the browser, fresh server modules per request),
// the same request handler as production otherwise.
import { createServer as createHttpServer } from 'node:http'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { installProcessGuard, readSiteSettings } from '@forecourt/site-server'
import { createServer as createViteServer } from 'vite'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
// Vite's hot reload shares the site's port (its websocket is then the page's own origin, which the CSP allows).
const server = createHttpServer()
const vite = await createViteServer({
  root: appDir,
  server: { middlewareMode: true, hmr: { server } },
  appType: 'custom',
})
const load = (path) => vite.ssrLoadModule(path)

const { serverSettings } = await load('/src/server/settings.ts')
const { loadTenantSites } = await load('/src/server/tenant-sites.ts')
const { createSiteRuntime } = await load('/src/server/site-runtime.ts')
const { createSiteHandler } = await load('/src/server/site-handler.ts')
const { developmentAssets } = await load('/src/server/assets.ts')

const siteSettings = readSiteSettings(process.env)
const settings = serverSettings(siteSettings, resolve(appDir, '../..'))
const runtime = await createSiteRuntime(siteSettings, process.cwd())
const sites = await loadTenantSites(settings, runtime)
sites.crm.start()
const handler = createSiteHandler({
  tenantForHost: sites.tenantForHost,
  render: async (request, site, assets, nonce) =>
    (await load('/src/entry-server.tsx')).renderPage(request, site, assets, nonce),
  assets: developmentAssets,
  images: sites.images.pipeline,
  staticMounts: [sites.images.mount],
  mounts: sites.mounts,
  trustProxy: runtime.accounts.trustProxy,
  log: (message) => {
    vite.config.logger.error(message)
  },
})

// Only once it has started: a start that fails (a bad tenant file, a folder in use) must end the process.
installProcessGuard(process, (message) => vite.config.logger.error(message))
server.on('request', (req, res) => vite.middlewares(req, res, () => void handler(req, res)))
server.once('error', (error) => {
  console.error(`Forecourt could not listen on ${settings.host}:${settings.port}: ${error.message}`)
  process.exit(1)
})
server.listen(settings.port, settings.host, () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : settings.port
  console.log(`Forecourt (development) is serving ${sites.describe()} at http://${settings.host}:${port}`)
})
