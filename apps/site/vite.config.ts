import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { plainLazyImports } from './src/build/plain-lazy-imports'
import { routeStyles } from './src/build/route-styles'
import { keyPageStyles } from './src/site/page-styles'

/** React and everything that imports it, bundled into the production server (see `define` above). */
const bundledForProduction = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  'scheduler',
  /^@tanstack\//,
  /^react-instantsearch/,
  'instantsearch.js',
  'use-sync-external-store',
  /^embla-carousel/,
]

/** The client's entries: the app, and the key pages' stylesheets that routeStyles adds. */
const clientInput: Record<string, string> = { 'entry-client': 'src/entry-client.tsx' }

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too, so a page loads only its own route's code (the search loader's URL parsing
      // stays off the home page).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent', 'notFoundComponent']],
      },
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    plainLazyImports(),
    // Home, search and vehicle pages block their first paint on their own CSS only (see route-styles.ts).
    routeStyles({
      pages: Object.fromEntries(
        Object.entries(keyPageStyles).map(([page, { routeFile }]) => [page, routeFile]),
      ),
    }),
    // Brotli and gzip copies of the client's text files, made once at build: the server sends the copy a browser
    // accepts (`name.js.br`) instead of compressing the same file on every request.
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            include: /\.(js|mjs|css|svg|json|txt)$/,
            threshold: 1024,
            logLevel: 'silent',
          }),
        ]),
  ],
  build: {
    manifest: !isSsrBuild,
    // The server already preloads a page's own chunks from the manifest; Vite's map of every lazy chunk's
    // dependencies would ride in every page's first load (one entry per route and dialog), so it is left out.
    modulePreload: false,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: isSsrBuild
      ? { input: { server: 'src/server/server.ts', forecourt: 'src/server/forecourt.ts' } }
      : {
          input: clientInput,
          output: {
            // React and the router run on every page: one file for them, not five small ones whose separate
            // compression costs every first load.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/][^\\/]+)[\\/]|src[\\/]site[\\/](page-head|query-params)\.ts|src[\\/]account-pages[\\/]private-head\.ts/,
                },
              ],
            },
          },
        },
  },
  resolve: isSsrBuild
    ? {}
    : { alias: { qs: fileURLToPath(new URL('src/search/qs-not-bundled.ts', import.meta.url)) } },
  // React picks its build by process.env.NODE_ENV when it loads. Left external, the server would load React's
  // development build unless NODE_ENV=production, a setting the site also reads to demand its production secrets:
  // React and everything that imports it are bundled into the server instead, built for production.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  ssr: {
    // Node loads the server packages from node_modules as they ship: the storage's PGlite worker script and
    // migrations/ folder sit beside its dist/, and the back end finds its map data from its own folder, at run time;
    // a bundled copy would lose both. Neither has CSS. Named here, they stay external although the pattern below
    // matches them.
    external: ['@forecourt/site-storage', '@forecourt/site-server'],
    // Workspace packages ship ESM with CSS; bundle them so their CSS imports resolve at build time. The rest is
    // for the build only: the development server loads React and the libraries built on it from node_modules as
    // Node does (their CommonJS entries cannot run as Vite's inlined modules).
    noExternal: [/^@forecourt\//, ...(isSsrBuild ? bundledForProduction : [])],
  },
}))
