import { useReducedMotion } from '@forecourt/components'
import { signInRedirect } from '@forecourt/tenant-config/gated-pages'
import { useEffect, useId, useRef, useState } from 'react'
import { useSession } from '../leads/session'
import type { SiteShell } from '../site/site-types'
import { loadPrizes, spinWheel } from './account-api'
import { PrizeWheel } from './prize-wheel'
import { wheelTurn } from './wheel-geometry'

/** How long the wheel spins, in milliseconds (the CSS transition of .fc-wheel__disc--animated). */
export const spinDurationMs = 4000

type SpinState =
  | { kind: 'ready' }
  | { kind: 'spinning'; prize: string; repeat: boolean }
  | { kind: 'won'; prize: string; repeat: boolean }
  | { kind: 'failed'; message: string; redirect: string | null }

/**
 * The sentence announced when the wheel stops.
 * @example resultText({ prize: '$50 fuel voucher', repeat: false }) // 'You won: $50 fuel voucher!'
 */
export function resultText({ prize, repeat }: { prize: string; repeat: boolean }): string {
  return repeat ? `You have already spun the wheel. Your prize: ${prize}.` : `You won: ${prize}!`
}

/**
 * /spin-to-win: a prize wheel for a signed-in shopper, once per shopper. 'Spin the wheel' asks the server, which
 * draws the prize; the wheel then turns to it (at once for shoppers who asked for reduced motion) and the result
 * is announced in a live region. Signed out, the page offers sign-in first.
 * @example <SpinToWinPage shell={shell} />
 */
export function SpinToWinPage({ shell }: { shell: SiteShell }) {
  const session = useSession()
  const reducedMotion = useReducedMotion()
  const listId = useId()
  const [prizes, setPrizes] = useState<string[] | null>(null)
  const [turn, setTurn] = useState(0)
  const [state, setState] = useState<SpinState>({ kind: 'ready' })
  const stopTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    let live = true
    void loadPrizes().then((loaded) => live && setPrizes(loaded))
    return () => {
      live = false
      clearTimeout(stopTimer.current)
    }
  }, [])

  const stop = () => {
    clearTimeout(stopTimer.current)
    setState((current) => (current.kind === 'spinning' ? { ...current, kind: 'won' } : current))
  }

  const spin = async () => {
    if (state.kind === 'spinning' || state.kind === 'won') return
    setState({ kind: 'spinning', prize: '', repeat: false })
    const outcome = await spinWheel()
    if (!outcome.ok) return setState({ kind: 'failed', message: outcome.message, redirect: outcome.redirect })
    setState({ kind: 'spinning', prize: outcome.prize, repeat: outcome.repeat })
    if (reducedMotion || outcome.index < 0 || !prizes?.length) return stop()
    setTurn((current) => wheelTurn(outcome.index, prizes.length, 5, current))
    // The result is shown when the wheel stops, or a little after it should have, whichever comes first.
    stopTimer.current = setTimeout(stop, spinDurationMs + 500)
  }

  const signIn = signInRedirect('spin-to-win', '/spin-to-win')
  const spinning = state.kind === 'spinning'
  return (
    <div className="fc-section fc-account fc-spin">
      <h1 className="fc-account__heading">Spin to Win</h1>
      <p className="fc-account__intro">
        Spin the wheel once for a prize from {shell.name}. We will contact you to arrange your prize.
      </p>
      <div className="fc-spin__layout">
        {prizes?.length ? (
          <PrizeWheel prizes={prizes} turn={turn} animate={!reducedMotion} onStopped={stop} />
        ) : null}
        <div className="fc-spin__side">
          {session.loading ? null : !session.user ? (
            <p>
              <a className="fc-button" href={signIn}>
                Sign in to spin
              </a>
            </p>
          ) : state.kind === 'won' ? null : (
            <button
              type="button"
              className="fc-button fc-spin__button"
              aria-disabled={spinning || prizes === null || undefined}
              onClick={() => {
                if (prizes !== null) void spin()
              }}
            >
              {spinning ? 'Spinning…' : 'Spin the wheel'}
            </button>
          )}
          <p className="fc-spin__result" role="status">
            {state.kind === 'won' ? resultText(state) : ''}
          </p>
          {state.kind === 'won' ? <p>We will be in touch soon to arrange your prize.</p> : null}
          {state.kind === 'failed' ? (
            <p className="fc-spin__error" role="alert">
              {state.message}{' '}
              {state.redirect ? (
                <a className="fc-link" href={state.redirect}>
                  Sign in
                </a>
              ) : null}
            </p>
          ) : null}
          {prizes?.length ? (
            <>
              <h2 id={listId} className="fc-spin__prizes-heading">
                Prizes you could win
              </h2>
              <ul aria-labelledby={listId} className="fc-spin__prizes">
                {prizes.map((prize, index) => (
                  <li key={`${index}-${prize}`}>{prize}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </div>
  )
}
