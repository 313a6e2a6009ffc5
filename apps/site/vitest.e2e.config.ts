import { defineConfig } from 'vitest/config'

// End-to-end journeys in real Chromium against the production build (run `pnpm build` first; turbo does).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // expect.poll waits on a condition; its ceiling matches Playwright's own waits, so a busy machine only waits longer.
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/e2e.json' },
  },
})
