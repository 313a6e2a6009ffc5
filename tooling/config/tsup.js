// @ts-check
/**
 * The one tsup setup every published package uses: ESM only, typed, tree-shaken, one entry map.
 * @param {Record<string, string>} [entry] entry map from output name to source file
 * @returns {import('tsup').Options}
 * @example export default packageBuild({ index: 'src/index.ts' })
 */
export function packageBuild(entry = { index: 'src/index.ts' }) {
  return {
    entry,
    format: ['esm'],
    dts: true,
    treeshake: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    platform: 'neutral',
    splitting: false,
  }
}
