import type { Plugin } from 'vite'

const preloadHelperId = '\0vite/preload-helper.js'

/**
 * Replaces Vite's preload helper with a plain call of the dynamic import, for a client build that preloads nothing.
 *
 * Why: with `build.modulePreload: false` and all styles in the entry's one stylesheet, every lazy import is wrapped
 * in a helper whose dependency list is always empty, yet the helper (about 2 kB, 0.8 kB gzip) still rides in every
 * page's first load. The server preloads each page's own chunks from the manifest instead.
 *
 * The build fails if a lazy chunk ever gains a stylesheet of its own, since only the real helper would load it.
 * @example plugins: [plainLazyImports()]
 */
export function plainLazyImports(): Plugin {
  return {
    name: 'forecourt:plain-lazy-imports',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: (id) => (id === preloadHelperId ? id : undefined),
    load: (id) => (id === preloadHelperId ? 'export const __vitePreload = (load) => load()' : undefined),
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.isEntry) continue
        const styles = output.viteMetadata?.importedCss
        if (styles?.size)
          this.error(
            `${output.fileName} imports its own stylesheet (${[...styles].join(', ')}), which plainLazyImports would never load: import the styles from the entry instead.`,
          )
      }
    },
  }
}
