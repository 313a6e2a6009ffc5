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
      {home.featureBanner.length ? <FeatureBanner items={home.featureBanner} /> : null}
      {home.brandGrid ? <BrandGrid {...home.brandGrid} /> : null}
      {home.stats ? <StatsBanner {...home.stats} /> : null}
      {home.salesCounter ? <HomeSalesCounter {...home.salesCounter} /> : null}
      {home.latestStock.cards.length ? <StockCarousel {...home.latestStock} /> : null}
      {home.whyBuy ? <WhyBuyFromUs {...home.whyBuy} /> : null}
      {home.locations.length ? (
        <LocationsCarousel title={home.locationsTitle} locations={home.locations} />
      ) : null}
      {home.posts.length ? <BlogCards heading="Latest news" posts={home.posts} /> : null}
    </>
  )
}
