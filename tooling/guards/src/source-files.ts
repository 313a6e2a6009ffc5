import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** The repository's root folder. */
export const repoRoot = join(import.meta.dirname, '../../..')

/** A source file: its path from the repository root and its text. */
export interface SourceFile {
  path: string
  text: string
}

const skippedFolders = new Set(['node_modules', 'dist', '.turbo', '.reports', 'testing', 'storybook-static'])
const isTestOrStory = (name: string) => /\.(test|test-d|stories|e2e)\.tsx?$/.test(name)

/**
 * Every README.md of the apps and packages, and the root one: the documented examples.
 * @example readmes().some((file) => file.path === 'README.md') // true
 */
export function readmes(): SourceFile[] {
  const paths = ['README.md']
  for (const group of ['apps', 'packages', 'tooling'])
    for (const entry of readdirSync(join(repoRoot, group), { withFileTypes: true }))
      if (entry.isDirectory() && existsSync(join(repoRoot, group, entry.name, 'README.md')))
        paths.push(`${group}/${entry.name}/README.md`)
  return paths.map((path) => ({ path, text: readFileSync(join(repoRoot, path), 'utf8') }))
}

function walk(folder: string, files: string[], withTests = false) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const skipped = skippedFolders.has(entry.name) && !(withTests && entry.name === 'testing')
      if (!skipped) walk(join(folder, entry.name), files, withTests)
    } else if (
      /\.tsx?$/.test(entry.name) &&
      (withTests || !isTestOrStory(entry.name)) &&
      !entry.name.endsWith('.gen.ts')
    ) {
      files.push(join(folder, entry.name))
    }
  }
}

/**
 * Every TypeScript file of the given folders, tests and test helpers included: what uses a package's exports.
 * @example everySource(['apps/site']).length // the app's source, tests and journeys
 */
export function everySource(folders: readonly string[]): SourceFile[] {
  const files: string[] = []
  for (const folder of folders) walk(join(repoRoot, folder), files, true)
  return files
    .map((file) => relative(repoRoot, file))
    .map((path) => ({ path, text: readFileSync(join(repoRoot, path), 'utf8') }))
}

/**
 * The shipped source (no tests, stories, test helpers or generated files) of the given folders, leaving out some.
 * @example shippedSource(['apps/site/src'], ['apps/site/src/routes']).length // a few hundred files
 */
export function shippedSource(folders: readonly string[], excluded: readonly string[] = []): SourceFile[] {
  const files: string[] = []
  for (const folder of folders) walk(join(repoRoot, folder), files)
  return files
    .map((file) => relative(repoRoot, file))
    .filter((path) => !excluded.some((folder) => path === folder || path.startsWith(`${folder}/`)))
    .map((path) => ({ path, text: readFileSync(join(repoRoot, path), 'utf8') }))
}
