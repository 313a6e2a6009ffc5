import { fileURLToPath } from 'node:url'
import { unitTests } from '@forecourt/config/vitest'
import { defineConfig } from 'vitest/config'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  ...unitTests(),
  // The README's examples import this package by its names, as a consumer does; here those names are the source.
  // Exact matches: '@forecourt/adf' must not also catch '@forecourt/adf/testing'.
  resolve: {
    alias: [
      { find: /^@forecourt\/adf$/, replacement: source('./src/index.ts') },
      { find: /^@forecourt\/adf\/testing$/, replacement: source('./src/testing/index.ts') },
    ],
  },
})
