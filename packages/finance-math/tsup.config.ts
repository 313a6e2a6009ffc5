import { packageBuild } from '@forecourt/config/tsup'
import { defineConfig } from 'tsup'

// Every source file is a module of its own in dist (index.js re-exports them), so an app's bundler puts only what a
// page uses in that page's chunks: the home page formats prices with `formatMoney` and should not load the finance
// calculator's presets and rules with it.
export default defineConfig({
  ...packageBuild({ index: 'src/index.ts' }),
  entry: ['src/*.ts', '!src/**/*.test.ts'],
  dts: { entry: { index: 'src/index.ts' } },
  splitting: true,
})
