import type { SearchEngine } from '@forecourt/search-engine'
import { createSearchHandler } from '@forecourt/search-engine/node'
import { createServer, type RequestListener } from 'node:http'

/** The engine over HTTP in front of the site: search requests are answered here, anything else goes to the site. */
export function serveWithSearch(engine: SearchEngine, site: RequestListener) {
  const handleSearch = createSearchHandler(engine) // (req, res, next?): mount it before the site's routes
  return createServer((req, res) => handleSearch(req, res, () => site(req, res))) // then .listen(3000)
}
