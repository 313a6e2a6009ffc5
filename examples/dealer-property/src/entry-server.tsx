import { jsonLdScript } from '@forecourt/stock-rules'
import { App } from './app'
import { renderWithSearch } from './readme/components/stock-search'
import { tenantSearch } from './search'
import { wattleBay } from './stock'

/**
 * The page's HTML with its search results filled in (the components README's recipe, `renderWithSearch`), and the
 * search state the browser hydrates from, escaped for a <script> element: no '</script>' in a car's text can end it.
 */
export async function render(): Promise<{ html: string; state: string }> {
  const { html, serverState } = await renderWithSearch(
    <App stock={wattleBay} searchClient={tenantSearch.searchClientFor(wattleBay.tenant)} />,
  )
  return { html, state: jsonLdScript(serverState) }
}
