import { join, resolve } from 'node:path'
import { readSiteSettings } from '@forecourt/site-server'
import { storageFromEnv } from '@forecourt/site-storage'
import { loadTenants } from '@forecourt/tenant-config/node'
import { forecourtUsage, runForecourtCommand } from './forecourt-command'
import { serverSettings } from './settings'

// `pnpm forecourt …`: the site operator's tool, on the storage and tenants the site server uses.
const args = process.argv.slice(2)
if (args.length === 0 || args[0] === 'help') {
  console.log(forecourtUsage)
  process.exit(0)
}
try {
  const siteSettings = readSiteSettings(process.env)
  const settings = serverSettings(siteSettings, resolve(import.meta.dirname, '../../../..'))
  const tenants = await loadTenants(join(settings.fixturesDir, 'tenants'))
  const storage = await storageFromEnv(siteSettings, process.cwd())
  try {
    process.exitCode = await runForecourtCommand(args, {
      storage,
      tenants: tenants.map((tenant) => tenant.slug),
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    })
  } finally {
    await storage.close()
  }
} catch (error) {
  console.error(`forecourt: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
