import { createFileRoute, redirect } from '@tanstack/react-router'

// /cars/ is where a card without a page of its own leads (spec section 2): the default search.
export const Route = createFileRoute('/cars/')({
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect signal is an object by design
    throw redirect({ href: '/search/new-used-and-demo-cars', statusCode: 302 })
  },
})
