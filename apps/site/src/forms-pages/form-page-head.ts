import { pageHead } from '../site/page-head'
import type { SiteShell } from '../site/site-types'

// A route's head is in every page's first load, so it reads the texts its loader found (loaders load per page).

/** A form page's head texts, resolved by its loader for the tenant. */
export interface FormPageHeadData {
  path: string
  title: string
  description: string
}

/**
 * The route `head` of a form page: title, description and canonical URL from the loader's `meta`.
 * @example head: formPageHead
 */
export function formPageHead({ loaderData }: { loaderData?: { shell: SiteShell; meta?: FormPageHeadData } }) {
  return loaderData?.meta ? pageHead({ shell: loaderData.shell, ...loaderData.meta }) : {}
}
