import { packageBuild } from '@forecourt/config/tsup'
import { defineConfig } from 'tsup'

// `client` is the browser's entry: the typed client alone, so a page that posts never loads the body schemas (zod).
export default defineConfig(packageBuild({ index: 'src/index.ts', client: 'src/client.ts' }))
