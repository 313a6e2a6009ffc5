import { unitTests } from '@forecourt/config/vitest'
import { defineConfig } from 'vitest/config'

export default defineConfig(unitTests())
