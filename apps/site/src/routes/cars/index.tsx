import { createFileRoute, redirect } from '@tanstack/react-router'

// /cars/ is where a card without a page of its own leads (spec section 2): the tenant's default search, or the home
// page for a tenant without stock search pages.
export const Route = createFileRoute('/cars/')({
  beforeLoad: async ({ context }) => {
    const { searchHref } = await context.site.shell()
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect signal is an object by design
    throw redirect({ href: searchHref ?? '/', statusCode: 302 })
  },
})
