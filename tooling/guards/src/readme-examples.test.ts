import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readmes, repoRoot } from './source-files.js'

// Every code example in a README is one of the packages' example files, word for word: each package's tests run
// its examples, and the release dry run builds the dealer property with them, so no example can go stale.
const exampleFiles = readdirSync(join(repoRoot, 'packages')).flatMap((name) => {
  const folder = join(repoRoot, 'packages', name, 'examples')
  return existsSync(folder) ? readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8')) : []
})
const codeBlocks = readmes().flatMap(({ path, text }) =>
  [...text.matchAll(/^```(?:ts|tsx|js|jsx|mjs)\n([\s\S]*?)^```/gm)].map((match) => ({
    path,
    firstLine: match[1]!.split('\n')[0],
    code: match[1]!,
  })),
)

describe('README code examples', () => {
  it('are found (the check reads the READMEs)', () => {
    expect(codeBlocks.length).toBeGreaterThan(10)
  })

  it("are each a package's example file, shown word for word, so a test runs them", () => {
    const loose = codeBlocks.filter((block) => !exampleFiles.includes(block.code))
    expect(loose.map((block) => `${block.path}: ${block.firstLine}`)).toEqual([])
  })
})
