import {
  BlogCards,
  BrandGrid,
  FeatureBanner,
  LocationsCarousel,
  PromotionsSlider,
  StatsBanner,
  StockCarousel,
  WhyBuyFromUs,
} from '@forecourt/components'
import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { HomeSalesCounter } from '../models/home-sales-counter'
import { pageHead } from '../site/page-head'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const [home, shell] = await Promise.all([context.site.home(), context.site.shell()])
    return { home, shell }
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          shell: loaderData.shell,
          path: '/',
          title: loaderData.shell.name,
          description: loaderData.shell.description,
          image: loaderData.home.promotions[0]?.image.src,
        })
      : {},
  component: HomePage,
})

function HomePage() {
  const { home, shell } = Route.useLoaderData()
  return (
    <>
      <h1 className="fc-sr-only">{shell.name}</h1>
      {home.promotions.length ? <PromotionsSlider slides={home.promotions} /> : null}
      {home.featureBanner.length ? (
        <BelowFold>
          <FeatureBanner items={home.featureBanner} />
        </BelowFold>
      ) : null}
      {home.brandGrid ? (
        <BelowFold>
          <BrandGrid {...home.brandGrid} />
        </BelowFold>
      ) : null}
      {home.stats ? <StatsBanner {...home.stats} /> : null}
      {home.salesCounter ? <HomeSalesCounter {...home.salesCounter} /> : null}
      {home.latestStock.cards.length ? (
        <BelowFold>
          <StockCarousel {...home.latestStock} />
        </BelowFold>
      ) : null}
      {home.whyBuy ? (
        <BelowFold>
          <WhyBuyFromUs {...home.whyBuy} />
        </BelowFold>
      ) : null}
      {home.locations.length ? (
        <BelowFold>
          <LocationsCarousel title={home.locationsTitle} locations={home.locations} />
        </BelowFold>
      ) : null}
      {home.posts.length ? (
        <BelowFold>
          <BlogCards heading="Latest news" posts={home.posts} />
        </BelowFold>
      ) : null}
    </>
  )
}

/**
 * A home block after the promotions, most of them below a phone's first screen: the browser lays out and paints each
 * only once it is on or near the screen, so a block in view is drawn at once and the rest as the shopper scrolls.
 * Only blocks drawn on the page's own light background: accessibility checkers (axe-core, and Lighthouse with it)
 * judge text in a block not yet drawn against the page background, so white text on the stats banner's and the sales
 * counter's colour would be reported as unreadable when it is not.
 */
function BelowFold({ children }: { children: ReactNode }) {
  return <div className="fc-below-fold">{children}</div>
}
