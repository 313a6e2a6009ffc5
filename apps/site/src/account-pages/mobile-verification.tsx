import { SignInForm, signInDestination, type SignInFormTexts } from '@forecourt/components/forms'
import { requestMobileCode, verifyMobile } from './account-api'

/** Texts of the add-a-mobile step: the sign-in form's two steps, worded for a mobile. */
export const mobileVerificationTexts: Partial<SignInFormTexts> = {
  heading: 'Add your mobile number',
  intro: 'We will text a 6-digit code to your mobile to check that it is yours.',
  identifier: 'Mobile number',
  identifierRequired: 'Enter your Australian mobile number.',
  identifierInvalid: 'Enter a valid Australian mobile number, like 0412 345 678.',
  changeContext: 'mobile number',
  successHeading: 'Mobile number added',
  successMessage: 'Your watchlist is ready to use.',
}

/** Props of {@link MobileVerification}. */
export interface MobileVerificationProps {
  /** The heading, e.g. 'Add your mobile number to use the watchlist'. */
  reason?: string
  /** @defaultValue 2 */
  headingLevel?: 1 | 2 | 3
  /** Called once the account has the mobile (proven by its code, or already the account's); the session is fresh. */
  onVerified: () => void
}

/**
 * Adds a mobile to the signed-in account in two steps, as sign-in does: the number, then the 6-digit code texted
 * to it. The account only gets the number once the code is right (POST /api/account/phone).
 * @example <MobileVerification reason="Add your mobile number to use the watchlist" onVerified={goBack} />
 */
export function MobileVerification({ reason, headingLevel = 2, onVerified }: MobileVerificationProps) {
  const invalid = mobileVerificationTexts.identifierInvalid ?? ''
  return (
    <SignInForm
      reason={reason ?? mobileVerificationTexts.heading}
      headingLevel={headingLevel}
      texts={mobileVerificationTexts}
      onRequestCode={async (mobile) => {
        if (signInDestination(mobile) !== 'mobile')
          return { ok: false, message: invalid, fieldErrors: { identifier: invalid } }
        const { result, user } = await requestMobileCode(mobile)
        // Already the account's number: nothing to check, the shopper goes straight on.
        if (result.ok && user) onVerified()
        return result
      }}
      onVerify={async (mobile, code) => {
        const result = await verifyMobile(mobile, code)
        if (result.ok) onVerified()
        return result
      }}
    />
  )
}
