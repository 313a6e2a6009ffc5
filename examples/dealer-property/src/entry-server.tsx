import { jsonLdScript } from '@forecourt/stock-rules'
import { renderToString } from 'react-dom/server'
import { getServerState, InstantSearchSSRProvider } from 'react-instantsearch'
import { App } from './app'
import { tenantSearch } from './search'
import { wattleBay } from './stock'

/**
 * The page's HTML with its search results filled in, and the search state the browser hydrates from.
 * react-instantsearch's recipe: `getServerState` runs the searches the page's widgets ask for, then the page is
 * rendered inside `InstantSearchSSRProvider` with their answers (a plain renderToString renders no results).
 */
export async function render(): Promise<{ html: string; state: string }> {
  const app = <App stock={wattleBay} searchClient={tenantSearch.searchClientFor(wattleBay.tenant)} />
  const serverState = await getServerState(app, { renderToString })
  const html = renderToString(<InstantSearchSSRProvider {...serverState}>{app}</InstantSearchSSRProvider>)
  // Escaped for a <script> element: no '</script>' in a car's text can end it early.
  return { html, state: jsonLdScript(serverState) }
}
