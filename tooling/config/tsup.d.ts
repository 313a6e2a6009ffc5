import type { Options } from 'tsup'

/**
 * The one tsup setup every published package uses: ESM only, typed, tree-shaken, one entry map.
 * @example export default packageBuild({ index: 'src/index.ts' })
 */
export declare function packageBuild(entry?: Record<string, string>): Options
