import { packageBuild } from '@forecourt/config/tsup'
import { defineConfig } from 'tsup'

// image-url is its own entry: browsers building image addresses must not load the schemas (and zod) with it.
export default defineConfig(
  packageBuild({ index: 'src/index.ts', node: 'src/node/index.ts', 'image-url': 'src/image-url.ts' }),
)
