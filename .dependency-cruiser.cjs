// The arrows of the code base (pnpm deps): apps → components → pure packages; server code never imports React
// components; browser code never imports server code; no import cycles. Run by the root check.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'An import cycle: each module needs the other loaded first. Move what both need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      comment: 'Packages are published on their own; an app composes them, never the other way.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'pure-packages-stay-pure',
      severity: 'error',
      comment: 'Framework-free packages import no React, no components and no server package.',
      from: {
        path: '^packages/(adf|finance-math|lead-client|search-engine|search-url|site-api|stock-rules|tenant-config)/src/',
      },
      // A workspace package unresolved (not built yet) keeps its bare name.
      to: {
        path: [
          '^(packages/|@forecourt/)(components|site-storage|site-server)($|/)',
          'node_modules/(react|react-dom)/',
        ],
      },
    },
    {
      name: 'server-packages-import-no-react',
      severity: 'error',
      comment: 'Server packages run in Node with no React.',
      from: { path: '^packages/(site-storage|site-server)/src/' },
      to: { path: ['^packages/components/', 'node_modules/(react|react-dom)/', '\\.tsx$'] },
    },
    {
      name: 'browser-code-imports-no-server-code',
      severity: 'error',
      comment:
        'Pages and their parts run in the browser: server code (storage, secrets, Node) must never reach a bundle.',
      from: {
        path: '^apps/site/src/',
        pathNot: ['^apps/site/src/server/', '^apps/site/src/entry-server\\.tsx$'],
      },
      to: { path: ['^apps/site/src/server/', '^(packages/|@forecourt/)(site-storage|site-server)($|/)'] },
    },
    {
      name: 'browser-code-posts-through-the-client-entry',
      severity: 'error',
      comment:
        "Pages post through '@forecourt/site-api/client': the package's root also holds the body schemas, which would put zod in every page that posts.",
      from: {
        path: '^apps/site/src/',
        pathNot: ['^apps/site/src/server/', '^apps/site/src/entry-server\\.tsx$', '\\.test\\.tsx?$'],
      },
      to: {
        path: ['^packages/site-api/(dist/index\\.(d\\.ts|js)|src/index\\.ts)$', '^@forecourt/site-api$'],
      },
    },
    {
      name: 'server-code-imports-no-pages',
      severity: 'error',
      comment:
        "The server answers with data; it renders pages only through entry-server. A page's component imported by the server would make the server depend on the browser's code.",
      // search-server-state renders the search page's InstantSearch tree for its first results: server rendering.
      from: {
        path: '^apps/site/src/server/',
        pathNot: ['\\.test\\.tsx?$', '^apps/site/src/server/search-server-state\\.tsx$'],
      },
      to: {
        path: '^apps/site/src/.+\\.tsx$',
        pathNot: ['^apps/site/src/server/', '^apps/site/src/entry-server\\.tsx$'],
      },
    },
  ],
  options: {
    // A workspace package is reached through its exports, which name its dist/: kept in the graph (so a rule can
    // see browser code import a server package) but not followed. The roots given on the command line are sources.
    doNotFollow: { path: ['node_modules', '(^|/)dist/'] },
    exclude: { path: ['(^|/)node_modules/', '(^|/)storybook-static/', '\\.stories\\.tsx$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
}
