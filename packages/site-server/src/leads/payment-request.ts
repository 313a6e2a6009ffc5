import { z } from 'zod'

/**
 * The body shared by the endpoints that take a card (reserve and buy online, online payment): the form's values, the
 * card as typed (handed to the payment provider only, never stored or logged), the idempotency key and the page.
 * @example paidFormRequestSchema.extend({ car_id: z.number() })
 */
export const paidFormRequestSchema = z.object({
  idempotency_key: z.uuid(),
  values: z.record(z.string().max(100), z.union([z.string().max(2000), z.boolean()])),
  card: z.object({
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(6),
    name: z.string().max(100),
  }),
  url: z.string().max(2048).default(''),
})
