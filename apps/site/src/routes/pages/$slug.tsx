import { createFileRoute } from '@tanstack/react-router'
import { contentRoute } from '../../site/content-page'

// /pages/capped-price-servicing, /pages/unsubscribe and the dealer-specific /pages/eofy-* pages.
export const Route = createFileRoute('/pages/$slug')(contentRoute())
