import type { CheckoutData } from './checkout-loader'
import { privatePageHead } from './private-head'

/**
 * The head of a reserve or buy-online page: the car's name when it is known, noindex either way.
 * @example head: ({ loaderData, match }) => checkoutHead(loaderData, match.pathname, 'Reserve')
 */
export function checkoutHead(data: CheckoutData | undefined, path: string, action: string) {
  if (!data) return {}
  const { shell, car } = data
  return privatePageHead(
    shell,
    path,
    car ? `${action}: ${car.name}` : action,
    car
      ? `${action} ${car.name} with a ${shell.forms.reserve.priceLabel} payment.`
      : `${action} a car from ${shell.name}.`,
  )
}
