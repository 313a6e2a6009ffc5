import { describe, expect, it } from 'vitest'
import notYetUsed from './exports-not-yet-used.json' with { type: 'json' }
import { unusedExports } from './export-uses'
import { publicExports } from './public-exports'
import { everySource, readmes } from './source-files'

describe('publicExports: the values an entry point exports', () => {
  it('reads named re-exports and declarations, values only', () => {
    const names = publicExports('finance-math').map((entry) => entry.name)
    expect(names).toEqual(expect.arrayContaining(['repayment', 'formatMoney', 'calculatorBounds']))
    expect(names).not.toContain('RepaymentInput')
  })
})

describe('every public export of a pure package is used', () => {
  const unused = unusedExports(everySource(['apps', 'packages', 'tooling/fixtures']), readmes())

  it('a new export is used by another package, the app or a README example', () => {
    expect(unused.filter((entry) => !notYetUsed.includes(entry))).toEqual([])
  })

  it('an export on the not-yet-used list that is now used leaves the list (it may only shrink)', () => {
    expect(notYetUsed.filter((entry) => !unused.includes(entry))).toEqual([])
  })
})
