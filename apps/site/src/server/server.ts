import { createServer } from 'node:http'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderPage } from '../entry-server'
import { productionAssets } from './assets'
import { installProcessGuard, readSiteSettings } from '@forecourt/site-server'
import { serverSettings } from './settings'
import { createSiteHandler } from './site-handler'
import { createSiteRuntime } from './site-runtime'
import { loadTenantSites } from './tenant-sites'

// The production server `npm start` runs: built client assets, server rendering, fixtures as data.
const here = dirname(fileURLToPath(import.meta.url))
const clientDir = resolve(here, '../client')
/**
 * Ends a start that cannot serve with its reason alone: whoever runs the server needs the message (a folder in use,
 * a bad tenant file, settings it cannot use), not a stack trace. A programming error keeps its stack.
 */
function startFailed(error: unknown): never {
  const programming =
    error instanceof TypeError || error instanceof ReferenceError || error instanceof SyntaxError
  console.error(
    programming
      ? `Forecourt could not start: ${error.stack ?? error.message}`
      : `Forecourt could not start: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
}

async function start() {
  // The one place the environment is read: a setting it cannot use stops the start, naming it.
  const siteSettings = readSiteSettings(process.env)
  const settings = serverSettings(siteSettings, resolve(here, '../../../..'))
  // Leads, accounts and reservations are stored under DATA_DIR (default ./.data) or in DATABASE_URL.
  const runtime = await createSiteRuntime(siteSettings, process.cwd())
  const [sites, assets] = await Promise.all([loadTenantSites(settings, runtime), productionAssets(clientDir)])
  return { settings, runtime, sites, assets }
}

const { settings, runtime, sites, assets } = await start().catch(startFailed)
sites.crm.start()
const handler = createSiteHandler({
  tenantForHost: sites.tenantForHost,
  render: renderPage,
  assets: () => assets,
  images: sites.images.pipeline,
  staticMounts: [
    { prefix: '/assets/', dir: resolve(clientDir, 'assets'), immutable: true },
    sites.images.mount,
    { prefix: '/', dir: clientDir },
  ],
  mounts: sites.mounts,
  trustProxy: runtime.accounts.trustProxy,
})

const server = createServer((req, res) => void handler(req, res))
// Only once it has started: a start that fails (a bad tenant file, a folder in use) must end the process.
installProcessGuard(process, (message) => console.error(message))
// A port that cannot be had ends the start, with the reason, rather than leaving a process that serves nothing.
server.once('error', (error) => {
  console.error(`Forecourt could not listen on ${settings.host}:${settings.port}: ${error.message}`)
  process.exit(1)
})
server.listen(settings.port, settings.host, () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : settings.port
  console.log(
    `Forecourt is serving ${sites.describe()} at http://${settings.host === '0.0.0.0' ? 'localhost' : settings.host}:${port}`,
  )
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    server.closeAllConnections()
    void sites.crm
      .stop()
      .then(() => runtime.close())
      .finally(() => process.exit(0))
  })
}
