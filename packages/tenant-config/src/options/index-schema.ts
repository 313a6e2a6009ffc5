import { z } from 'zod'
import { doc } from '../doc.js'
import { brandGridSchema, brandOptionsSchema, chromeOptionsSchema } from './brand-options.js'
import {
  cardOptionsSchema,
  reserveOptionsSchema,
  saveButtonOptionsSchema,
  vehiclePageOptionsSchema,
} from './card-options.js'
import { crmOptionsSchema } from './crm-options.js'
import { financeOptionsSchema } from './finance-options.js'
import { imageOptionsSchema } from './image-options.js'
import {
  formOptionsSchema,
  gatedPageOptionsSchema,
  locationOptionsSchema,
  modelPageOptionsSchema,
  reviewOptionsSchema,
} from './form-options.js'
import { searchOptionsSchema } from './search-options.js'
import { siteFeatureOptionsSchema } from './site-options.js'
import { promoCardOptionsSchema, stockOptionsSchema } from './stock-options.js'

/**
 * Every behaviour the spec switches per tenant, dealer, manufacturer or brand, grouped, each with the
 * spec's default. An empty object gives the spec's default site.
 * @example tenantOptionsSchema.parse({}).search.cardsPerRow // 3
 */
export const tenantOptionsSchema = z.strictObject({
  search: searchOptionsSchema.prefault({}).meta(doc('Search page.', '§2 Screens › Search results')),
  stock: stockOptionsSchema.prefault({}).meta(doc('Stock filter.', '§4; §9 Search')),
  promoCards: promoCardOptionsSchema.prefault({}).meta(doc('Promo cards in results.', '§9 Search')),
  cards: cardOptionsSchema.prefault({}).meta(doc('Card tags and price texts.', '§4 Car tag; §5')),
  vehiclePage: vehiclePageOptionsSchema.prefault({}).meta(doc('Vehicle detail page.', '§2; §4')),
  saveButtons: saveButtonOptionsSchema.prefault({}).meta(doc('Save / Compare / Favourite.', '§5')),
  reserve: reserveOptionsSchema.prefault({}).meta(doc('Reserve and buy online.', '§2 Routes; §9')),
  finance: financeOptionsSchema.prefault({}).meta(doc('Finance calculator and display.', '§5; §9 Finance')),
  forms: formOptionsSchema.prefault({}).meta(doc('Lead forms.', '§5 Enquiry form')),
  crm: crmOptionsSchema
    .prefault({})
    .meta(doc('Where leads are delivered as ADF/XML.', '§3 Lead payload; §7 Lead submit')),
  gatedPages: gatedPageOptionsSchema.prefault({}).meta(doc('Pages that need sign-in.', '§6 Roles')),
  reviews: reviewOptionsSchema.prefault({}).meta(doc('Location reviews.', '§9 Locations and reviews')),
  locations: locationOptionsSchema.prefault({}).meta(doc('Locations blocks.', '§2 Screens')),
  models: modelPageOptionsSchema.prefault({}).meta(doc('Model pages.', '§2 Screens › Model page')),
  brands: brandOptionsSchema.prefault({}).meta(doc('Per-make rules.', '§4; §5; §9')),
  brandGrid: brandGridSchema
    .nullable()
    .default(null)
    .meta(doc('Brand grid with statistics banner and disclaimer; null hides it.', '§1; §2 Routes')),
  chrome: chromeOptionsSchema.prefault({}).meta(doc('Header, footer and home blocks.', '§2 Screens › Other')),
  images: imageOptionsSchema
    .prefault({})
    .meta(doc('Where pictures are served from.', '§7 Calls the product makes (image CDN)')),
  features: siteFeatureOptionsSchema.prefault({}).meta(doc('Feature switches and optional pages.', '§2; §9')),
})
