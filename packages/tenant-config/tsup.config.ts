import { packageBuild } from '@forecourt/config/tsup'
import { defineConfig } from 'tsup'

// image-url, gated-pages and theme are entries of their own: browsers building image addresses, sign-in links or
// theme CSS must not load the schemas (and zod) with them.
export default defineConfig(
  packageBuild({
    index: 'src/index.ts',
    node: 'src/node/index.ts',
    'image-url': 'src/image-url.ts',
    'gated-pages': 'src/gated-pages.ts',
    theme: 'src/theme-style.ts',
  }),
)
