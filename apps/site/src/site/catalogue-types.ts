import type { ImageRef } from './site-types'

/** A model on the /models listing. */
export interface ModelListEntry {
  href: string
  name: string
  status: string | null
  /** The model's body as the `?body=` filter names it, e.g. 'suv'. */
  body: string | null
  image?: ImageRef
  shortDescription: string | null
}

/** What /models shows: every model and the bodies to filter by. */
export interface ModelsPage {
  models: ModelListEntry[]
  /** Filter choices: the `?body=` value and its label. */
  bodies: { value: string; label: string }[]
}

/** A variant card's data on a model page. */
export interface ModelPageVariant {
  id: number
  name: string
  fullName: string
  series: string | null
  driveAwayPrice: number | null
  image?: ImageRef
  /** Feature bullets as sanitised HTML. */
  sanitisedFeatures: string[]
  /** The variant's quote link; null for coming_soon models. */
  quoteHref: string | null
}

/** A colour of a model page's colour viewer. */
export interface ModelPageColour {
  id: number
  name: string
  hexCode: string
  image: string
  variantName: string | null
  bodyType: string | null
}

/** A model page (/models/{slug}). */
export interface ModelPageData {
  path: string
  slug: string
  name: string
  /** Make and model, e.g. 'Toyota HiLux'. */
  makeModel: string
  /** The page title, with 'ALL-NEW' for coming_soon models. */
  title: string
  description: string
  comingSoon: boolean
  image?: ImageRef & { srcSet?: string }
  /** The model-level quote link (model_id and model_name only); null for coming_soon models. */
  quoteHref: string | null
  /** The tenant's quote button text (models.quoteButtonText). */
  quoteButtonText: string
  variants: ModelPageVariant[]
  colours: ModelPageColour[]
  /** Variant names for the colour viewer's tabs (those with colours). */
  colourVariants: string[]
  /** Bounds of the price slider from the variants' drive-away prices, or null when none has a price. */
  prices: { min: number; max: number } | null
}

/** /special-offers: the live offers, or where to go when there are none. */
export interface OffersPage {
  offers: { heading: string; text?: string; href: string; image?: ImageRef }[]
  /** Where the page sends shoppers when there are no live offers. */
  redirectTo: string
}

/** /blog: the posts, newest first. */
export interface BlogListPage {
  posts: { href: string; heading: string; image: ImageRef; date: string }[]
}
