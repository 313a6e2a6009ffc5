import { createFileRoute, notFound } from '@tanstack/react-router'
import { privatePageHead } from '../account-pages/private-head'
import { SpinToWinPage } from '../account-pages/spin-to-win-page'

// /spin-to-win (spec section 2): the prize wheel, on tenants with features.spinToWin (404 elsewhere).
export const Route = createFileRoute('/spin-to-win')({
  loader: async ({ context }) => {
    const shell = await context.site.shell()
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
    if (!shell.forms.accountPages?.spinToWin) throw notFound()
    return { shell }
  },
  head: ({ loaderData }) =>
    loaderData
      ? privatePageHead(
          loaderData.shell,
          '/spin-to-win',
          'Spin to Win',
          `Spin the ${loaderData.shell.name} prize wheel once for a prize.`,
        )
      : {},
  component: SpinToWinRoute,
})

function SpinToWinRoute() {
  const { shell } = Route.useLoaderData()
  return <SpinToWinPage shell={shell} />
}
