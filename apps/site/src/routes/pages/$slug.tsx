import { createFileRoute } from '@tanstack/react-router'
import { ModelBlocks } from '../../models/model-blocks'
import { contentRoute } from '../../site/content-page'
import { ContentPageView } from '../../site/content-page-view'

// /pages/capped-price-servicing, /pages/unsubscribe, the dealer-specific /pages/eofy-* pages and the dealer's own
// campaign pages, which may show models cut to the variants and colours they name.
export const Route = createFileRoute('/pages/$slug')({ ...contentRoute(), component: CampaignPage })

function CampaignPage() {
  const { page } = Route.useLoaderData()
  return (
    <>
      <ContentPageView page={page} />
      {page.models?.length ? <ModelBlocks models={page.models} /> : null}
    </>
  )
}
