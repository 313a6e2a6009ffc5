import type { ViteUserConfig } from 'vitest/config'

/**
 * Shared unit-test settings: tests beside the code, and a JSON report that the root check sums up.
 * @example export default unitTests()
 */
export declare function unitTests(overrides?: ViteUserConfig['test']): ViteUserConfig
