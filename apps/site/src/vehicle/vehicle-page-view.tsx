import {
  Breadcrumb,
  DealerComments,
  FeatureList,
  FinanceAvailableBanner,
  FinanceEstimateBox,
  FinanceSlider,
  KeyInformation,
  SimilarCars,
  SpecList,
  ToastProvider,
  VehicleBottomBar,
  VehicleFacts,
  VehicleMedia,
  VehicleSidebar,
  VehicleStickyHeader,
  type VehicleAction,
} from '@forecourt/components/vehicle'
import { establishmentFees, formatMoney, formatNumber, repaymentDisplay } from '@forecourt/finance-math'
import { jsonLdScript } from '@forecourt/stock-rules'
import { useLoaderData } from '@tanstack/react-router'
import { lazy, startTransition, useEffect, useState } from 'react'
import type { SearchPageConfig } from '../search/search-config'
import { analyticsEvents, track } from '../site/analytics'
import type { VehiclePage } from '../site/vehicle-types'
import { FinanceDisclaimerButton } from './finance-disclaimer'
import { useFinanceQuote } from './finance-quote'
import { LazyBlock } from './lazy-block'
import { hasFewPhotos } from './lead-dialogs'
import { isFavourite, rememberViewedCar, toggleFavourite } from './local-shortlist'
import { preloadVehicleDialogs, useVehicleDialogs, type VehicleDialogs } from './vehicle-dialogs'
import { downloadPdf, recordPhoneReveal, viewCount } from './vehicle-services'
import { VehicleShortlist } from './vehicle-shortlist'

const VehicleFinanceCalculator = lazy(() =>
  import('./vehicle-tools').then((module) => ({ default: module.VehicleFinanceCalculator })),
)
const VehicleFuelCalculator = lazy(() =>
  import('./vehicle-tools').then((module) => ({ default: module.VehicleFuelCalculator })),
)
const VehicleDeliveryCalculator = lazy(() =>
  import('./vehicle-tools').then((module) => ({ default: module.VehicleDeliveryCalculator })),
)
const VehiclePriceComparison = lazy(() =>
  import('./vehicle-tools').then((module) => ({ default: module.VehiclePriceComparison })),
)
const VehicleLocationMap = lazy(() =>
  import('./vehicle-tools').then((module) => ({ default: module.VehicleLocationMap })),
)

/**
 * Enquire Now opens the enquiry dialog; its link writes to the dealership by email until the page's scripts have
 * run. A tenant with instant messaging keeps Instant Message: a text message to the location's phone naming the car.
 */
function enquiryAction(page: VehiclePage, dialogs: VehicleDialogs): VehicleAction | null {
  const subject = `Enquiry: ${page.name} (${page.url})`
  if (page.actions.enquiry.kind === 'instant-message' && page.location?.phone)
    return {
      label: page.actions.enquiry.label,
      href: `sms:${page.location.phone.replace(/\s+/g, '')}?&body=${encodeURIComponent(subject)}`,
      onClick: () => track(page.enquiryEvent, { carId: page.carId }),
    }
  const mailto = page.dealerEmail
    ? `mailto:${page.dealerEmail}?subject=${encodeURIComponent(subject)}`
    : undefined
  return dialogs.action('enquiry', 'Enquire Now', mailto)
}

/** A button styled as a link, for 'Request more photos' under the gallery; its padding keeps the target 40px tall. */
const linkButtonStyle = {
  padding: 'var(--fc-space-2, 0.5rem) 0',
  border: 0,
  background: 'none',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
} as const

/**
 * Book a Test Drive, Value My Trade-in (only for available cars, spec §5) and, for a car with few or no photos,
 * Request Photos: under the sidebar of an available car.
 */
function MoreActions({ page, dialogs }: { page: VehiclePage; dialogs: VehicleDialogs }) {
  if (!page.available) return null
  return (
    <div className="fc-actions fc-vehicle__more-actions" style={{ marginTop: 'var(--fc-space-3, 0.75rem)' }}>
      <button
        type="button"
        className="fc-button fc-button--outline"
        onPointerEnter={preloadVehicleDialogs}
        onFocus={preloadVehicleDialogs}
        onClick={(event) => dialogs.open('test-drive', event.currentTarget)}
      >
        Book a Test Drive
      </button>
      <a className="fc-button fc-button--outline" href={`/cars/trade-in?car_id=${page.carId}`}>
        Value My Trade-in
      </a>
      {hasFewPhotos(page.photosCount) ? (
        <button
          type="button"
          className="fc-button fc-button--outline"
          onPointerEnter={preloadVehicleDialogs}
          onFocus={preloadVehicleDialogs}
          onClick={(event) => dialogs.open('request-photos', event.currentTarget)}
        >
          Request Photos
        </button>
      ) : null}
    </div>
  )
}

/**
 * What the spec has the page only log (section 8): a car without a phone, and a third-party spin whose assets the
 * site cannot load. The shopper sees the rest of the page as usual.
 */
function useConsoleNotes(page: VehiclePage) {
  useEffect(() => {
    if (!page.location?.phone) console.warn(`No phone number for ${page.name}: Call Now is not shown`)
    if (page.media.orbitUnavailable) console.warn('Error loading Orbit assets')
  }, [page])
}

/**
 * The car's view count (spec section 7), once the server has answered. A component of its own: the count arrives
 * after the page has hydrated, and then this line alone renders again, not the whole page around it.
 */
function VehicleViews({ page }: { page: VehiclePage }) {
  const [views, setViews] = useState<number | null>(null)
  useEffect(() => {
    let current = true
    void viewCount(page).then((count) => {
      if (current) setViews(count)
    })
    return () => {
      current = false
    }
  }, [page])
  return views !== null ? <p className="fc-vehicle__views">{formatNumber(views)} views</p> : null
}

/** The vehicle page: every block of spec section 2, composed from the server's page data. */
export function VehiclePageView({
  page,
  searchConfig,
}: {
  page: VehiclePage
  searchConfig: () => Promise<SearchPageConfig>
}) {
  useConsoleNotes(page)
  useEffect(() => rememberViewedCar(page.storageKeys.viewed, page.records.viewed), [page])
  const { forms } = useLoaderData({ from: '__root__' }).shell
  const dialogs = useVehicleDialogs(page, forms)
  const [favourite, setFavourite] = useState(false)
  // Read from storage after hydration, as a transition: when the car is saved, the page renders again in slices the
  // browser can interrupt, not in one task (a tap on Save meanwhile still wins: it is applied after this read).
  useEffect(
    () => startTransition(() => setFavourite(isFavourite(page.storageKeys.favourites, page.carId))),
    [page],
  )
  const enquiry = enquiryAction(page, dialogs)
  const reserve = page.actions.reserve
    ? { label: page.actions.reserve.label, href: page.actions.reserve.href }
    : null
  // A sold car's Find Me Something Similar: an enquiry about it, naming it; the search link until scripts run.
  const findSimilar = page.actions.findSimilar
    ? dialogs.action('find-similar', 'Find Me Something Similar', page.actions.findSimilar.href)
    : null
  const price = { text: page.price.text, ...(page.price.note ? { note: page.price.note } : {}) }
  const phone = page.location?.phone ?? null
  const onCall = () => track(analyticsEvents.callDealer, { carId: page.carId })
  const { finance } = page
  const asked = useFinanceQuote(page)
  // A quote the page asked for fills in where the car has no figure of its own, and only where finance may show.
  const quote = finance.show ? asked.quote : null
  const quoteLoading = finance.show && asked.loading
  const weekly = finance.weekly ?? quote?.weeklyRepaymentAmount ?? null
  const rates =
    finance.rates ??
    (quote ? { interestRate: quote.advertisedRate, comparisonRate: quote.comparisonRate } : null)
  const quoteDisplay = quote ? repaymentDisplay(quote.weeklyRepaymentAmount, 'weekly') : null
  const weeklyAmount =
    finance.weeklyAmount ?? (quoteDisplay?.kind === 'amount' ? formatMoney(quoteDisplay.amount) : null)
  return (
    <ToastProvider>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(page.jsonLd) }} />
      <VehicleStickyHeader
        title={page.name}
        price={page.available ? price : null}
        enquiry={page.available ? enquiry : null}
      />
      <div className="fc-vehicle">
        <Breadcrumb items={page.breadcrumb} />
        <div className="fc-vehicle__layout">
          <div className="fc-vehicle__media">
            <VehicleMedia
              name={page.name}
              images={page.media.images}
              video={page.media.video}
              videoPosition={page.media.videoPosition}
              carStatus={page.status}
              walkaroundVideo={page.media.walkaroundVideo}
              spinFrames={page.media.spinFrames}
              spinFrameSrcSets={page.media.spinFrameSrcSets}
              spinSizes={page.media.spinSizes}
              interiorImage={
                page.media.interiorImage ? { src: page.media.interiorImage, width: 1200, height: 800 } : null
              }
              hotspots={page.media.hotspots}
              modes={page.media.modes}
              initialMode={page.media.initialMode}
              fallbackImage={page.media.fallbackImage}
            />
            {page.available ? (
              <p className="fc-vehicle__request-photos">
                <button
                  type="button"
                  className="fc-link"
                  style={linkButtonStyle}
                  onPointerEnter={preloadVehicleDialogs}
                  onFocus={preloadVehicleDialogs}
                  onClick={(event) => dialogs.open('request-photos', event.currentTarget)}
                >
                  Request more photos
                </button>
              </p>
            ) : null}
          </div>
          <aside className="fc-vehicle__sidebar" aria-label="Price and actions">
            <VehicleSidebar
              title={page.title}
              {...(page.subtitle ? { subtitle: page.subtitle } : {})}
              tag={page.tag}
              available={page.available}
              price={price}
              reducedPrice={
                page.price.wasText
                  ? {
                      was: page.price.wasText,
                      ...(page.price.savingText ? { saving: page.price.savingText } : {}),
                    }
                  : null
              }
              financeEstimate={page.available ? weeklyAmount : null}
              belowMarket={page.price.belowMarket}
              location={page.location ? { name: page.location.name, href: page.location.href } : null}
              share={{ url: page.url, vehicleName: page.name, menu: true }}
              favourite={
                page.actions.shortlist
                  ? {
                      pressed: favourite,
                      onToggle: () =>
                        setFavourite(toggleFavourite(page.storageKeys.favourites, page.records.favourite)),
                    }
                  : null
              }
              print={
                page.actions.print
                  ? {
                      printHref: page.actions.print.href,
                      onDownloadPdf: () => downloadPdf(page),
                      onDownloadPdfError: (error: unknown) =>
                        window.alert(error instanceof Error ? error.message : String(error)),
                    }
                  : null
              }
              reserve={reserve}
              enquiry={enquiry}
              phone={phone}
              onCall={onCall}
              phoneReveal={{
                showNumber: page.actions.phoneReveal === 'shown',
                onReveal: () => recordPhoneReveal(page),
              }}
              findSimilar={findSimilar}
            />
            {page.available && page.price.amount ? (
              <FinanceSlider
                price={page.price.amount}
                preset={{
                  loanMinimum: finance.calculator.loanMinimum,
                  loanMaximum: finance.calculator.sidebarLoanMaximum,
                  interestRange: finance.calculator.interestRange,
                }}
                termYears={finance.calculator.sidebarDefaultTermYears}
                interestPercent={finance.lender?.interestRate ?? finance.calculator.defaultInterestPercent}
                frequency={finance.calculator.frequency}
                establishmentFee={establishmentFees[finance.calculator.establishmentFee]}
                rounding={finance.calculator.rounding}
                onFirstChange={() => track(analyticsEvents.financeCalculatorUse, { carId: page.carId })}
              />
            ) : null}
            <MoreActions page={page} dialogs={dialogs} />
            <VehicleShortlist page={page} compareKey={forms.storageKeys.compare} />
            <VehicleViews page={page} />
            {page.available && finance.show && (weekly || quoteLoading) ? (
              <>
                <FinanceAvailableBanner weekly={weekly} rates={rates} loading={quoteLoading} />
                {finance.weeklyText ? <p className="fc-vehicle__finance-text">{finance.weeklyText}</p> : null}
                <FinanceDisclaimerButton
                  disclaimer={finance.disclaimer}
                  {...(finance.modalEvent
                    ? { onOpen: () => track(analyticsEvents.financeModal, { carId: page.carId }) }
                    : {})}
                />
              </>
            ) : null}
            {finance.apply ? (
              <a className="fc-button fc-button--outline fc-vehicle__get-finance" href={finance.apply.href}>
                Get Finance
              </a>
            ) : null}
          </aside>
        </div>
        <div className="fc-vehicle__details">
          <KeyInformation items={page.keyInformation} />
          <SpecList sections={[{ rows: page.specifications }]} />
          <FeatureList features={page.features} />
          <DealerComments sanitisedHtml={page.comments.sanitisedHtml} text={page.comments.text} />
          <VehicleFacts
            regoExpiry={page.facts.rego}
            certified={page.facts.certified}
            historyReportUrl={page.facts.historyReport}
          />
          {page.fuel ? (
            <LazyBlock label="fuel cost calculator" minHeight="18rem">
              {() => <VehicleFuelCalculator fuel={page.fuel!} />}
            </LazyBlock>
          ) : null}
          {page.delivery ? (
            <LazyBlock label="delivery calculator" minHeight="12rem">
              {() => <VehicleDeliveryCalculator />}
            </LazyBlock>
          ) : null}
          {page.available ? (
            <LazyBlock id="finance-calculator" label="finance calculator" minHeight="36rem">
              {() => <VehicleFinanceCalculator page={page} loading={quoteLoading} quote={quote} />}
            </LazyBlock>
          ) : null}
          {finance.estimateBox && page.price.amount ? (
            <FinanceEstimateBox price={page.price.amount} rates={rates} />
          ) : null}
          {page.priceComparison ? (
            <LazyBlock label="price comparison" minHeight="10rem">
              {() => <VehiclePriceComparison slug={page.slug} />}
            </LazyBlock>
          ) : null}
        </div>
        <SimilarCars
          load={() =>
            searchConfig().then((config) =>
              import('./similar-cars-search').then((module) => module.similarCars(page, config)),
            )
          }
        />
        {page.map ? (
          <LazyBlock id="vehicle-map" label="vehicle map" minHeight="24rem">
            {() => <VehicleLocationMap page={page} />}
          </LazyBlock>
        ) : null}
        <p className="fc-vehicle__disclaimer">{page.disclaimer}</p>
      </div>
      <VehicleBottomBar
        title={page.name}
        price={price}
        available={page.available}
        reserve={reserve}
        enquiry={enquiry}
        phone={phone}
        onCall={onCall}
        findSimilar={findSimilar}
      />
      {dialogs.element}
    </ToastProvider>
  )
}
