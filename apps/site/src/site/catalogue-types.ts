import type { ImageRef } from './site-types'

export type { ModelPageColour, ModelPageData, ModelPageVariant } from './site-types'

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
