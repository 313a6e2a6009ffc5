import type { Car } from '@forecourt/stock-rules'
import { expectTypeOf, test } from 'vitest'
import type { z } from 'zod'
import type { carSchema } from './car.js'
import type { CarRecord } from './types.js'

type Parsed = z.output<typeof carSchema>
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T]
type Assignable<From, To> = [From] extends [To] ? true : false

test("a car record is stock-rules' Car: the inventory has one car type", () => {
  expectTypeOf<CarRecord>().toEqualTypeOf<Car>()
})

test('carSchema checks every field of the spec\'s "Car" that Car declares, with the same ones optional', () => {
  expectTypeOf<keyof Parsed>().toEqualTypeOf<keyof Car>()
  expectTypeOf<OptionalKeys<Parsed>>().toEqualTypeOf<OptionalKeys<Car>>()
})

test('what carSchema lets through is a Car, field by field', () => {
  expectTypeOf<Parsed>().toExtend<Car>()
  expectTypeOf<{ [K in keyof Car]-?: Assignable<Parsed[K], Car[K]> }>().toEqualTypeOf<{
    [K in keyof Car]-?: true
  }>()
})

test('the field types are the same both ways, but for the lender figures, whose term{N} keys the schema checks at run time', () => {
  expectTypeOf<{ [K in keyof Car]-?: Assignable<Car[K], Parsed[K]> }>().toEqualTypeOf<{
    [K in keyof Car]-?: K extends 'finance_lenders' ? false : true
  }>()
})
