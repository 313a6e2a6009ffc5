import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe-core on a rendered container and fails on serious or critical violations. The 'region' rule is off:
 * components are checked in isolation, outside a page's landmarks. Colour contrast cannot be computed in jsdom.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  })
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  const report = blocking.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(', ')})`,
  )
  expect(report).toEqual([])
}
