import { describe, expect, it } from 'vitest'
import { cssPieces } from '../css-entries'

// Tests run from the package's folder (vitest's root), where the build runs too.
const pieces = cssPieces('src', { search: 'src/search.ts', vehicle: 'src/vehicle.ts', forms: 'src/forms.ts' })

describe("the components' CSS in pieces (css/<name>.css)", () => {
  it.each([
    ['vehicle-card', ['vehicle-card/vehicle-card.css']],
    ['stock-carousel', ['carousel/carousel.css', 'vehicle-card/vehicle-card.css']],
  ])(
    "'%s' brings its own rules and those of the components it renders, dependencies first",
    (name, files) => {
      expect(pieces.components.get(name)).toEqual(files)
    },
  )

  it("the search entry's piece holds what its widgets render, and nothing of the page shell", () => {
    const search = pieces.entries.get('search') ?? []
    expect(search).toEqual(
      expect.arrayContaining([
        'vehicle-card/vehicle-card.css',
        'results-grid/results-grid.css',
        'sort-select/sort-select.css',
        'pagination/pagination.css',
      ]),
    )
    expect(search.filter((file) => file.startsWith('site-header/'))).toEqual([])
  })

  it('the vehicle entry reaches the blocks it re-exports through its root modules (vehicle-media.ts …)', () => {
    expect(pieces.entries.get('vehicle')).toEqual(
      expect.arrayContaining([
        'vehicle-gallery/vehicle-gallery.css',
        'finance-calculator/finance-calculator.css',
      ]),
    )
  })

  it('no piece names a file twice', () => {
    for (const files of [...pieces.components.values(), ...pieces.entries.values()])
      expect(new Set(files).size).toBe(files.length)
  })
})
