import { z } from 'zod'
import { carSchema } from './car.js'
import { manufacturerSchema } from './location.js'
import { isoDateSchema, urlRefSchema } from './shared.js'

/**
 * A colour of a new model; `oem_id` carries the body type.
 * @example modelColourSchema.parse({ id: 1, name: 'Glacier White', photo_url: '/images/x.svg', hexCode: '#f4f4f2' })
 */
export const modelColourSchema = z.strictObject({
  id: z.number().int(),
  name: z.string().min(1),
  photo_url: z.string().min(1),
  hexCode: z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a #rrggbb colour'),
  oem_id: z.string().nullable().optional(),
  model_variant_name: z.string().nullable().optional(),
})

/**
 * A variant of a new model with its HTML feature bullets and drive-away prices.
 * @example modelVariantSchema.parse({ id: 1, full_name: 'Corolla Ascent Sport Hatch', name: 'Ascent Sport', features: [] })
 */
export const modelVariantSchema = z.strictObject({
  id: z.number().int(),
  full_name: z.string().min(1),
  name: z.string().min(1),
  features: z.array(z.string()),
  series: z.string().nullable().optional(),
  image: urlRefSchema.nullable().optional(),
  dap_min_price: z.number().positive().nullable().optional(),
  dap_max_price: z.number().positive().nullable().optional(),
})

/**
 * A new-vehicle model page (spec §3 "Model").
 * @example modelSchema.parse({ name: 'Corolla', slug: 'corolla', model_variants: [] })
 */
export const modelSchema = z.strictObject({
  name: z.string().min(1),
  slug: z.string().min(1),
  status: z.string().nullable().optional(),
  model_variants: z.array(modelVariantSchema),
  manufacturer: z.string().nullable().optional(),
  manufacturer_body: z.string().nullable().optional(),
  manufacturer_body2: z.string().nullable().optional(),
  manufacturer_body3: z.string().nullable().optional(),
  body: z.string().nullable().optional(),
  image_url: z.string().nullable().optional(),
  cloudfront_new_image_url: z.string().nullable().optional(),
  short_description: z.string().nullable().optional(),
  colours: z.array(modelColourSchema).optional(),
})

/**
 * A customer review (spec §3 "Review"); `review_date` is dd/mm/yyyy.
 * @example reviewSchema.parse({ id: 1, customer_name: 'Jo', text: 'Great', rating: 5 })
 */
export const reviewSchema = z.strictObject({
  id: z.union([z.string(), z.number()]),
  image: z.string().nullable().optional(),
  customer_name: z.string().min(1),
  text: z.string(),
  rating: z.number().min(1).max(5),
  created_at_time_ago_in_words: z.string().nullable().optional(),
  review_date: z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'expected dd/mm/yyyy')
    .nullable()
    .optional(),
  review_date_in_words: z.string().nullable().optional(),
  reply_text: z.string().nullable().optional(),
  reply_date: z.string().nullable().optional(),
})

/**
 * The reviews of one location, as the reviews response carries them (average as a string).
 * @example locationReviewsSchema.parse({ location_id: 1, reviews: [], count: 0, average_rating: '0.0' })
 */
export const locationReviewsSchema = z.strictObject({
  location_id: z.number().int(),
  reviews: z.array(reviewSchema),
  count: z.number().int().nonnegative(),
  average_rating: z.string().regex(/^\d(\.\d+)?$/),
})

/**
 * A blog post; its card shows image, date, heading and Read More.
 * @example blogPostSchema.parse({ slug: 'a', heading: 'A', date: '2026-10-01', image: '/i.svg', excerpt: '', body: '<p></p>' })
 */
export const blogPostSchema = z.strictObject({
  slug: z.string().min(1),
  heading: z.string().min(1),
  date: isoDateSchema,
  image: z.string().min(1),
  excerpt: z.string(),
  body: z.string().meta({ description: 'HTML; sanitised by the site before rendering.' }),
})

/**
 * A promotion: a slider slide (1920×540) and optionally a promo card in search results.
 * @example promotionSchema.parse({ node: { title: 'EOFY', image: '/i.svg', href: '/eofy' } })
 */
export const promotionSchema = z.strictObject({
  start: isoDateSchema.nullable().optional(),
  expiry: isoDateSchema.nullable().optional(),
  position: z.number().int().positive().nullable().optional(),
  display: z.boolean().optional(),
  strictDisplay: z.boolean().optional(),
  node: z.strictObject({
    title: z.string().min(1),
    image: z.string().min(1),
    href: z.string().min(1),
    text: z.string().optional(),
  }),
})

/**
 * A frequently asked question; `page` says where it is shown (e.g. 'trade-in', 'faqs', 'finance').
 * @example faqSchema.parse({ page: 'trade-in', question: 'Q?', answer: 'A.' })
 */
export const faqSchema = z.strictObject({
  page: z.string().min(1),
  question: z.string().min(1),
  answer: z.string().min(1),
})

/**
 * A model shown on a content page, cut to the variants and colours it names (spec §7 "Loading model data by model
 * name": "filtered blocks keep only named variants and colours"), e.g. a campaign page for two hybrid variants in
 * three colours. Names are matched without case; an empty or missing list keeps them all.
 * @example pageModelBlockSchema.parse({ model: 'Niro', variants: ['S Hybrid'], colours: ['Soul Red'] })
 */
export const pageModelBlockSchema = z.strictObject({
  /** The model's name or slug, as the tenant's models list it. */
  model: z.string().trim().min(1).max(120),
  variants: z.array(z.string().trim().min(1).max(120)).max(40).optional(),
  colours: z.array(z.string().trim().min(1).max(120)).max(60).optional(),
})

/**
 * Editable content of an information page (about us, warranty, privacy policy, …). A /pages/* page may show models
 * after its body, each cut to the variants and colours it names.
 * @example pageContentSchema.parse({ path: '/about-us', title: 'About Us', body: '<p>…</p>' })
 */
export const pageContentSchema = z
  .strictObject({
    path: z.string().startsWith('/'),
    title: z.string().min(1),
    body: z.string(),
    models: z.array(pageModelBlockSchema).max(6).optional(),
  })
  .refine((page) => !page.models?.length || page.path.startsWith('/pages/'), {
    message: 'Only a /pages/… page shows models',
    path: ['models'],
  })

/**
 * A service-booking link of a make.
 * @example serviceBookingLinkSchema.parse({ name: 'Book a Kia service', make: 'Kia', url: 'https://example.test' })
 */
export const serviceBookingLinkSchema = z.strictObject({
  name: z.string().min(1),
  make: z.string().min(1),
  url: z.string().min(1),
})

/**
 * A capped-price service: interval and price for one model.
 * @example cappedPriceServiceSchema.parse({ model: 'Corolla', months: 12, km: 15000, price: 250 })
 */
export const cappedPriceServiceSchema = z.strictObject({
  model: z.string().min(1),
  months: z.number().int().positive(),
  km: z.number().int().positive(),
  price: z.number().positive(),
})

/**
 * The "why buy from us" panel of the home page: a heading and a few short reasons, each with its own heading.
 * @example whyBuyFromUsSchema.parse({ heading: 'Why buy from us', blocks: [{ heading: 'Local', text: 'Family owned.' }] })
 */
export const whyBuyFromUsSchema = z.strictObject({
  heading: z.string().min(1),
  blocks: z.array(
    z.strictObject({
      heading: z.string().min(1),
      text: z.string().min(1).meta({ description: 'Plain text, not HTML.' }),
    }),
  ),
})

/**
 * One tenant's content file: `fixtures/content/<slug>.json`.
 * @example contentFileSchema.parse({ tenant: 'x', models: [], manufacturers: [], blogPosts: [], promotions: [], reviews: [], faqs: [], pages: [], serviceBookingLinks: [], cappedPriceServicing: [] })
 */
export const contentFileSchema = z.strictObject({
  tenant: z.string().min(1),
  models: z.array(modelSchema),
  manufacturers: z.array(manufacturerSchema),
  blogPosts: z.array(blogPostSchema),
  promotions: z.array(promotionSchema),
  reviews: z.array(locationReviewsSchema),
  faqs: z.array(faqSchema),
  pages: z.array(pageContentSchema),
  serviceBookingLinks: z.array(serviceBookingLinkSchema),
  cappedPriceServicing: z.array(cappedPriceServiceSchema),
  whyBuyFromUs: whyBuyFromUsSchema.optional().meta({
    description: 'Reasons to buy from the dealer, a panel of the home page; the panel is hidden when absent.',
  }),
})

/**
 * One tenant's stock file: `fixtures/stock/<slug>.json`.
 * @example stockFileSchema.parse({ tenant: 'x', referenceDate: '2026-11-01T00:00:00+10:00', cars: [] })
 */
export const stockFileSchema = z.strictObject({
  tenant: z.string().min(1),
  referenceDate: isoDateSchema,
  cars: z.array(carSchema),
})
