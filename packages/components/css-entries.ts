import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

// The stylesheets a consumer imports piece by piece: one per component ('css/vehicle-card.css': the card's own
// rules and those of the components it renders) and one per entry ('css/search.css': everything the search
// widgets render). None repeats base.css ('css/base.css', imported once). The pieces are found from the source's
// imports, so a component that starts rendering another brings that one's CSS along without anyone listing it.

const importedFolder = /from '\.\.?\/([a-z0-9-]+)\//g

/** The CSS files of one component folder, in name order. */
function cssFilesOf(srcDir: string, folder: string): string[] {
  return readdirSync(join(srcDir, folder))
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => `${folder}/${file}`)
}

/** The component folders a module's source imports (its own folder excepted). */
function foldersImportedBy(source: string, own: string | null): string[] {
  return [...source.matchAll(importedFolder)].map((match) => match[1]!).filter((folder) => folder !== own)
}

/** The component folders an entry module exports, through the root modules it re-exports (src/vehicle-media.ts). */
function foldersOfEntry(srcDir: string, file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const modules = [...source.matchAll(/from '\.\/([a-z0-9-]+)'/g)]
    .map((match) => join(srcDir, `${match[1]!}.ts`))
    .filter((module) => existsSync(module))
  return [...foldersImportedBy(source, null), ...modules.flatMap((module) => foldersOfEntry(srcDir, module))]
}

/** The component folders under src, with the folders each one's code imports. */
function componentGraph(srcDir: string): Map<string, string[]> {
  const folders = readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'test-utils')
    .map((entry) => entry.name)
  return new Map(
    folders.map((folder) => {
      const code = readdirSync(join(srcDir, folder))
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
        .map((file) => readFileSync(join(srcDir, folder, file), 'utf8'))
      return [folder, [...new Set(code.flatMap((source) => foldersImportedBy(source, folder)))]]
    }),
  )
}

/** The CSS files that folders need, dependencies before dependants, each once. */
function cssInOrder(srcDir: string, graph: Map<string, string[]>, roots: string[]): string[] {
  const seen = new Set<string>()
  const files: string[] = []
  const visit = (folder: string) => {
    if (seen.has(folder) || !graph.has(folder)) return
    seen.add(folder)
    for (const dependency of graph.get(folder) ?? []) visit(dependency)
    files.push(...cssFilesOf(srcDir, folder))
  }
  roots.forEach(visit)
  return files
}

/**
 * The CSS each component and each public entry needs, as lists of files under src, dependencies first.
 * @example cssPieces('src', { search: 'src/search.ts' }).components.get('stock-carousel') // ['carousel/carousel.css', 'vehicle-card/vehicle-card.css', 'stock-carousel/stock-carousel.css']
 */
export function cssPieces(
  srcDir: string,
  entries: Record<string, string>,
): { components: Map<string, string[]>; entries: Map<string, string[]> } {
  const graph = componentGraph(srcDir)
  const components = new Map(
    [...graph.keys()]
      .map((folder) => [folder, cssInOrder(srcDir, graph, [folder])] as const)
      .filter(([, files]) => files.length > 0),
  )
  const entryPieces = new Map(
    Object.entries(entries).map(([name, file]) => [
      name,
      cssInOrder(srcDir, graph, foldersOfEntry(srcDir, file)),
    ]),
  )
  return { components, entries: entryPieces }
}

/**
 * Writes one stylesheet per piece into `outDir` (each only @imports the source files) and returns tsup's entry map
 * for them: 'css/<name>' to the written file. esbuild then bundles each into dist/css/<name>.css.
 * @example writeCssEntries('src', '.css-entries', { search: 'src/search.ts' })['css/search'] // '.css-entries/search.css'
 */
export function writeCssEntries(
  srcDir: string,
  outDir: string,
  entries: Record<string, string>,
): Record<string, string> {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const { components, entries: entryPieces } = cssPieces(srcDir, entries)
  const map: Record<string, string> = { 'css/base': join(srcDir, 'base.css') }
  for (const [name, files] of [...components, ...entryPieces]) {
    const path = join(outDir, `${name}.css`)
    const imports = files.map((file) => `@import '${relative(outDir, join(srcDir, file))}';`)
    writeFileSync(path, `${imports.join('\n')}\n`)
    map[`css/${name}`] = path
  }
  return map
}
