import { packageBuild } from '@forecourt/config/tsup'
import { defineConfig } from 'tsup'

// testing/index is the Node-only test helper (xmllint against the DTD); it sits two folders below the package's
// root in src/ and in dist/ alike, so it finds adf-1.0.dtd by the same relative URL in both.
export default defineConfig(packageBuild({ index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' }))
