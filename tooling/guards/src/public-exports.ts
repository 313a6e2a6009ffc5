import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './source-files'

/** One value a package exports from one of its entry points. */
export interface PublicExport {
  /** The package's folder under packages/, e.g. 'stock-rules'. */
  packageName: string
  /** The exported name, e.g. 'cardTag'. */
  name: string
}

const exportListPattern = /export\s*\{([^}]*)\}\s*from/g
const exportDeclarationPattern = /export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)/g

/**
 * The source files of a package's entry points: `src/index.ts` and each subpath its package.json exports
 * (`./dist/models.js` is `src/models.ts`, or `src/models-entry.ts` when the build names it so).
 * @example entrySources('stock-rules') // ['packages/stock-rules/src/index.ts', …]
 */
export function entrySources(packageName: string): string[] {
  const folder = join(repoRoot, 'packages', packageName)
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    exports?: Record<string, string | { import?: string }>
  }
  const targets = Object.values(manifest.exports ?? {})
    .map((target) => (typeof target === 'string' ? target : target.import))
    .filter((target): target is string => typeof target === 'string' && target.endsWith('.js'))
    .map((target) => target.replace(/^\.\/dist\//, '').replace(/\.js$/, ''))
  const sources = targets.flatMap((target) =>
    [`src/${target}.ts`, `src/${target}-entry.ts`, `src/${target}/index.ts`].filter((candidate) =>
      existsSync(join(folder, candidate)),
    ),
  )
  return [...new Set(['src/index.ts', ...sources])].map((source) => `packages/${packageName}/${source}`)
}

/**
 * The values (not types) a package's entry points export by name.
 * @example publicExports('finance-math').map((entry) => entry.name) // ['clamp', 'nearestOption', …]
 */
export function publicExports(packageName: string): PublicExport[] {
  const names = new Set<string>()
  for (const source of entrySources(packageName)) {
    const text = readFileSync(join(repoRoot, source), 'utf8')
    for (const match of text.matchAll(exportListPattern)) {
      if (/export\s+type\s*\{/.test(match[0])) continue
      for (const part of (match[1] ?? '').split(',')) {
        const entry = part.trim()
        if (!entry || entry.startsWith('type ')) continue
        names.add((entry.split(/\s+as\s+/)[1] ?? entry).trim())
      }
    }
    for (const match of text.matchAll(exportDeclarationPattern)) names.add(match[1] ?? '')
  }
  return [...names].filter(Boolean).map((name) => ({ packageName, name }))
}
