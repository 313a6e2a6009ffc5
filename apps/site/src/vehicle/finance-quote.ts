import { startTransition, useEffect, useState } from 'react'
import { financeQuote, type FinanceQuote } from '../site/finance-quote'
import type { VehiclePage } from '../site/vehicle-types'

/**
 * Asks the quote service once, only when the car carries no quote and has a price above 0 (spec §7), with the
 * car's VIN and NVIC and who is helping (its dealership); the figures show '...' meanwhile, and a failure is
 * ignored. The page holds the answer, so the sidebar, the Finance Available banner and the calculator all show it.
 */
export function useFinanceQuote(page: VehiclePage): { loading: boolean; quote: FinanceQuote | null } {
  const { finance } = page
  const wanted = finance.requestQuote && (finance.price ?? 0) > 0
  const [state, setState] = useState<{ loading: boolean; quote: FinanceQuote | null }>({
    loading: wanted,
    quote: null,
  })
  useEffect(() => {
    if (!wanted) return
    let live = true
    void financeQuote({
      purchasePrice: finance.price ?? 0,
      year: page.leadCar.year ?? null,
      ...finance.quoteCar,
    }).then((quote) => {
      // Every finance figure of the page shows the answer: it renders as a transition, in slices a tap can
      // interrupt, rather than as one long task while the shopper starts to scroll.
      if (live) startTransition(() => setState({ loading: false, quote }))
    })
    return () => {
      live = false
    }
  }, [wanted, finance.price, finance.quoteCar, page.leadCar.year])
  return state
}
