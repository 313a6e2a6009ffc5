import { z } from 'zod'

/**
 * An ISO 8601 date (`2026-11-01`) or date-time with offset (`2026-11-01T09:00:00+10:00`).
 * @example isoDateSchema.parse('2026-11-01')
 */
export const isoDateSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/,
    'expected an ISO 8601 date',
  )

/**
 * A spec value as stock feeds send it; rows with null, '' or 'null' are hidden by the site.
 * @example specValueSchema.parse('2.4')
 */
export const specValueSchema = z.union([z.string(), z.number(), z.null()])

/**
 * An uploaded picture: `url` and optionally `thumb.url`.
 * @example imageUploadSchema.parse({ url: '/images/a.svg?w=1200&q=80' })
 */
export const imageUploadSchema = z.strictObject({
  url: z.string().nullable(),
  thumb: z.strictObject({ url: z.string().nullable() }).optional(),
})

/**
 * Something that only carries an address (logo, video, history report).
 * @example urlRefSchema.parse({ url: null })
 */
export const urlRefSchema = z.strictObject({ url: z.string().nullable() })
