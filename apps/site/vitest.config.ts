import { unitTests } from '@forecourt/config/vitest'
import { defineConfig } from 'vitest/config'

// The bench's own helpers are plain Node modules beside bench/run.mjs, tested like the sources.
export default defineConfig(
  unitTests({ include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.mjs'] }),
)
