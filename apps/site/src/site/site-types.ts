import type { ImageCdn, VehicleTag } from '@forecourt/stock-rules'
import type { FormsConfig, LeadCar } from '@forecourt/lead-client'
import type { GatedPage } from '@forecourt/tenant-config/gated-pages'
/** The key pages with a stylesheet of their own (see the client build's route-styles). */
export type PageStyles = 'home' | 'search' | 'vehicle'

/** Scripts and styles a server-rendered page must reference so the browser can hydrate it. */
export interface PageAssets {
  /** Module scripts, in order: the client's loader (or, in development, Vite's client and the entry) first. */
  scripts: { src?: string; content?: string }[]
  /** The full stylesheet: every component's CSS and the site's. */
  styles: string[]
  /**
   * Key pages' own stylesheets, by their name in `keyPageStyles`: the server links a key page's sheet instead of
   * the full one, and the full sheet follows at the shopper's first input.
   */
  pageStyles: Partial<Record<PageStyles, string[]>>
}

export interface LinkItem {
  label: string
  href: string
}

export interface MenuItem {
  label: string
  href?: string
  emphasised?: boolean
  children?: MenuItem[]
  megaMenu?: { logos: { src: string; alt: string; href: string }[] }
}

export interface ImageRef {
  src: string
  alt: string
  width?: number
  height?: number
  srcSet?: string
}

/** An image whose box is known before it loads, so the page never shifts. */
export interface SizedImageRef extends ImageRef {
  width: number
  height: number
}

/** Everything every page of a tenant shows around its content: header, footer and theme. */
export interface SiteShell {
  tenantSlug: string
  name: string
  /** The canonical origin, e.g. https://www.example.com.au, for canonical and Open Graph URLs. */
  origin: string
  description: string
  logo: SizedImageRef | null
  /** CSS text of the tenant's theme tokens (already validated). */
  themeCss: string
  menu: MenuItem[]
  announcement: { message: string; href?: string; linkLabel?: string } | null
  phone: { label: string; href: string } | null
  footer: {
    groups: { heading: string; links: LinkItem[] }[]
    phoneNumbers: { label: string; phone: string; href: string }[]
    legal: string
    social: { facebook?: string; instagram?: string }
    /** The Mastercard, Visa, Maestro, Google Pay and Apple Pay strip, where the tenant shows it. */
    paymentLogos: boolean
  }
  /** Shown on the 404 page. */
  helpfulLinks: LinkItem[]
  /**
   * Where every 'Search stock' link goes: the tenant's default search path (tenant-config `search.defaultPath`), or
   * null for a tenant without stock search pages (`features.search` off), where no such link is shown.
   */
  searchHref: string | null
  /** The tenant's image CDN (tenant-config `images.cdnTemplate`), for pictures the browser sizes itself; null: the site's own. */
  imageCdn: ImageCdn | null
  /** How the tenant's lead forms, accounts and reservations behave (lead-client's type: the server validates with it). */
  forms: FormsConfig
  /** The pages a signed-out shopper is sent to sign in for (tenant-config's `gatedPagesOf`). */
  gatedPages: GatedPage[]
}

export interface VehicleCardData {
  href: string
  title: string
  subtitle?: string
  image: SizedImageRef | null
  price: { text: string; note?: string }
  chips: string[]
  tag: VehicleTag | null
}

/** A car as forms, the watchlist and the compare page show it (GET /api/site/cars?ids=). */
export interface CarSummary extends VehicleCardData {
  id: number
  slug: string
  /** Year, make, model and badge. */
  name: string
  available: boolean
  reserved: boolean
  /** The reserve or buy-online page, when the car can be reserved now. */
  reserveHref: string | null
  locationId: number | null
  /** The price in dollars, when it has one (finance and quotes start from it). */
  price_value: number | null
  /** Rows compared side by side: label and display value, empty ones left out. */
  specs: { label: string; value: string }[]
  /** The fields a lead about this car carries (spec §3). */
  leadCar: LeadCar
}

/** The home page's blocks, each optional per tenant. */
export interface HomePage {
  promotions: { image: ImageRef; href?: string; heading?: string; text?: string }[]
  featureBanner: {
    heading: string
    text: string
    href: string
    linkLabel: string
    icon?: 'offers' | 'service' | 'sell'
  }[]
  brandGrid: {
    heading?: string
    groups: { label: string; logos: { name: string; src: string; href: string }[] }[]
  } | null
  stats: { stats: { value: string; label: string }[]; disclaimer?: string } | null
  whyBuy: { heading: string; blocks: { heading: string; text: string }[] } | null
  /** The latest arrivals; View all leads to the tenant's default search, and is left out where it has none. */
  latestStock: { heading: string; cards: VehicleCardData[]; viewAllHref?: string }
  locations: {
    name: string
    href: string
    address: string
    phone?: { text: string; href: string }
    image?: ImageRef
  }[]
  /** The locations carousel's title (the tenant's locations.carouselTitle, 'Our Locations' by default). */
  locationsTitle: string
  posts: { href: string; heading: string; image: ImageRef; date: string }[]
  /** The 'Sales this Month' counter, where the tenant shows it. */
  salesCounter?: SalesCounterData
}

/** A content page: its head data and its sections of sanitised HTML. */
export interface PageContent {
  path: string
  title: string
  description: string
  intro?: string
  sections: { heading?: string; sanitisedHtml: string }[]
  faqs?: { question: string; answer: string }[]
  /** Models shown after the sections (a /pages/… page's model blocks), each cut to the variants and colours named. */
  models?: ModelPageData[]
  /** Set for pages with an expiry (EOFY promotions): ISO instant after which the page is gone. */
  expires?: string
}

/** The home page's 'Sales this Month' counter: the count and the server's time it was counted at. */
export interface SalesCounterData {
  value: number
  /** ISO instant of `value`, so the browser keeps counting on the site's clock. */
  at: string
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
