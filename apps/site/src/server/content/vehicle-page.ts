import {
  financeDisplay,
  financeDisclaimer as financeDisclaimerText,
  comparisonRateRangeText,
  financeText,
  formatKilometres,
  formatMoney,
  repaymentDisplay,
} from '@forecourt/finance-math'
import {
  availableViewerModes,
  carFuelConsumption,
  carFullName,
  carSubtitle,
  carTitle,
  carTransmission,
  cardTag,
  dealerComments,
  formatPhone,
  initialViewerMode,
  isAutograbEligible,
  isBelowMarket,
  isAvailable,
  needsImagePlaceholder,
  priceDisplay,
  reducedPrice,
  regoExpiryText,
  showCertifiedInfo,
  showFuelCalculator,
  showHistoryReportButton,
  showReserveButton,
  showShortlistButtons,
  showThumbnails,
  sidebarMode,
  similarCarsQuery,
  tagDisplay,
  facetClause,
  isSpecValueShown,
  weekdayNames,
  weeklyHoursSummary,
  type SpecValue,
} from '@forecourt/stock-rules'
import { slugify } from '@forecourt/search-url'
import {
  cardTagOptionsFor,
  financeOptionsFor,
  imageCdnFor,
  priceDisplayOptionsFor,
  reservePath,
  storageKey,
  type CarRecord,
  type TenantLocation,
} from '@forecourt/tenant-config'
import { imageUrl, type ImageCdn } from '@forecourt/tenant-config/image-url'
import type { LabelledValue, VehicleLocation, VehiclePage } from '../../site/vehicle-types'
import {
  canonicalOrigin,
  leadCarOf,
  locatorMap,
  plainText,
  sanitiseHtml,
  summary,
  type TenantData,
} from '@forecourt/site-server'
import { vehicleJsonLd } from './vehicle-json-ld'
import { calculatorSettings, generalFinanceDisclaimer } from './finance-settings'
import { locationPagePath } from './locations-page'
import { stockSearchLink } from './stock-search'

const fallbackImage = '/images/placeholders/image-not-found.svg'
// 800, not 720: a phone 412 px wide at 1.75 device pixels (Lighthouse's phone) or 375 at 2 needs 721 to 750 px,
// which 720 just misses, and the next step, 1200, weighs twice as much.
const galleryWidths = [480, 800, 1200] as const
const gallerySizes = '(min-width: 64rem) 60vw, 100vw'

const carTypeLabels = { new: 'New', used: 'Used', demo: 'Demo' } as const

/** Labelled rows without the ones the spec hides (empty, null or 'null' values). */
function rows(entries: [string, SpecValue | undefined][]): LabelledValue[] {
  return entries
    .filter(([, value]) => isSpecValueShown(value))
    .map(([label, value]) => ({ label, value: String(value) }))
}

/**
 * The breadcrumb (spec section 2): Home > car type and condition > make > model (only when the model is one of
 * the tenant's configured stock models) > body > title. Each crumb links to the search of that scope, on a tenant
 * with stock search pages (`linkToSearch`); otherwise the crumbs are plain text.
 * @example
 * vehicleBreadcrumb(car, car.name, { stockModels: ['Sportage'], linkToSearch: true }).map((crumb) => crumb.label)
 * // ['Home', 'New Cars', 'Kia', 'Sportage', 'Wagon', …]
 */
export function vehicleBreadcrumb(
  car: CarRecord,
  title: string,
  { stockModels, linkToSearch }: { stockModels: readonly string[]; linkToSearch: boolean },
): VehiclePage['breadcrumb'] {
  const condition = car.car_type
  const typeLabel = `${carTypeLabels[condition]} ${car.item_type === 'car' || !car.item_type ? 'Cars' : 'Vehicles'}`
  const make = slugify(car.make)
  const crumb = (label: string, href: string) => (linkToSearch ? { label, href } : { label })
  const crumbs: VehiclePage['breadcrumb'] = [
    { label: 'Home', href: '/' },
    crumb(typeLabel, `/search/${condition}-cars`),
    crumb(car.make, `/search/${make}`),
  ]
  const modelConfigured = stockModels.some((model) => model.toLowerCase() === car.model.toLowerCase())
  if (modelConfigured) crumbs.push(crumb(car.model, `/search/${make}/${slugify(car.model)}`))
  // Search reads a body segment by the cars' `body` (its Body filter's values), so the crumb names that one.
  if (car.body?.trim()) crumbs.push(crumb(car.body, `/search/${slugify(car.body)}`))
  crumbs.push({ label: title })
  return crumbs
}

/** A picture of the car's media at 1200 px, with its srcset at the gallery's widths. */
function sizedPicture(source: string, cdn: ImageCdn | null): { src: string; srcSet: string } {
  return {
    src: imageUrl(source, { width: 1200 }, cdn),
    srcSet: galleryWidths.map((width) => `${imageUrl(source, { width }, cdn)} ${width}w`).join(', '),
  }
}

function galleryImages(car: CarRecord, title: string, cdn: ImageCdn | null): VehiclePage['media']['images'] {
  return (car.images ?? [])
    .map((entry) => entry.image.url)
    .filter((source): source is string => Boolean(source) && !needsImagePlaceholder(source))
    .map((source, index) => ({
      ...sizedPicture(source, cdn),
      sizes: gallerySizes,
      thumb: imageUrl(source, { width: 160 }, cdn),
      alt: `${title}, picture ${index + 1}`,
      width: 1200,
      height: 800,
    }))
}

function location(
  data: TenantData,
  car: CarRecord,
): { entry: TenantLocation | null; view: Omit<VehicleLocation, 'href'> | null } {
  const entry =
    data.tenant.locations.find((candidate) => candidate.id === car.location?.id) ??
    data.tenant.locations.find((candidate) => candidate.name === car.location_name) ??
    null
  if (!entry) return { entry: null, view: null }
  const phone = entry.contact_detail?.phone ?? entry.phone ?? null
  const hours = entry.contact_detail?.opening_hours ?? []
  return {
    entry,
    view: {
      id: entry.id,
      name: entry.name,
      address: [
        entry.address?.street,
        [entry.address?.city, entry.address?.state, entry.address?.postcode].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', '),
      lat: entry.address?.lat ?? null,
      lng: entry.address?.long ?? null,
      phone,
      phoneText: phone ? formatPhone(phone) : null,
      openingHours: hours
        .filter((hour) => hour.status === 'Open' && hour.open && hour.close)
        .map((hour) => ({
          day: weekdayNames[hour.weekday] ?? '',
          opens: hour.open ?? '',
          closes: hour.close ?? '',
        })),
      hoursSummary: weeklyHoursSummary(hours).map((row) => ({ label: row.label, value: row.hours })),
      dealerLicence: entry.dealer_license_number ?? null,
    },
  }
}

function finance(data: TenantData, car: CarRecord, now: Date): VehiclePage['finance'] {
  const options = financeOptionsFor(data.tenant, car.dealership_id ?? undefined)
  const lenders = Object.values(car.finance_lenders ?? {})
  const lender =
    lenders.find((candidate) => candidate.financeProvider === options.provider?.name) ?? lenders[0] ?? null
  const verdict = financeDisplay(
    {
      year: car.year,
      price: car.price,
      available: isAvailable(car),
      make: car.make,
      dealershipSlug: car.dealership_slug,
      lender,
    },
    {
      ...(options.provider ? { rule: options.provider.rule } : {}),
      excludedMakes: options.excludedMakes,
      excludedDealerships: data.tenant.dealerships
        .filter((dealership) => options.excludedDealershipIds.includes(dealership.id))
        .map((dealership) => dealership.slug),
      showWithoutLenderData: options.showFiguresWithoutLenderData,
      now,
    },
  )
  const quote = car.youxQuote
    ? {
        weekly: car.youxQuote.weeklyRepaymentAmount,
        interestRate: car.youxQuote.advertisedRate,
        comparisonRate: car.youxQuote.comparisonRate,
      }
    : null
  // Where the finance rules hide finance, no figure shows: not the lender's, not a stored quote's.
  const weekly = verdict.show ? (lender?.paymentWeek ?? quote?.weekly ?? null) : null
  const weeklyDisplay = weekly ? repaymentDisplay(weekly, 'weekly') : null
  const weeklyText =
    weekly && weeklyDisplay?.kind === 'amount'
      ? financeText({
          repayment: weekly,
          frequency: 'weekly',
          termYears: lender?.termYears ?? 5,
          deposit: lender?.deposit ?? 0,
          balloon: lender?.balloon ?? 0,
          layout: options.textLayout === 'zero-final-payment' ? 'with-final-payment' : 'standard',
        })
      : null
  const rates = !verdict.show
    ? null
    : typeof lender?.interestRate === 'number' && typeof lender.comparisonRate === 'number'
      ? { interestRate: lender.interestRate, comparisonRate: lender.comparisonRate }
      : quote
        ? { interestRate: quote.interestRate, comparisonRate: quote.comparisonRate }
        : null
  const disclaimer = [
    options.comparisonRateRange ? comparisonRateRangeText(options.comparisonRateRange) : null,
    (car.car_type === 'used' ? options.usedCarDisclaimer : null) ??
      lender?.disclaimer ??
      (rates ? financeDisclaimerText({ ...rates, carType: car.car_type }) : null) ??
      generalFinanceDisclaimer,
  ]
    .filter(Boolean)
    .join(' ')
  return {
    show: verdict.show,
    providerName: options.provider?.name ?? null,
    price: car.price > 10 ? car.price : null,
    lender: verdict.show ? lender : null,
    quote,
    weekly,
    rates,
    weeklyAmount: weeklyDisplay?.kind === 'amount' ? formatMoney(weeklyDisplay.amount) : null,
    weeklyText,
    disclaimer,
    calculator: calculatorSettings(options),
    estimateBox: options.estimateBox && weekly !== null,
    modalEvent: options.financeModalEvent,
    requestQuote: options.quoteService && !quote && car.price > 0 && isAvailable(car),
    apply: verdict.show && isAvailable(car) ? { href: `/personalised/finance?car_id=${car.id}` } : null,
    quoteCar: {
      vin: car.vin ?? null,
      nvic: car.nvic ?? null,
      whoIsHelping:
        data.tenant.dealerships.find((dealership) => dealership.id === car.dealership_id)?.name ??
        data.tenant.name,
    },
  }
}

function keyInformation(car: CarRecord): LabelledValue[] {
  return rows([
    ['Odometer', typeof car.km === 'number' ? formatKilometres(car.km) : null],
    ['Transmission', carTransmission(car)],
    ['Fuel type', car.fuel],
    ['Body', car.body],
    ['Drive', car.drive],
    ['Colour', car.colour],
    ['Interior', car.interior_colour],
    ['Engine', car.engine_size_litres ? `${car.engine_size_litres} L` : null],
    ['Seats', car.seats],
    ['Doors', car.doors],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
    ['Registration', car.regplate],
    ['Build date', car.build_date],
    ['Compliance date', car.compliance_date],
  ])
}

function specifications(car: CarRecord): LabelledValue[] {
  const variant = car.variant ?? {}
  const caravan = car.specifications ?? {}
  return rows([
    ['Body width', caravan.body_width],
    ['Body length', caravan.body_length],
    ['Tare weight', caravan.tare_weight],
    ['Aggregate trailer mass (ATM)', caravan.aggregate_trailer_mass],
    ['Axle type', caravan.axle_type],
    ['Sleeps', caravan.sleeps],
    ['Body configuration', variant.bodyconfiguration ?? car.bodyconfiguration],
    ['Cylinders', variant.cylinders],
    ['Engine size', variant.enginesize_litres ? `${variant.enginesize_litres} L` : variant.enginesize],
    ['Induction', variant.induction],
    ['Torque', variant.torque],
    ['Gear type', variant.geartype],
    ['Gears', car.gearnum],
    ['Fuel consumption (combined)', variant.fuelconsumptioncombined],
    ['Fuel capacity', variant.fuelcapacity],
    ['Gross vehicle mass', variant.grossvehiclemass],
    ['Length', variant.vehiclelength],
    ['Height', variant.vehicleheight],
    ['Width', variant.vehiclewidth],
    ['Towing capacity (braked)', variant.towingcapacitybraked],
    ['ANCAP rating', variant.ancaprating],
  ])
}

function videoOf(url: string | null | undefined, title: string): VehiclePage['media']['video'] {
  return url?.trim() ? { src: url.trim(), title: `Video of the ${title}` } : null
}

/**
 * A vehicle page as the shopper sees it, composed from the car, its location and the tenant's options with the
 * rules of stock-rules and finance-math. Every text is display-ready; HTML from the feed is sanitised here.
 * @example vehiclePage(data, car, now).price.text // '$63,990'
 */
export function vehiclePage(data: TenantData, car: CarRecord, now: Date): VehiclePage {
  const { tenant } = data
  const options = tenant.options
  const title = carTitle(car)
  const name = carFullName(car)
  const origin = canonicalOrigin(tenant)
  const path = `/cars/${car.slug}`
  const url = new URL(path, origin).href
  const price = priceDisplay(car, priceDisplayOptionsFor(tenant))
  const reduced = reducedPrice(car)
  const tag = cardTag(car, now, cardTagOptionsFor(tenant))
  const available = isAvailable(car)
  const mode = sidebarMode(car, { noStockOption: !options.vehiclePage.findSimilarWhenSold })
  const cdn = imageCdnFor(tenant)
  const images = galleryImages(car, title, cdn)
  const spinFrames = car.spin_images ?? []
  const spin = spinFrames.map((frame) => sizedPicture(frame, cdn))
  // The panorama pans inside its stage, so it keeps one width rather than a phone's.
  const interior = car.spin_interior_image ? imageUrl(car.spin_interior_image, { width: 1200 }, cdn) : null
  // A spin code alone is a third-party (Orbit) spin the site cannot load: no spinner tab without frames of its own.
  const viewed = spinFrames.length ? car : { ...car, spin_code: null }
  const modes = availableViewerModes(viewed)
  const initialMode = initialViewerMode(viewed, { defaultViewerMode: options.vehiclePage.viewerDefaultMode })
  const orbitUnavailable = spinFrames.length === 0 && Boolean(car.spin_code?.trim())
  const { entry, view } = location(data, car)
  const map =
    tenant.vdp_config.show_map_section && typeof view?.lat === 'number' && typeof view.lng === 'number'
      ? locatorMap(
          { lat: view.lat, lng: view.lng, label: view.name },
          tenant.locations
            .filter((other) => other.id !== view.id && typeof other.address?.lat === 'number')
            .map((other) => ({
              lat: other.address?.lat ?? 0,
              lng: other.address?.long ?? 0,
              label: other.name,
            })),
        )
      : null
  const dealership = tenant.dealerships.find((candidate) => candidate.id === car.dealership_id) ?? null
  const comments = dealerComments(car.dealercomments, true)
  const sanitised = comments.empty ? '' : sanitiseHtml(car.dealercomments ?? '')
  const similar = similarCarsQuery(car)
  const priceAmount = price.kind === 'price' ? price.price : null
  const financeView = finance(data, car, now)
  const primary = images[0]?.src ?? null
  const first = images[0]
  const preload =
    initialMode === 'spinner' && spin[0]
      ? { href: spin[0].src, srcSet: spin[0].srcSet, sizes: gallerySizes }
      : initialMode === 'interior' && interior
        ? { href: interior }
        : first
          ? { href: first.src, srcSet: first.srcSet, sizes: first.sizes }
          : null
  const description = summary(
    [
      name,
      price.kind === 'price'
        ? `${formatMoney(price.price)}${car.price_type ? ` ${car.price_type}` : ''}`
        : price.text,
      typeof car.km === 'number' ? formatKilometres(car.km) : null,
      car.location_name ? `at ${car.location_name}` : null,
      plainText(sanitised),
    ]
      .filter(Boolean)
      .join('. '),
  )
  const page: Omit<VehiclePage, 'jsonLd'> = {
    carId: car.id,
    slug: car.slug,
    path,
    url,
    title,
    name,
    subtitle: carSubtitle(car),
    description,
    status: car.status,
    available,
    carType: car.car_type,
    itemType: car.item_type ?? 'car',
    tag: tagDisplay(tag),
    breadcrumb: vehicleBreadcrumb(car, name, {
      stockModels: options.vehiclePage.breadcrumbModels,
      linkToSearch: options.features.search,
    }),
    price: {
      text: price.kind === 'price' ? formatMoney(price.price) : price.text,
      note: price.kind === 'price' ? (car.price_type ?? null) : null,
      amount: priceAmount,
      wasText: reduced ? formatMoney(reduced.beforePrice) : null,
      savingText: reduced ? formatMoney(reduced.saving) : null,
      belowMarket: isBelowMarket(car),
    },
    media: {
      images,
      video: videoOf(car.external_video_url ?? car.video_url, title),
      videoPosition: options.vehiclePage.videoPosition,
      walkaroundVideo: videoOf(car.walkaround_videos?.[0]?.video.url ?? car.external_video_url, title),
      spinFrames: spin.map((frame) => frame.src),
      spinFrameSrcSets: spin.map((frame) => frame.srcSet),
      spinSizes: gallerySizes,
      interiorImage: interior,
      hotspots: car.hotspots ?? null,
      modes,
      initialMode,
      orbitUnavailable,
      fallbackImage,
      thumbnails: showThumbnails(car),
      preload,
    },
    actions: {
      reserve:
        options.reserve.enabled && showReserveButton(car, { reservationEnabled: true })
          ? {
              href: reservePath(tenant, car.slug),
              label: options.reserve.path === 'buy-online' ? 'Buy Online' : 'Reserve Car Now',
            }
          : null,
      enquiry: {
        kind: options.vehiclePage.enquiryButton,
        label: options.vehiclePage.enquiryButton === 'instant-message' ? 'Instant Message' : 'Enquire Now',
      },
      // Its link is the fallback before scripts run (they open an enquiry instead): the make and model's search, or
      // the contact page on a tenant without stock search pages.
      findSimilar: mode.findMeSomethingSimilar
        ? {
            href: stockSearchLink(tenant, `/search/${slugify(car.make)}/${slugify(car.model)}`) ?? '/contact',
          }
        : null,
      soldPanel: mode.soldPanel,
      shortlist: showShortlistButtons(car, {
        enabled: options.saveButtons.enabled,
        requirePriceAndImage: options.saveButtons.variant === 'priced-with-image',
        usedCarsOnly: options.saveButtons.usedCarsOnly,
      }),
      saveEnabled: options.saveButtons.enabled,
      print: options.vehiclePage.print
        ? { href: `/print?car_id=${encodeURIComponent(car.slug)}`, pdfHref: `/api/cars/${car.slug}/pdf` }
        : null,
      phoneReveal: options.vehiclePage.phoneReveal,
    },
    keyInformation: keyInformation(car),
    specifications: specifications(car),
    features: (car.standardEquipment ?? []).filter((feature) => feature.trim() !== ''),
    comments: { sanitisedHtml: sanitised, text: comments.empty ? '' : plainText(sanitised) },
    facts: {
      rego: regoExpiryText(car, now, { unregisteredBrands: options.brands.unregisteredRegoMakes }),
      certified: showCertifiedInfo(car, { certifiedManufacturer: options.brands.certifiedMake })
        ? `${car.make} Certified Pre-Owned`
        : null,
      historyReport: showHistoryReportButton(car) ? (car.file?.url ?? null) : null,
    },
    fuel:
      options.vehiclePage.fuelCalculator.enabled && showFuelCalculator(car)
        ? {
            litresPer100km: carFuelConsumption(car) || options.vehiclePage.fuelCalculator.litresPer100km,
            pricePerLitre: options.vehiclePage.fuelCalculator.pricePerLitre,
            kmPerWeek: options.vehiclePage.fuelCalculator.kmPerWeek,
          }
        : null,
    delivery: options.vehiclePage.deliveryCalculator && available,
    finance: financeView,
    priceComparison: tenant.autograb && isAutograbEligible(car),
    similar: {
      filters: [
        car.make && car.model
          ? `${similar.filters} AND ${facetClause('make_model', `${car.make} ${car.model}`)}`
          : null,
        car.simple_body ? `${similar.filters} AND ${facetClause('simple_body', car.simple_body)}` : null,
        similar.filters,
      ].filter((filter): filter is string => filter !== null),
      hitsPerPage: 10,
    },
    // The sidebar's location goes to the map below when the page has one, else to the location's own page (where the
    // tenant has location pages), else nowhere.
    location:
      view && entry
        ? {
            ...view,
            href: map
              ? '#vehicle-map'
              : tenant.options.features.locationPages
                ? locationPagePath(entry)
                : null,
          }
        : null,
    map,
    disclaimer: `While we take care that the information on this page is accurate, please confirm the price, specifications and features with ${dealership?.name ?? tenant.name} before you buy. Pictures may show optional extras.`,
    enquiryEvent: car.car_type === 'used' ? 15 : 14,
    testDriveEvent: car.car_type === 'used' ? 48 : 17,
    dealershipId: car.dealership_id ?? null,
    dealerEmail: dealership?.email ?? tenant.contact.email,
    photosCount: car.photos_count ?? images.length,
    updatedAt: car.updated_at ?? null,
    websiteId: tenant.slug,
    storageKeys: { favourites: storageKey(tenant, 'favourites'), viewed: storageKey(tenant, 'viewed-cars') },
    leadCar: leadCarOf(car),
    records: {
      favourite: {
        id: car.id,
        name,
        slug: car.slug,
        make: car.make,
        model: car.model,
        primary_image_url: car.primary_image_url ?? null,
      },
      viewed: {
        id: car.id,
        stocknum: car.stocknum ?? null,
        make: car.make,
        model: car.model,
        body: car.body ?? null,
        simple_body: car.simple_body ?? null,
      },
    },
    ogImage: primary,
  }
  return {
    ...page,
    jsonLd: vehicleJsonLd({
      page,
      car,
      origin,
      dealership,
      location: entry,
      sellerName: dealership?.name ?? tenant.name,
    }),
  }
}
