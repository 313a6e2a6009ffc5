import { fileURLToPath } from 'node:url'
import { unitTests } from '@forecourt/config/vitest'
import { defineConfig } from 'vitest/config'

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url))

export default defineConfig({
  ...unitTests(),
  // The README's examples import this package by its name, as a consumer does; here that name is the source.
  // Exact matches, so the root's alias does not also catch the subpath entries (see tsup.config.ts).
  resolve: {
    alias: [
      { find: /^@forecourt\/stock-rules$/, replacement: source('./src/index.ts') },
      { find: /^@forecourt\/stock-rules\/models$/, replacement: source('./src/models-entry.ts') },
      { find: /^@forecourt\/stock-rules\/vehicle-card$/, replacement: source('./src/vehicle-card.ts') },
      { find: /^@forecourt\/stock-rules\/phone$/, replacement: source('./src/phone.ts') },
    ],
  },
})
