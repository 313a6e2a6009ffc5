// Renders the page on the server once, after both builds, into dist/client/index.html: the HTML a static host or
// a CDN serves, with the search results and the state the browser hydrates from.
import { readFileSync, writeFileSync } from 'node:fs'

const page = new URL('../dist/client/index.html', import.meta.url)
const { render } = await import(new URL('../dist/server/entry-server.js', import.meta.url).href)
const { html, state } = await render()
const template = readFileSync(page, 'utf8')
writeFileSync(
  page,
  template
    .replace('<!--app-html-->', () => html)
    .replace('<!--app-state-->', () => `<script id="server-state" type="application/json">${state}</script>`),
)
console.log(`rendered ${page.pathname}: ${Buffer.byteLength(html)} bytes of HTML`)
