/**
 * Repository guards: checks over the whole repository's source that keep a promise of the README true (every tenant
 * option is a live switch). They run as this package's tests.
 */
export { readsOption, unreadOptions } from './option-reads'
export { repoRoot, shippedSource } from './source-files'

export type { SourceFile } from './source-files'
