import { createFileRoute } from '@tanstack/react-router'
import { contentRoute } from '../../site/content-page'

// The brand grid's links: /{brand-slug}/overview.
export const Route = createFileRoute('/$brandSlug/overview')(contentRoute())
