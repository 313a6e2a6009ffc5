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
        for (const failure of failures(report)) console.log(failure)
      }
    }
  }
  return totals
}

/**
 * The failed tests of one report, each with the first lines of its message, so that a CI log whose middle was cut
 * still says which test failed and why.
 * @param {{ testResults?: { name: string, message?: string, assertionResults?: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} report
 * @returns {string[]}
 */
function failures(report) {
  const lines = []
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    if (failedTests.length === 0 && file.message)
      lines.push(`    ✗ ${file.name}: ${firstLines(file.message)}`)
    for (const test of failedTests) {
      lines.push(`    ✗ ${test.fullName} (${file.name})`)
      for (const message of test.failureMessages ?? []) lines.push(`      ${firstLines(message)}`)
    }
  }
  return lines
}

/** @param {string} text */
function firstLines(text) {
  return text.split('\n').slice(0, 8).join('\n      ')
}
