import { readdirSync, readFileSync } from 'node:fs'
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

function walk(folder: string, files: string[]) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) walk(join(folder, entry.name), files)
    } else if (/\.tsx?$/.test(entry.name) && !isTestOrStory(entry.name) && !entry.name.endsWith('.gen.ts')) {
      files.push(join(folder, entry.name))
    }
  }
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
