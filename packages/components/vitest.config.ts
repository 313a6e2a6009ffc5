import { unitTests } from '@forecourt/config/vitest'
import { defineConfig } from 'vitest/config'

export default defineConfig(
  unitTests({
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/test-utils/setup.ts'],
  }),
)
