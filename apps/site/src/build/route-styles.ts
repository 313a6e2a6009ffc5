import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'

// The key pages' own stylesheets. The client entry imports every component's CSS (one 108 KB sheet); a page that
// blocks its first paint on all of it makes a phone parse and match rules for pages it is not. Each key page gets
// a sheet of the component pieces it (and the site's frame) renders, in the full sheet's order, followed by the
// site's own CSS; the page adds the full sheet at the shopper's first input, for the pages they move on to.

const componentImport = /import\s+(?!type\b)\{([^}]*)\}\s+from\s+'@forecourt\/components(?:\/[a-z-]+)?'/g
const localImport =
  /(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?'(\.{1,2}\/[^']+)'|import\('(\.{1,2}\/[^']+)'\)/g
const pieceMarker = /^\/\* (src\/[^*]+?\.css) \*\/$/gm

/**
 * Which component folder of `@forecourt/components` each exported name lives in, read from its source
 * (`export function VehicleCard` in src/vehicle-card/vehicle-card.tsx: VehicleCard → vehicle-card).
 * @example componentFolders('packages/components/src').get('VehicleCard') // 'vehicle-card'
 */
export function componentFolders(componentsSrc: string): Map<string, string> {
  const folders = new Map<string, string>()
  for (const folder of readdirSync(componentsSrc, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue
    for (const file of readdirSync(join(componentsSrc, folder.name))) {
      if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue
      const source = readFileSync(join(componentsSrc, folder.name, file), 'utf8')
      for (const match of source.matchAll(/export\s+(?:function|const)\s+([A-Z]\w*)/g))
        folders.set(match[1]!, folder.name)
    }
  }
  return folders
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''))
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  return null
}

/**
 * The names a module imports from `@forecourt/components` (any of its entries), with those of every module of the
 * app it imports, statically or lazily, inside `srcDir`. Type-only imports are left out.
 * @example componentsImportedBy('src/routes/index.tsx', 'src') // Set { 'BlogCards', 'BrandGrid', … }
 */
export function componentsImportedBy(entryFile: string, srcDir: string): Set<string> {
  const names = new Set<string>()
  const seen = new Set<string>()
  const root = resolve(srcDir)
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(root)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(componentImport))
      for (const part of match[1]!.split(',')) {
        const name = part.trim()
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!.trim())
      }
    for (const match of source.matchAll(localImport)) {
      const found = resolveLocal(file, (match[1] ?? match[2])!)
      if (found) visit(found)
    }
  }
  visit(resolve(entryFile))
  return names
}

/**
 * The CSS pieces (`src/<folder>/<file>.css`) a stylesheet holds, in order, read from the markers the components'
 * build writes before each piece.
 * @example piecesOf('/* src/base.css *\/\n…') // ['src/base.css']
 */
export function piecesOf(css: string): string[] {
  return [...css.matchAll(pieceMarker)].map((match) => match[1]!)
}

/**
 * The part of the full stylesheet that holds `wanted` pieces, in the full sheet's order, so rules cascade exactly as
 * they do there.
 * @example stylesheetSubset(fullCss, new Set(['src/base.css', 'src/vehicle-card/vehicle-card.css']))
 */
export function stylesheetSubset(fullCss: string, wanted: ReadonlySet<string>): string {
  const markers = [...fullCss.matchAll(pieceMarker)]
  return markers
    .flatMap((marker, at) =>
      wanted.has(marker[1]!)
        ? [fullCss.slice(marker.index, markers[at + 1]?.index ?? fullCss.length).trimEnd()]
        : [],
    )
    .join('\n')
}

/** Where a page's stylesheet is read from: the page's route module and the components' built CSS. */
export interface RouteStylesOptions {
  /** Each key page's name and its route module, e.g. `{ home: 'src/routes/index.tsx' }`. */
  pages: Record<string, string>
  /** The root route, whose frame (header, footer) every page renders. @default 'src/routes/__root.tsx' */
  shell?: string
  /** The site's own stylesheet, after the components'. @default 'src/site.css' */
  siteCss?: string
}

/**
 * Vite plugin: writes each key page's stylesheet (`.route-styles/<page>.css`) and adds it to the client build as an
 * entry, so the build manifest names its hashed file for the server to link.
 * @example plugins: [routeStyles({ pages: { home: 'src/routes/index.tsx' } })]
 */
export function routeStyles(options: RouteStylesOptions): Plugin {
  return {
    name: 'forecourt:route-styles',
    apply: 'build',
    config(config, env) {
      if (env.isSsrBuild) return
      const root = resolve(config.root ?? process.cwd())
      const srcDir = join(root, 'src')
      const componentsDir = resolve(root, 'node_modules/@forecourt/components')
      const fullCss = readFileSync(join(componentsDir, 'dist/index.css'), 'utf8')
      const folders = componentFolders(join(componentsDir, 'src'))
      const outDir = join(root, '.route-styles')
      mkdirSync(outDir, { recursive: true })
      const shellNames = componentsImportedBy(join(root, options.shell ?? 'src/routes/__root.tsx'), srcDir)
      const inputs: Record<string, string> = {}
      for (const [page, routeFile] of Object.entries(options.pages)) {
        const names = new Set([...shellNames, ...componentsImportedBy(join(root, routeFile), srcDir)])
        const wanted = new Set(['src/base.css'])
        for (const name of names) {
          const folder = folders.get(name)
          const pieceFile = folder ? join(componentsDir, 'dist/css', `${folder}.css`) : null
          if (pieceFile && existsSync(pieceFile))
            for (const piece of piecesOf(readFileSync(pieceFile, 'utf8'))) wanted.add(piece)
        }
        writeFileSync(join(outDir, `${page}.components.css`), `${stylesheetSubset(fullCss, wanted)}\n`)
        const siteCss = relative(outDir, join(root, options.siteCss ?? 'src/site.css'))
          .split('\\')
          .join('/')
        writeFileSync(
          join(outDir, `${page}.css`),
          `@import './${page}.components.css';\n@import '${siteCss}';\n`,
        )
        inputs[`page-${page}`] = join(outDir, `${page}.css`)
      }
      // Merged with the config's own entries (an object, so the two lists join).
      return { build: { rollupOptions: { input: inputs } } }
    },
  }
}
