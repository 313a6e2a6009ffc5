import { fileURLToPath } from 'node:url'
import { unitTests } from '@forecourt/config/vitest'
import { defineConfig } from 'vitest/config'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  ...unitTests(),
  // The README's examples import this package by its names, as a consumer does; here those names are the source
  // (each entry's source as tsup.config.ts builds it). Exact matches: the root name must not catch the subpaths.
  resolve: {
    alias: [
      { find: /^@forecourt\/tenant-config$/, replacement: source('./src/index.ts') },
      { find: /^@forecourt\/tenant-config\/node$/, replacement: source('./src/node/index.ts') },
      { find: /^@forecourt\/tenant-config\/theme$/, replacement: source('./src/theme-style.ts') },
    ],
  },
})
