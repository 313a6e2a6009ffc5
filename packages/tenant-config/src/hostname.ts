import { z } from 'zod'

/**
 * A lowercase host name without scheme, port or path.
 * @example hostnameSchema.parse('www.example.com.au')
 */
export const hostnameSchema = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
    'expected a lowercase host name',
  )
