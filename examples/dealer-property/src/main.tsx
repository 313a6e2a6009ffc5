// The components' CSS in pieces: the base once, then what this page renders (styles.css would bring all of it).
import '@forecourt/components/css/base.css'
import '@forecourt/components/css/skip-link.css'
import '@forecourt/components/css/site-header.css'
import '@forecourt/components/css/vehicle-card.css'
import '@forecourt/components/css/search.css'
import './property.css'
import { useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { InstantSearchSSRProvider, type InstantSearchServerState } from 'react-instantsearch'
import { App } from './app'
import { tenantSearch } from './search'
import { wattleBay } from './stock'

/** Marks the page as hydrated, so a check waits on that event rather than on time. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true'
  }, [])
  return null
}

const root = document.getElementById('root')
const state = document.getElementById('server-state')?.textContent
if (!root || !state) throw new Error('The page was not rendered on the server: no #root or #server-state')
const serverState: InstantSearchServerState = JSON.parse(state)

hydrateRoot(
  root,
  <InstantSearchSSRProvider {...serverState}>
    <App stock={wattleBay} searchClient={tenantSearch.searchClientFor(wattleBay.tenant)} />
    <Hydrated />
  </InstantSearchSSRProvider>,
)
