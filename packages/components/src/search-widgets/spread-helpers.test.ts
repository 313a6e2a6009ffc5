import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The object-spread helpers InstantSearch's compiled code calls (`{ ...item, value }` becomes
// `_object_spread_props(_object_spread({}, item), { value })`), loaded as instantsearch.js resolves them, so these
// cases check the helpers the site bundles: patched (patches/@swc__helpers@*.patch) to copy plain data with
// Object.assign, and to give exactly what the original helpers give for everything else.
const fromInstantSearch = createRequire(createRequire(import.meta.url).resolve('instantsearch.js'))
const helper = async <T>(name: string): Promise<T> =>
  ((await import(pathToFileURL(fromInstantSearch.resolve(`@swc/helpers/esm/${name}.js`)).href)) as { _: T })._

type Spread = (target: object, ...sources: unknown[]) => Record<PropertyKey, unknown>
const objectSpread = await helper<Spread>('_object_spread')
const objectSpreadProps =
  await helper<(target: object, source: unknown) => Record<PropertyKey, unknown>>('_object_spread_props')

afterEach(() => {
  vi.restoreAllMocks()
})

const secret = Symbol('secret')
const hidden = Symbol('hidden')
const withHiddenSymbol = () => Object.defineProperty({ [secret]: 1 }, hidden, { value: 2, enumerable: false })
const withGetter = () => ({
  get price() {
    return 39_990
  },
})

// Where Object.assign would differ from defining, both helpers define, as their original code does.
describe.each([
  { helper: '_object_spread', copy: objectSpread },
  { helper: '_object_spread_props', copy: objectSpreadProps },
])('$helper defines where assigning would differ', ({ copy }) => {
  it('makes an own "__proto__" of a source (JSON from outside) an own property, never the prototype', () => {
    const spread = copy({}, JSON.parse('{"__proto__": {"isAdmin": true}}'))
    expect(Object.getPrototypeOf(spread)).toBe(Object.prototype)
    expect(Object.keys(spread)).toEqual(['__proto__'])
    expect(spread['isAdmin']).toBeUndefined()
  })

  it.each([
    { name: 'hidden property, making it enumerable', attributes: { writable: true, configurable: true } },
    {
      name: 'read-only property instead of failing to set it',
      attributes: { enumerable: true, configurable: true },
    },
  ])("redefines a target's $name", ({ attributes }) => {
    const target = Object.defineProperty({}, 'make', { value: 'Kia', ...attributes })
    expect(Object.getOwnPropertyDescriptor(copy(target, { make: 'Mazda' }), 'make')).toEqual({
      value: 'Mazda',
      writable: true,
      enumerable: true,
      configurable: true,
    })
  })
})

describe('_object_spread gives what a spread gives', () => {
  it.each([
    {
      name: 'a later source wins, keys in the order first seen',
      run: () => objectSpread({}, { make: 'Kia', year: 2024 }, { year: 2025, model: 'Sportage' }),
      keys: ['make', 'year', 'model'],
      values: { make: 'Kia', year: 2025, model: 'Sportage' },
    },
    {
      name: 'null and undefined sources add nothing',
      run: () => objectSpread({ make: 'Kia' }, null, undefined),
      keys: ['make'],
      values: { make: 'Kia' },
    },
    {
      name: "a getter's value is copied",
      run: () => objectSpread({}, withGetter()),
      keys: ['price'],
      values: { price: 39_990 },
    },
  ])('$name', ({ run, keys, values }) => {
    const spread = run()
    expect(Object.keys(spread)).toEqual(keys)
    expect(spread).toEqual(values)
  })

  it('copies enumerable symbols and skips the others', () => {
    const spread = objectSpread({}, withHiddenSymbol())
    expect(Object.getOwnPropertySymbols(spread)).toEqual([secret])
  })

  it("defines on a target of a class of its own without calling the class's setter", () => {
    const set = vi.fn()
    class Listing {
      set make(value: string) {
        set(value)
      }
    }
    const spread = objectSpread(new Listing(), { make: 'Kia' })
    expect(set).not.toHaveBeenCalled()
    expect(Object.getOwnPropertyDescriptor(spread, 'make')?.value).toBe('Kia')
  })

  it('copies plain data with Object.assign (the patch)', () => {
    const assign = vi.spyOn(Object, 'assign')
    const spread = objectSpread({}, { make: 'Kia' }, { model: 'Sportage' })
    expect(assign.mock.calls.length).toBe(2)
    expect(spread).toEqual({ make: 'Kia', model: 'Sportage' })
  })
})

describe('_object_spread_props adds the properties written after a spread', () => {
  it('adds plain values after the spread ones, a repeated key keeping its place', () => {
    const spread = objectSpreadProps(objectSpread({}, { label: 'Kia', count: 3 }), {
      value: 'kia',
      label: 'KIA',
    })
    expect(Object.keys(spread)).toEqual(['label', 'count', 'value'])
    expect(spread).toEqual({ label: 'KIA', count: 3, value: 'kia' })
  })

  it('copies an accessor as an accessor, unread', () => {
    const spread = objectSpreadProps({}, withGetter())
    expect(typeof Object.getOwnPropertyDescriptor(spread, 'price')?.get).toBe('function')
  })

  it('copies hidden properties and symbols as they are', () => {
    const source = Object.defineProperty(withHiddenSymbol(), 'hidden', { value: 2, enumerable: false })
    const spread = objectSpreadProps({}, source)
    expect(Object.getOwnPropertyDescriptor(spread, 'hidden')).toMatchObject({ value: 2, enumerable: false })
    expect(Object.getOwnPropertySymbols(spread)).toEqual([secret, hidden])
  })

  it('copies plain data with Object.assign, making no descriptors (the patch)', () => {
    const assign = vi.spyOn(Object, 'assign')
    const describeAll = vi.spyOn(Object, 'getOwnPropertyDescriptors')
    const spread = objectSpreadProps({ label: 'Kia' }, { value: 'kia' })
    // Read before any assertion: comparing objects makes descriptors of its own.
    const calls = { assign: assign.mock.calls.length, describeAll: describeAll.mock.calls.length }
    expect(calls).toEqual({ assign: 1, describeAll: 0 })
    expect(spread).toEqual({ label: 'Kia', value: 'kia' })
  })
})
