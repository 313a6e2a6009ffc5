import { useEffect, useState } from 'react'
import type { VehiclePage } from '../site/vehicle-types'

/** A finance quote as the quote service answers it (spec §7 /api/youx/quote). */
export interface FinanceQuote {
  weeklyRepaymentAmount: number
  advertisedRate: number
  comparisonRate: number
}

function isQuote(value: unknown): value is FinanceQuote {
  const quote = value as Partial<FinanceQuote> | null
  return (
    typeof quote?.weeklyRepaymentAmount === 'number' &&
    typeof quote.advertisedRate === 'number' &&
    typeof quote.comparisonRate === 'number'
  )
}

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
    void fetch('/api/youx/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        selfAssessedCreditScore: 'GREAT',
        purchasePrice: finance.price,
        loanTerm: 5,
        year: page.leadCar.year ?? null,
        ...finance.quoteCar,
      }),
    })
      .then(async (response) => (response.ok ? ((await response.json()) as unknown) : null))
      .catch(() => null)
      .then((answer) => {
        if (live) setState({ loading: false, quote: isQuote(answer) ? answer : null })
      })
    return () => {
      live = false
    }
  }, [wanted, finance.price, finance.quoteCar, page.leadCar.year])
  return state
}
