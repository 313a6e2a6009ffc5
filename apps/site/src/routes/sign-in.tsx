import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead } from '../account-pages/private-head'
import { textParam } from '../account-pages/search-params'
import { SignInPage } from '../account-pages/sign-in-page'

// /sign-in?type=&redirect=&back= (spec section 2): passwordless sign-in, then on to `redirect`.
export const Route = createFileRoute('/sign-in')({
  validateSearch: (search: Record<string, unknown>) => ({
    type: textParam(search, 'type'),
    redirect: textParam(search, 'redirect'),
    back: textParam(search, 'back'),
  }),
  loader: async ({ context }) => ({ shell: await context.site.shell() }),
  head: ({ loaderData }) =>
    loaderData
      ? privatePageHead(
          loaderData.shell,
          '/sign-in',
          'Sign in',
          `Sign in to ${loaderData.shell.name} with a one-time code: no password needed.`,
        )
      : {},
  component: SignInRoute,
})

function SignInRoute() {
  const { type, redirect, back } = Route.useSearch()
  return <SignInPage type={type ?? ''} redirect={redirect ?? '/'} back={back ?? '/'} />
}
