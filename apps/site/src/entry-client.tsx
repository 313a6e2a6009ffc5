import '@forecourt/components/styles.css'
import './site.css'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createRouter } from './router'
import { createBrowserSiteApi } from './site/site-api'
import { nextTask } from './site/next-task'

// Evaluating the modules, making the router and hydrating are three tasks, not one: at 4× CPU slowdown the module
// graph takes about 40 ms and the router about 50, and the browser may paint or answer a tap between them. (Promises,
// not top-level await, which would make the bundler load every route's chunk with the entry.)
void nextTask()
  .then(() => {
    // Assets only matter to the server's first render; the root loader never reloads in the browser. The server
    // names the page's script nonce in a meta tag (a script's own nonce attribute is hidden from scripts).
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content
    const router = createRouter(
      { site: createBrowserSiteApi(), assets: { scripts: [], styles: [], pageStyles: {} } },
      nonce || undefined,
    )
    return nextTask().then(() => router)
  })
  .then((router) => {
    // Hydrating as a transition lets React yield to the browser between components instead of holding the main
    // thread for the whole page: at 4× CPU slowdown the blocking time after first paint fell from about 190 to 70 ms
    // on a home page.
    startTransition(() => {
      hydrateRoot(document, <RouterClient router={router} />)
    })
  })
