import { packageBuild } from '@forecourt/config/tsup'
import { defineConfig } from 'tsup'

// index.ts imports src/styles.css: esbuild moves every component's CSS into dist/index.css and leaves no
// CSS import in dist/index.js, so consumers load the styles once through '@forecourt/components/styles.css'.
// The InstantSearch widgets are the second entry, '@forecourt/components/search'.
// The public entries: package.json's exports.
const publicEntries = {
  index: 'src/index.ts',
  search: 'src/search.ts',
  vehicle: 'src/vehicle.ts',
  forms: 'src/forms.ts',
  locations: 'src/locations.ts',
  models: 'src/models.ts',
}

export default defineConfig({
  ...packageBuild(publicEntries),
  // Every component is a module of its own in dist (index.js re-exports them), so an app's bundler puts each
  // component, and what it needs (embla for the carousels), only in the chunks of the pages that use it.
  entry: [
    ...Object.values(publicEntries),
    'src/*/*.tsx',
    'src/*/*.ts',
    '!src/**/*.test.*',
    '!src/**/*.stories.*',
    '!src/test-utils/**',
    '!src/**/fixtures.ts',
    '!src/**/fixtures.tsx',
    '!src/**/demo-*.tsx',
  ],
  // Declarations only for the public entries (package.json's exports): one bundled .d.ts each, rather than one per
  // component module, which is what the bundler needs and what kept the declaration build's memory growing.
  dts: { entry: publicEntries },
  splitting: true,
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
