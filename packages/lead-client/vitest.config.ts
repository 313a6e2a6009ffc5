import { fileURLToPath } from 'node:url'
import { unitTests } from '@forecourt/config/vitest'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  ...unitTests(),
  // The README's examples import this package by its name, as a consumer does; here that name is the source.
  resolve: {
    alias: { '@forecourt/lead-client': fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
  },
})
