import type { Page } from 'playwright-core'

/**
 * Waits until React has hydrated the page loaded last. Until then the page is only the server's HTML: a click does
 * nothing and what is typed never reaches a form's state (the form then says every field is empty). The network
 * can fall quiet before that on a busy machine, while the route's code still runs, so `networkidle` is no proof.
 * The site says it: the root marks `<html data-hydrated>` once the hydration has been committed.
 * @example await page.goto(url, { waitUntil: 'networkidle' }); await hydrated(page)
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}
