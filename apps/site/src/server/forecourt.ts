import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { readSiteSettings } from '@forecourt/site-server'
import { storageFromEnv } from '@forecourt/site-storage'
import { loadTenants } from '@forecourt/tenant-config/node'
import { forecourtUsage, runForecourtCommand } from './forecourt-command'
import { serverSettings } from './settings'
import { siteClock } from './site-clock'
import { readReferenceDate } from './tenant-sites'

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
  // The clock the site server runs on (the demo's, from its fixtures' date), which a withdrawn car is sold by.
  const [first] = tenants
  const referenceDate = first ? await readReferenceDate(settings.fixturesDir, first) : null
  // Files are named relative to where the command was run; pnpm runs this script in apps/site.
  const calledFrom = process.env.INIT_CWD ?? process.cwd()
  try {
    process.exitCode = await runForecourtCommand(args, {
      storage,
      tenants: tenants.map((tenant) => tenant.slug),
      readFile: (path) => readFile(resolve(calledFrom, path), 'utf8'),
      clock: siteClock(referenceDate, settings.pinnedNow),
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
