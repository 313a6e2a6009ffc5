import { createFileRoute } from '@tanstack/react-router'
import { contentRoute } from '../../site/content-page'

// /blog/{slug}: a post, its body sanitised (a content page; an unknown slug is the site's 404).
export const Route = createFileRoute('/blog/$slug')(contentRoute())
