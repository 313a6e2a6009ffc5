import { fileURLToPath } from 'node:url'
import { unitTests } from '@forecourt/config/vitest'
import { defineConfig } from 'vitest/config'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  ...unitTests(),
  // The README's examples import this package by its name, as a consumer does; here that name is the source.
  resolve: {
    alias: [
      { find: /^@forecourt\/site-storage$/, replacement: source('./src/index.ts') },
      { find: /^@forecourt\/site-storage\/testing$/, replacement: source('./src/testing/index.ts') },
    ],
  },
})
