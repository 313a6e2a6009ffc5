import { packageBuild } from '@forecourt/config/tsup'
import { defineConfig } from 'tsup'

// 'models' is the model page rules on their own (see src/models-entry.ts).
export default defineConfig(packageBuild({ index: 'src/index.ts', models: 'src/models-entry.ts' }))
