import { packageBuild } from '@forecourt/config/tsup'
import { defineConfig } from 'tsup'

// index.ts imports src/styles.css: esbuild moves every component's CSS into dist/index.css and leaves no
// CSS import in dist/index.js, so consumers load the styles once through '@forecourt/components/styles.css'.
export default defineConfig({
  ...packageBuild({ index: 'src/index.ts' }),
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'embla-carousel-react',
    'embla-carousel',
    'react-instantsearch',
    'instantsearch.js',
    '@forecourt/search-url',
  ],
})
