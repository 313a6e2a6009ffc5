#!/usr/bin/env node
// Test helper: opens PGlite storage on the folder given as the first argument and stores leads one after another,
// printing each lead's id once its insert has resolved (as the site answers a shopper), until it is killed.
// Vite loads the package's TypeScript sources, so the test kills the code it tests, built or not; the sources find
// the migrations and the PGlite worker beside them as the built module does.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const [dataDir, tenant] = process.argv.slice(2)
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const vite = await createServer({
  root: packageDir,
  configFile: false,
  logLevel: 'silent',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
})
const { createStorage } = await vite.ssrLoadModule('/src/index.ts')
const storage = await createStorage({ dataDir })
process.stdout.write('ready\n')
for (let index = 0; ; index++) {
  const { lead } = await storage.leads.insert({
    tenant,
    idempotencyKey: `killed-${index}`,
    form: 'enquiry',
    category: 'Enquiry',
    subcategory: null,
    carId: index,
    payload: { index },
    formCompleted: true,
  })
  process.stdout.write(`${lead.id}\n`)
}
