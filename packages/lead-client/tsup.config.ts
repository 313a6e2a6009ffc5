import { packageBuild } from '@forecourt/config/tsup'
import { defineConfig } from 'tsup'

export default defineConfig(packageBuild({ index: 'src/index.ts' }))
