import { createFileRoute } from '@tanstack/react-router'
import { OnlinePaymentPage } from '../account-pages/online-payment-page'
import { privatePageHead } from '../account-pages/private-head'

// /online-payment (spec section 2, always behind sign-in): pay the dealership a deposit or an invoice.
export const Route = createFileRoute('/online-payment')({
  loader: async ({ context }) => ({ shell: await context.site.shell() }),
  head: ({ loaderData }) =>
    loaderData
      ? privatePageHead(
          loaderData.shell,
          '/online-payment',
          'Make a Payment',
          `Pay ${loaderData.shell.name} a deposit or an invoice online.`,
        )
      : {},
  component: OnlinePaymentRoute,
})

function OnlinePaymentRoute() {
  const { shell } = Route.useLoaderData()
  return <OnlinePaymentPage shell={shell} />
}
