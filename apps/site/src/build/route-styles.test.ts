import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { componentFolders, componentsImportedBy, piecesOf, stylesheetSubset } from './route-styles'

const componentsSrc = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../../../packages/components/src',
)

const full = [
  '/* src/base.css */',
  ':root { color: black; }',
  '/* src/carousel/carousel.css */',
  '.fc-carousel { display: flex; }',
  '/* src/vehicle-card/vehicle-card.css */',
  '.fc-vcard { position: relative; }',
  '@media (min-width: 48rem) { .fc-vcard { padding: 1rem; } }',
  '/* src/search-widgets/search-widgets.css */',
  '.fc-search { display: grid; }',
].join('\n')

describe('piecesOf and stylesheetSubset: a page sheet is part of the full sheet, in its order', () => {
  it('reads the pieces a sheet holds from the markers the components build writes', () => {
    expect(piecesOf(full)).toEqual([
      'src/base.css',
      'src/carousel/carousel.css',
      'src/vehicle-card/vehicle-card.css',
      'src/search-widgets/search-widgets.css',
    ])
  })

  it.each<[string, string[], string[]]>([
    ['base alone', ['src/base.css'], ['src/base.css']],
    [
      "wanted out of order, given in the full sheet's order",
      ['src/vehicle-card/vehicle-card.css', 'src/base.css'],
      ['src/base.css', 'src/vehicle-card/vehicle-card.css'],
    ],
    ['a piece the sheet does not have is left out', ['src/base.css', 'src/gone/gone.css'], ['src/base.css']],
    ['nothing wanted, nothing kept', [], []],
  ])('%s', (_name, wanted, pieces) => {
    expect(piecesOf(stylesheetSubset(full, new Set(wanted)))).toEqual(pieces)
  })

  it('keeps each piece whole, media queries included, and nothing of the pieces left out', () => {
    const subset = stylesheetSubset(full, new Set(['src/vehicle-card/vehicle-card.css']))
    expect(subset).toContain('@media (min-width: 48rem) { .fc-vcard { padding: 1rem; } }')
    expect(subset).not.toContain('.fc-search')
    expect(subset).not.toContain('.fc-carousel')
  })
})

describe('componentFolders: which folder each component of @forecourt/components lives in', () => {
  it.each([
    ['VehicleCard', 'vehicle-card'],
    ['SiteHeader', 'site-header'],
    ['CarSummary', 'success-panel'],
    ['StockCarousel', 'stock-carousel'],
  ])('%s is in %s', (name, folder) => {
    expect(componentFolders(componentsSrc).get(name)).toBe(folder)
  })
})

describe('componentsImportedBy: the components a route renders, through the modules it imports', () => {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-route-styles-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  write(
    'routes/page.tsx',
    [
      "import { VehicleCard, type VehicleCardProps, StockCarousel as Carousel } from '@forecourt/components'",
      "import type { Dialog } from '@forecourt/components'",
      "import { helper } from '../site/helper'",
      "const Lazy = () => import('./lazy-part')",
    ].join('\n'),
  )
  write(
    'site/helper.ts',
    "import {\n  SiteFooter,\n} from '@forecourt/components/forms'\nexport const helper = 1",
  )
  write('routes/lazy-part.tsx', "import { FaqList } from '@forecourt/components'\nimport { x } from './gone'")
  write('outside.tsx', "import { NotFound } from '@forecourt/components'")

  it('follows static and lazy imports, reads every entry of the package, and skips types', () => {
    expect([...componentsImportedBy(join(dir, 'routes/page.tsx'), dir)].sort()).toEqual([
      'FaqList',
      'SiteFooter',
      'StockCarousel',
      'VehicleCard',
    ])
  })

  it('never leaves the folder it is given', () => {
    expect([...componentsImportedBy(join(dir, 'routes/page.tsx'), join(dir, 'routes'))].sort()).toEqual([
      'FaqList',
      'StockCarousel',
      'VehicleCard',
    ])
  })
})
