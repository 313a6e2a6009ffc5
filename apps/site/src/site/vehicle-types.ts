import type {
  EstablishmentFeeName,
  FixedFeeScheduleName,
  FinanceLenderData,
  InterestRangeName,
  LoanMaximumName,
  LoanMinimumName,
  QuickPickSetName,
  RepaymentFrequency,
  Rounding,
  TermRangeName,
} from '@forecourt/finance-math'
import type { LeadCar } from '@forecourt/lead-client'
import type {
  CarHotspots,
  Favourite,
  ViewedCarRecord,
  ViewerMode,
  VehicleTag,
  VideoPosition,
} from '@forecourt/stock-rules'
import type { SizedImageRef } from './site-types'

/** A video as the page plays it: embed-style addresses in a frame, others in a <video>. */
export interface VehicleVideo {
  src: string
  title: string
}

/** One picture of the gallery, with its responsive sources and thumbnail. */
export interface VehicleImage extends SizedImageRef {
  srcSet: string
  sizes: string
  thumb: string
}

/** A label and its value, e.g. Odometer: 32,000 km. */
export interface LabelledValue {
  label: string
  value: string
}

/** The location a car is at, as the sidebar, the map and the JSON-LD seller show it. */
export interface VehicleLocation {
  id: number
  name: string
  /** The address on one line, e.g. '240 Manns Road, Gosford NSW 2250'. */
  address: string
  lat: number | null
  lng: number | null
  /** The number as dialled (e.g. '+61 2 5081 8689'); null when the location has none. */
  phone: string | null
  /** The number as shown, grouped 2-4-4 (e.g. '02 5081 8689'). */
  phoneText: string | null
  /** Opening hours as schema.org reads them: weekday name, opens and closes (24-hour 'HH:MM'). */
  openingHours: { day: string; opens: string; closes: string }[]
  /** Opening hours as shoppers read them, Mon–Fri grouped when identical. */
  hoursSummary: LabelledValue[]
  dealerLicence: string | null
  /**
   * Where the sidebar's location link goes: the map on the page ('#vehicle-map'), else the location's own page; null
   * when there is neither (no map, and the tenant has no location pages).
   */
  href: string | null
}

/** What the finance blocks of a vehicle page need: the tenant's calculator settings and the car's figures. */
export interface VehicleFinance {
  /** Lender figures may be shown (the tenant's display rule allows them for this car). */
  show: boolean
  providerName: string | null
  /** The car's price as the calculator's starting amount, or null (the calculator then starts at 30,000). */
  price: number | null
  lender: FinanceLenderData | null
  /** A quote the car already carries (weekly repayment and its rates). */
  quote: { weekly: number; interestRate: number; comparisonRate: number } | null
  /** The weekly repayment shown: the lender's when its figures may be shown, else the car's quote; or null. */
  weekly: number | null
  /** The rates beside it, always as a pair (the lender's, else the quote's); null when there are none. */
  rates: { interestRate: number; comparisonRate: number } | null
  /** The sidebar's weekly figure for 'Finance from {amount} per week', e.g. '$253'; null when there is none. */
  weeklyAmount: string | null
  /**
   * The finance text beside the Finance Available banner, in the tenant's layout (spec section 9), e.g. '$253 per
   * week^' or '$253 per week^ with $0 deposit over 5 years, $0 final payment'; null when there is none.
   */
  weeklyText: string | null
  disclaimer: string
  calculator: {
    frequency: RepaymentFrequency
    hideFrequencySelector: boolean
    rounding: Rounding
    loanMinimum: LoanMinimumName
    loanMaximum: LoanMaximumName
    /** The sidebar slider's maximum: 100000, or 1.05 × a price above it where the dealership says so. */
    sidebarLoanMaximum: LoanMaximumName
    /** The sidebar slider's term in years (6 unless configured). */
    sidebarDefaultTermYears: number
    termRange: TermRangeName
    termYearOptions: number[] | null
    interestRange: InterestRangeName
    hideInterestAndResidual: boolean
    defaultTermYears: number
    defaultInterestPercent: number
    establishmentFee: EstablishmentFeeName
    /** The dealer's fixed fees, listed in the calculator ('dealer-fixed': $395, $6, $8, $912.25). */
    fixedFees: FixedFeeScheduleName
    quickPicks: QuickPickSetName
  }
  /** Show the finance estimate box (5 years, 10% deposit, 30% final payment). */
  estimateBox: boolean
  /** Send analytics event 9 when the finance disclaimer opens (the dealer that asks for it). */
  modalEvent: boolean
  /** Ask the quote service for a quote (the car has none and a price above 0). */
  requestQuote: boolean
  /**
   * Get Finance: the finance page of this car (its quote, calculator and a finance enquiry about it), where finance
   * shows and the car is available; null otherwise.
   */
  apply: { href: string } | null
  /** What the quote request says of the car besides its price and year: VIN, NVIC and who is helping (its dealership). */
  quoteCar: { vin: string | null; nvic: string | null; whoIsHelping: string }
}

/** Everything a vehicle page shows, composed on the server from the car, its location and the tenant's options. */
export interface VehiclePage {
  carId: number
  slug: string
  path: string
  /** The canonical page URL; Share copies it. */
  url: string
  /** Year, make and model, e.g. '2026 Mazda CX-60'. */
  title: string
  /** The full vehicle name, e.g. '2026 Mazda CX-60 P50e GT KH Series'. */
  name: string
  subtitle: string | null
  description: string
  status: string
  available: boolean
  carType: 'new' | 'used' | 'demo'
  itemType: string
  tag: VehicleTag | null
  breadcrumb: { label: string; href?: string }[]
  price: {
    /** '$63,990', or the preorder / no-price text. */
    text: string
    /** The price type, e.g. 'Drive Away No More To Pay'. */
    note: string | null
    /** The displayed price in dollars; null when none is displayed. */
    amount: number | null
    /** The earlier price when reduced, e.g. '$54,990'. */
    wasText: string | null
    savingText: string | null
    /** More than $499 under the state or national average market price (stock-rules `isBelowMarket`). */
    belowMarket: boolean
  }
  media: {
    images: VehicleImage[]
    video: VehicleVideo | null
    videoPosition: VideoPosition
    walkaroundVideo: VehicleVideo | null
    /** The spin frames at 1200 px, in turning order (through the tenant's image CDN when it has one). */
    spinFrames: string[]
    /** Each spin frame's srcset at the gallery's widths, so a phone turns smaller pictures. */
    spinFrameSrcSets: string[]
    /** The spin frames' sizes (the gallery's). */
    spinSizes: string
    interiorImage: string | null
    hotspots: CarHotspots | null
    modes: ViewerMode[]
    initialMode: ViewerMode
    /** The car names a third-party (Orbit) spin by its spin code only, which the site cannot load. */
    orbitUnavailable: boolean
    fallbackImage: string
    /** Thumbnails show (more than 3 images and the rule of stock-rules). */
    thumbnails: boolean
    /** The picture to preload: the first one the page shows, with its responsive sources when it has them. */
    preload: { href: string; srcSet?: string; sizes?: string } | null
  }
  actions: {
    reserve: { href: string; label: string } | null
    enquiry: { label: string; kind: 'enquire-now' | 'instant-message' }
    /** Find Me Something Similar in place of the buttons (unavailable cars). */
    findSimilar: { href: string } | null
    soldPanel: boolean
    shortlist: boolean
    /**
     * The tenant shows Save buttons at all. A car already on the shopper's watchlist keeps its Save button even
     * when `shortlist` is false (spec §4: a sold car shows no Save button unless already saved).
     */
    saveEnabled: boolean
    print: { href: string; pdfHref: string } | null
    phoneReveal: 'masked' | 'shown'
  }
  keyInformation: LabelledValue[]
  specifications: LabelledValue[]
  features: string[]
  comments: { sanitisedHtml: string; text: string }
  facts: { rego: string | null; certified: string | null; historyReport: string | null }
  fuel: { litresPer100km: number; pricePerLitre: number; kmPerWeek: number } | null
  delivery: boolean
  finance: VehicleFinance
  /** Ask the valuation endpoint for the price comparison gauge. */
  priceComparison: boolean
  /** The similar-cars searches (one per filter), run in the browser when the block comes near. */
  similar: { filters: string[]; hitsPerPage: number } | null
  location: VehicleLocation | null
  /** The vehicle map (#vehicle-map): the built-in locator map of the car's location; null when not shown. */
  map: {
    viewBox: string
    landPath: string
    pins: { x: number; y: number; label: string; primary: boolean }[]
  } | null
  disclaimer: string
  /** Analytics: the enquiry event id of this car (14 new, 15 used, 17 new test drive, 48 used test drive). */
  enquiryEvent: 14 | 15
  testDriveEvent: 17 | 48
  dealershipId: number | null
  /** The selling dealership's email, for enquiries by email. */
  dealerEmail: string | null
  photosCount: number
  updatedAt: string | null
  websiteId: string
  /** Keys of the shopper's local data on this site (favourites, viewed cars). */
  storageKeys: { favourites: string; viewed: string }
  /** The car as the page's lead forms send it (spec §3 lead payload); the server checks it against its own copy. */
  leadCar: LeadCar
  /** The car as the shopper's favourites and viewed cars keep it (spec section 3). */
  records: { favourite: Favourite; viewed: ViewedCarRecord }
  jsonLd: Record<string, unknown>
  ogImage: string | null
}
