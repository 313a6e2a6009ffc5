import { packageBuild } from '@forecourt/config/tsup'
import { rmSync } from 'node:fs'
import { defineConfig } from 'tsup'
import { writeCssEntries } from './css-entries'

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

const scriptBuild = {
  ...packageBuild(publicEntries),
  // dist is emptied once below: the two builds run at the same time, and either cleaning would race the other.
  clean: false,
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
}

// The stylesheets in pieces (see css-entries.ts): dist/css/base.css, one per component and one per entry.
const { index: _all, ...entriesWithCss } = publicEntries
const cssBuild = {
  entry: writeCssEntries('src', '.css-entries', entriesWithCss),
  outDir: 'dist',
  clean: false,
  dts: false,
  sourcemap: false,
}

rmSync('dist', { recursive: true, force: true })
export default defineConfig([scriptBuild, cssBuild])
