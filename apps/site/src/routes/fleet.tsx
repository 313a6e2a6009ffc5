import { createFileRoute } from '@tanstack/react-router'
import { contentRoute } from '../site/content-page'

export const Route = createFileRoute('/fleet')(contentRoute())
