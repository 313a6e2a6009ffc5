// The dealer property built from the packed tarballs (examples/dealer-property), as a front-end developer outside
// this repository would build it: the app is copied to a scratch folder with the packages' README examples
// (packages/*/examples, word for word what the READMEs show) and a little demo stock with its pictures, installed with npm from the
// tarballs, type-checked strictly (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess), searched for casts,
// built, rendered on the server, and opened in Debian's Chromium: hydrated without errors, only its own tenant's
// cars, the sort working, axe clean. Called by the release dry run after it packs the tarballs.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { extname, join, normalize, sep } from 'node:path'
import { chromiumLaunchOptions } from '@forecourt/config/chromium'
import { chromium } from 'playwright-core'

const require = createRequire(import.meta.url)

// The demo stock the property shows: a slice of two groups' fixtures, so one index holds two tenants.
const demoTenants = [
  { name: 'wattle-bay-kia', cars: 24 },
  { name: 'red-gum-caravans-and-motorcycles', cars: 8 },
]

/** Copies the app, the README examples and the demo data into `dir`; returns each tenant's car slugs. */
function assemble(root, dir) {
  cpSync(join(root, 'examples/dealer-property'), dir, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|dist|data|public|src[\\/]readme)([\\/]|$)/.test(path),
  })
  // The published packages' examples; a private package's would import what no tarball holds.
  for (const name of readdirSync(join(root, 'packages'))) {
    const examples = join(root, 'packages', name, 'examples')
    const manifest = join(root, 'packages', name, 'package.json')
    if (existsSync(examples) && !JSON.parse(readFileSync(manifest, 'utf8')).private)
      cpSync(examples, join(dir, 'src/readme', name), { recursive: true })
  }
  mkdirSync(join(dir, 'data'))
  // The cars' pictures, where the stock's image URLs point (a dealer's own property would use its image CDN).
  cpSync(join(root, 'fixtures/images/vehicles'), join(dir, 'public/images/vehicles'), { recursive: true })
  const slugs = {}
  for (const { name, cars } of demoTenants) {
    const stock = JSON.parse(readFileSync(join(root, 'fixtures/stock', `${name}.json`), 'utf8'))
    const slice = { ...stock, cars: stock.cars.slice(0, cars) }
    slugs[name] = slice.cars.map((car) => car.slug)
    writeFileSync(join(dir, 'data', `${name}.stock.json`), JSON.stringify(slice))
    cpSync(join(root, 'fixtures/tenants', `${name}.json`), join(dir, 'data', `${name}.tenant.json`))
  }
  return slugs
}

/** Every type assertion in the app's sources (`x as T`, `<T>x`) other than `as const`, found with the app's own
 * TypeScript: a consumer should never need one with our types. */
function casts(dir) {
  const ts = createRequire(join(dir, 'package.json'))('typescript')
  const found = []
  const visit = (file, node) => {
    const assertion = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)
    if (assertion && !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(file) === 'const')) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
      found.push(`${file.fileName.slice(dir.length + 1)}:${line + 1}: ${node.getText(file)}`)
    }
    ts.forEachChild(node, (child) => visit(file, child))
  }
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name)) {
        const kind = entry.name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
        const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind)
        visit(file, file)
      }
    }
  }
  walk(join(dir, 'src'))
  return found
}

const contentTypes = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
}

/** Serves the built client on a free port of 127.0.0.1, as a static host would. */
async function serve(folder) {
  const server = createServer((request, response) => {
    const path = normalize(join(folder, decodeURIComponent(new URL(request.url, 'http://x').pathname)))
    const file = path.endsWith(sep) ? join(path, 'index.html') : path
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end('Not found')
      return
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }
}

/** Opens the page in Chromium and checks what a shopper gets; throws with every problem found. */
async function openInChromium(url, slugs) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const errors = []
    // A failed request is reported by its URL; the console's own line for it would say less.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text())
    })
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} for ${response.url()}`)
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const served = await (await fetch(url)).text()
    await page.goto(url)
    await page.waitForSelector('html[data-hydrated="true"]')

    const problems = []
    const carLinks = () =>
      page.$$eval(
        '#stock ~ * a[href^="/cars/"], section[aria-labelledby="stock"] a[href^="/cars/"]',
        (links) => links.map((link) => link.getAttribute('href').slice('/cars/'.length)),
      )
    const shown = [...new Set(await carLinks())]
    if (shown.length === 0) problems.push('the search shows no cars')
    if (!shown.some((slug) => served.includes(`/cars/${slug}`)))
      problems.push('the server-rendered HTML holds none of the search results')
    const foreign = shown.filter((slug) => slugs['red-gum-caravans-and-motorcycles'].includes(slug))
    if (foreign.length) problems.push(`another tenant's cars are shown: ${foreign.join(', ')}`)
    if (!(await page.getByText(/^Finance from \$[\d,]+ per week/).count()))
      problems.push('the featured car shows no finance estimate')

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest price' })
    await page.waitForFunction(() => {
      const prices = [...document.querySelectorAll('section[aria-labelledby="stock"] .fc-vcard__price')]
        .map((price) => Number(price.textContent.replace(/[^\d]/g, '')))
        .filter((price) => price > 0)
      return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1] <= price)
    })

    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'))
    const violations = await page.evaluate(async () => (await window.axe.run(document)).violations)
    for (const violation of violations)
      problems.push(`axe ${violation.id} (${violation.impact}): ${violation.help}`)
    problems.push(...errors.map((error) => `browser error: ${error}`))
    if (problems.length) throw new Error(`the dealer property in Chromium:\n- ${problems.join('\n- ')}`)
    return shown.length
  } finally {
    await browser.close()
  }
}

/**
 * Builds and checks the dealer property from the packed tarballs, working in `scratch`; `run` is the release dry
 * run's (a command's output, its errors shown, a failure thrown).
 * @example await checkDealerProperty({ root, tarballFiles, scratch, run })
 */
export async function checkDealerProperty({ root, tarballFiles, scratch, run }) {
  const dir = join(scratch, 'dealer-property')
  const slugs = assemble(root, dir)
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballFiles], dir)
  run(join(dir, 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], dir)
  console.log('dealer property: type-checks strictly (exactOptionalPropertyTypes, noUncheckedIndexedAccess)')
  const found = casts(dir)
  if (found.length) throw new Error(`the dealer property casts our types:\n${found.join('\n')}`)
  process.stdout.write(run('npm', ['run', '--silent', 'build'], dir))
  // The page imports the components' CSS in pieces (its own components, not all of them): check it stayed so.
  const assets = join(dir, 'dist/client/assets')
  const cssBytes = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .reduce((total, file) => total + readFileSync(join(assets, file)).length, 0)
  const everything = readFileSync(join(dir, 'node_modules/@forecourt/components/dist/index.css')).length
  if (cssBytes > everything / 3)
    throw new Error(
      `the dealer property ships ${cssBytes} bytes of CSS, more than a third of all (${everything})`,
    )
  console.log(`dealer property: ${cssBytes} bytes of CSS (all the components' CSS: ${everything})`)
  const server = await serve(join(dir, 'dist/client'))
  try {
    const shown = await openInChromium(server.url, slugs)
    console.log(
      `dealer property: rendered on the server, hydrated in Chromium, ${shown} of its own cars, sorted, axe clean`,
    )
  } finally {
    server.close()
  }
}
