import '@forecourt/components/styles.css'
import './site.css'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { createRouter } from './router'
import { createBrowserSiteApi } from './site/site-api'

// Assets only matter to the server's first render; the root loader never reloads in the browser.
const router = createRouter({
  site: createBrowserSiteApi(),
  assets: { scripts: [], styles: [], modulePreloads: [] },
})

hydrateRoot(document, <RouterClient router={router} />)
