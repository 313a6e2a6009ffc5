import type { Rollup } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { plainLazyImports } from './plain-lazy-imports'

const helperId = '\0vite/preload-helper.js'

type Hook = (this: unknown, ...args: unknown[]) => unknown
const hook = (plugin: ReturnType<typeof plainLazyImports>, name: 'resolveId' | 'load' | 'generateBundle') =>
  plugin[name] as unknown as Hook

function chunk(fileName: string, isEntry: boolean, styles: string[]) {
  return { type: 'chunk', fileName, isEntry, viteMetadata: { importedCss: new Set(styles) } }
}

describe('plainLazyImports', () => {
  it("answers Vite's preload helper with a plain call of the import, and leaves other modules alone", async () => {
    const plugin = plainLazyImports()
    expect(hook(plugin, 'resolveId').call({}, helperId)).toBe(helperId)
    expect(hook(plugin, 'resolveId').call({}, './page.tsx')).toBeUndefined()
    expect(hook(plugin, 'load').call({}, './page.tsx')).toBeUndefined()
    const source = hook(plugin, 'load').call({}, helperId) as string
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      __vitePreload: (load: () => Promise<string>, deps?: string[]) => Promise<string>
    }
    await expect(module.__vitePreload(() => Promise.resolve('page'), [])).resolves.toBe('page')
  })

  it('fails the build when a lazy chunk has a stylesheet of its own, which nothing would load', () => {
    const error = vi.fn()
    const bundle = {
      'entry.js': chunk('entry.js', true, ['entry.css']),
      'models.js': chunk('models.js', false, ['models.css']),
    } as unknown as Rollup.OutputBundle
    hook(plainLazyImports(), 'generateBundle').call({ error }, {}, bundle)
    expect(error).toHaveBeenCalledOnce()
    expect(error.mock.calls[0]?.[0]).toContain('models.js imports its own stylesheet (models.css)')
  })

  it("passes a build whose styles are all the entry's", () => {
    const error = vi.fn()
    const bundle = {
      'entry.js': chunk('entry.js', true, ['entry.css']),
      'search.js': chunk('search.js', false, []),
    } as unknown as Rollup.OutputBundle
    hook(plainLazyImports(), 'generateBundle').call({ error }, {}, bundle)
    expect(error).not.toHaveBeenCalled()
  })
})
