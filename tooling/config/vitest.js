// @ts-check
/**
 * Shared unit-test settings: tests beside the code, and a JSON report that the root check sums up.
 * @param {import('vitest/config').ViteUserConfig['test']} [overrides]
 * @returns {import('vitest/config').ViteUserConfig}
 * @example export default unitTests()
 */
export function unitTests(overrides = {}) {
  return {
    test: {
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      reporters: ['default', 'json'],
      outputFile: { json: '.reports/vitest.json' },
      ...overrides,
    },
  }
}
