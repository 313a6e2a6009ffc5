import type { Car } from '@forecourt/stock-rules'
import type { z } from 'zod'
import type { contentFileSchema, modelSchema, reviewSchema, stockFileSchema } from './content.js'
import type { locationSchema } from './location.js'

/**
 * A car as validated by `carSchema`: the `Car` of `@forecourt/stock-rules`, so the inventory has one car type
 * (`car.test-d.ts` proves the schema's output is that type, field by field).
 */
export type CarRecord = Car
/** A location as validated by `locationSchema`. */
export type LocationRecord = z.output<typeof locationSchema>
/** A model as validated by `modelSchema`. */
export type ModelRecord = z.output<typeof modelSchema>
/** A review as validated by `reviewSchema`. */
export type ReviewRecord = z.output<typeof reviewSchema>
/** A tenant's content file. */
export type ContentFile = z.output<typeof contentFileSchema>
/** A tenant's stock file. */
export type StockFile = z.output<typeof stockFileSchema>
