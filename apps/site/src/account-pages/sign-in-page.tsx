import { SignInForm, type SignInFormTexts } from '@forecourt/components/forms'
import { safeRedirectTarget } from '@forecourt/tenant-config/gated-pages'
import { useEffect, useState } from 'react'
import { useSession } from '../leads/session'
import { requestSignInCode, verifySignInCode } from './account-api'
import { MobileVerification } from './mobile-verification'
import { needsMobile, signInReason } from './sign-in-texts'

/** The watchlist is kept by mobile number, so its sign-in asks for the mobile first (an email still works). */
const mobileFirstTexts: Partial<SignInFormTexts> = {
  identifier: 'Mobile number',
  intro: 'Your watchlist is kept with your mobile number. We will text you a 6-digit code to sign in.',
  identifierRequired: 'Enter your Australian mobile number.',
}

/** Props of {@link SignInPage}: the query of /sign-in. */
export interface SignInPageProps {
  /** What the shopper signs in for (spec section 2): watchlist, checkout, finance, my-garage… */
  type: string
  /** Where to go once signed in; only a same-site path is followed, anything else goes home. */
  redirect: string
  /** Where Back leads; likewise a same-site path or home. */
  back: string
}

/**
 * /sign-in: a heading that says why (by `type`), the passwordless sign-in form (email or Australian mobile, then
 * the 6-digit code), a Back link, and then the `redirect` target. A watchlist sign-in ends with a mobile on the
 * account: signed in by email, the shopper adds and proves a mobile before going on. Already signed in, the
 * shopper goes straight on.
 * @example <SignInPage type="watchlist" redirect="/cars/2024-kia-ev6-7" back="/cars/2024-kia-ev6-7" />
 */
export function SignInPage({ type, redirect, back }: SignInPageProps) {
  const session = useSession()
  const [stage, setStage] = useState<'sign-in' | 'mobile' | 'leaving'>('sign-in')
  const target = safeRedirectTarget(redirect)
  const leave = () => {
    setStage('leaving')
    // Replaced, not pushed: Back from the target returns to where the shopper was before signing in.
    window.location.replace(target)
  }
  useEffect(() => {
    if (session.loading || !session.user || stage !== 'sign-in') return
    if (needsMobile(type, session.user)) setStage('mobile')
    else leave()
    // Only a change of the session moves the page on; `leave` and `stage` are read as they are then.
  }, [session.loading, session.user])

  return (
    <div className="fc-section fc-account fc-account--narrow">
      <p className="fc-account__back">
        <a className="fc-link" href={safeRedirectTarget(back)}>
          Back
        </a>
      </p>
      {stage === 'mobile' ? (
        <MobileVerification
          reason="Add your mobile number to use the watchlist"
          headingLevel={1}
          onVerified={leave}
        />
      ) : stage === 'leaving' ? (
        <div className="fc-account__leaving">
          <h1>You are signed in</h1>
          <p role="status">Taking you back now…</p>
        </div>
      ) : (
        <SignInForm
          reason={signInReason(type)}
          headingLevel={1}
          onRequestCode={requestSignInCode}
          onVerify={verifySignInCode}
          {...(type === 'watchlist' ? { texts: mobileFirstTexts } : {})}
        />
      )}
    </div>
  )
}
