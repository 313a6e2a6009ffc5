/// <reference types="node" />
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { assertTenantSet, parseTenant } from '../parse-tenant.js'
import type { Tenant } from '../parse-tenant.js'
import { TenantConfigError } from '../tenant-config-error.js'
import type { TenantConfigIssue } from '../tenant-config-error.js'

/**
 * Read and validate every `*.json` tenant file of a directory, in file-name order. Every file is checked
 * before anything is thrown, so one run reports every problem, each naming its file, field path and issue.
 * @example const tenants = await loadTenants('fixtures/tenants')
 */
export async function loadTenants(dir: string): Promise<Tenant[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()
  const issues: TenantConfigIssue[] = []
  const loaded: { fileName: string; tenant: Tenant }[] = []
  for (const name of names) {
    const fileName = join(dir, name)
    try {
      loaded.push({
        fileName,
        tenant: parseTenant(parseJson(await readFile(fileName, 'utf8'), fileName), fileName),
      })
    } catch (error) {
      if (!(error instanceof TenantConfigError)) throw error
      issues.push(...error.issues)
    }
  }
  if (issues.length > 0) throw new TenantConfigError(issues)
  if (loaded.length === 0)
    throw new TenantConfigError([{ file: dir, path: '', message: 'no tenant files (*.json) found' }])
  assertTenantSet(loaded)
  return loaded.map(({ tenant }) => tenant)
}

function parseJson(text: string, fileName: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new TenantConfigError([
      { file: fileName, path: '', message: `invalid JSON: ${(error as Error).message}` },
    ])
  }
}
