import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { clientLoaderScript } from '../site/client-loader'
import { keyPageStyles } from '../site/page-styles'
import type { PageAssets, PageStyles } from '../site/site-types'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

/**
 * The client entry, its CSS and the chunks it imports, and the key pages' own stylesheets, read from Vite's build
 * manifest, so every server-rendered page links hashed, immutable files. The entry and its chunks load after the
 * page's first paint (see `clientLoaderScript`).
 */
export async function productionAssets(clientDir: string): Promise<PageAssets> {
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const entry = manifest['src/entry-client.tsx']
  if (!entry) throw new Error(`No entry in ${clientDir}/.vite/manifest.json: run the client build first`)
  const pageStyles: PageAssets['pageStyles'] = {}
  for (const page of Object.keys(keyPageStyles) as PageStyles[]) {
    const sheet = manifest[`.route-styles/${page}.css`]
    if (sheet) pageStyles[page] = [`/${sheet.file}`]
  }
  const styles = new Set<string>()
  const preloads = new Set<string>()
  const visit = (chunk: ManifestChunk) => {
    for (const css of chunk.css ?? []) styles.add(`/${css}`)
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key]
      if (!imported || preloads.has(`/${imported.file}`)) continue
      preloads.add(`/${imported.file}`)
      visit(imported)
    }
  }
  visit(entry)
  return {
    scripts: [{ content: clientLoaderScript(`/${entry.file}`, [...preloads]) }],
    styles: [...styles],
    pageStyles,
  }
}

/** Development: Vite serves the modules and injects CSS itself; React Refresh needs its preamble first. */
export function developmentAssets(): PageAssets {
  return {
    scripts: [
      {
        content: [
          "import RefreshRuntime from '/@react-refresh'",
          'RefreshRuntime.injectIntoGlobalHook(window)',
          'window.$RefreshReg$ = () => {}',
          'window.$RefreshSig$ = () => (type) => type',
          'window.__vite_plugin_react_preamble_installed__ = true',
        ].join('\n'),
      },
      { src: '/@vite/client' },
      { src: '/src/entry-client.tsx' },
    ],
    styles: [],
    pageStyles: {},
  }
}
