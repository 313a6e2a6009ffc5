import { fileURLToPath } from 'node:url'
import { unitTests } from '@forecourt/config/vitest'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  ...unitTests(),
  // The README's example imports this package by its name, as a consumer does; here that name is the source.
  resolve: {
    alias: { '@forecourt/search-url': fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
  },
})
