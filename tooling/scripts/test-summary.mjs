// Sums the JSON reports every test runner of the workspace writes to <package>/.reports/*.json
// (vitest's json reporter format: numPassedTests, numFailedTests, numPendingTests, numTodoTests).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Prints one line per package and returns the totals.
 * @param {URL} root the workspace root
 * @returns {{ passed: number, failed: number, skipped: number }}
 */
export function summariseReports(root) {
  const totals = { passed: 0, failed: 0, skipped: 0 }
  const rootPath = fileURLToPath(root)
  for (const group of ['packages', 'apps', 'tooling']) {
    const groupPath = join(rootPath, group)
    if (!existsSync(groupPath)) continue
    for (const name of readdirSync(groupPath).sort()) {
      const reports = join(groupPath, name, '.reports')
      if (!existsSync(reports)) continue
      for (const file of readdirSync(reports)
        .filter((file) => file.endsWith('.json'))
        .sort()) {
        const report = JSON.parse(readFileSync(join(reports, file), 'utf8'))
        if (typeof report.numPassedTests !== 'number') continue
        const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
        totals.passed += report.numPassedTests
        totals.failed += report.numFailedTests
        totals.skipped += skipped
        console.log(
          `  ${group}/${name} (${file}): ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
        )
      }
    }
  }
  return totals
}
