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
      // Property tests run thousands of cases; on a 2-core CI machine busy with other packages that can take more
      // than vitest's 5 s default. A timeout is no assertion about behaviour, so it is generous.
      testTimeout: 30_000,
      reporters: ['default', 'json'],
      outputFile: { json: '.reports/vitest.json' },
      ...overrides,
    },
  }
}
