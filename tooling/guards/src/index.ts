/**
 * Repository guards: checks over the whole repository's source that keep two promises true (every tenant option is
 * a live switch; every public export of a pure package is used). They run as this package's tests.
 */
export { purePackages, unusedExports } from './export-uses'
export { readsOption, unreadOptions } from './option-reads'
export { entrySources, publicExports } from './public-exports'
export { everySource, readmes, repoRoot, shippedSource } from './source-files'

export type { PublicExport } from './public-exports'
export type { SourceFile } from './source-files'
