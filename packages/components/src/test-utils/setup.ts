import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(cleanup)

// findBy… and waitFor wait for a real condition, some of it a module loaded on demand (the interior viewer, the
// gallery's full-screen view). Testing Library gives up after 1 s by default, which a busy two-core CI machine can
// exceed; the budget is no assertion about speed, so it is generous (well within the 30 s test timeout).
configure({ asyncUtilTimeout: 10_000 })

// jsdom has no matchMedia: report no preference and no matching breakpoint.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  })
}
