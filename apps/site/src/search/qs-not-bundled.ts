// InstantSearch's own history router is the only user of `qs`, and the site never runs it: search state goes
// through TanStack Router (instantsearch-routing.ts), and InstantSearch only builds its history router when it is
// given none. The client build maps `qs` here, keeping it and its dependencies (about 20 KB gzip) off the search
// page; if anything ever did call it, it fails loudly instead of misrouting.
const notBundled = (): never => {
  throw new Error('qs is not bundled in the browser: search routing goes through the site router')
}

export default { parse: notBundled, stringify: notBundled }
