import { fileURLToPath } from 'node:url'
import { unitTests } from '@forecourt/config/vitest'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  ...unitTests({
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/test-utils/setup.ts'],
  }),
  // The README's examples import this package by its name, as a consumer does; here that name is the source.
  resolve: {
    alias: [
      {
        find: /^@forecourt\/components$/,
        replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      },
      {
        find: /^@forecourt\/components\/search$/,
        replacement: fileURLToPath(new URL('./src/search.ts', import.meta.url)),
      },
    ],
  },
})
