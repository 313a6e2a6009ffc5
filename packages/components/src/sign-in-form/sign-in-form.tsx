import { useLayoutEffect, useRef, useState } from 'react'
import { cx, fill } from '../format'
import { FormFieldControl } from '../form-fields/form-field-control'
import type { FieldErrors, FormField, FormValues, SubmitResult } from '../form-fields/form-types'
import { settle } from '../form-fields/form-values'
import { defaultLeadFormTexts, LeadForm, type LeadFormTexts } from '../lead-form/lead-form'

/** Texts of {@link SignInForm}; each has a default. */
export interface SignInFormTexts extends LeadFormTexts {
  /** The heading when no `reason` is given. @defaultValue 'Sign in' */
  heading: string
  /** @defaultValue 'We will send you a 6-digit code to sign in. No password needed.' */
  intro: string
  /** @defaultValue 'Email or mobile number' */
  identifier: string
  /** @defaultValue 'Enter your email address or Australian mobile number.' */
  identifierRequired: string
  /** @defaultValue 'Enter a valid email address or Australian mobile number, like 0412 345 678.' */
  identifierInvalid: string
  /** @defaultValue 'Send Code' */
  sendCode: string
  /** The code step's heading. @defaultValue 'Enter the 6-digit code' */
  codeHeading: string
  /** `{identifier}` is where the code went. @defaultValue 'We sent a code to {identifier}.' */
  codeSent: string
  /** @defaultValue 'Code' */
  code: string
  /** @defaultValue 'Enter the 6-digit code we sent you.' */
  codeRequired: string
  /** @defaultValue 'The code is 6 digits.' */
  codeInvalid: string
  /** @defaultValue 'Verify' */
  verify: string
  /** @defaultValue 'Resend code' */
  resend: string
  /** Announced after a resend; `{identifier}` is filled in. @defaultValue 'We sent a new code to {identifier}.' */
  resent: string
  /** The button going back to the first step. @defaultValue 'Change' */
  change: string
  /** Read after 'Change' so it makes sense on its own. @defaultValue 'email or mobile number' */
  changeContext: string
}

/** Default texts of {@link SignInForm}. */
export const defaultSignInTexts: SignInFormTexts = {
  ...defaultLeadFormTexts,
  heading: 'Sign in',
  intro: 'We will send you a 6-digit code to sign in. No password needed.',
  identifier: 'Email or mobile number',
  identifierRequired: 'Enter your email address or Australian mobile number.',
  identifierInvalid: 'Enter a valid email address or Australian mobile number, like 0412 345 678.',
  sendCode: 'Send Code',
  codeHeading: 'Enter the 6-digit code',
  codeSent: 'We sent a code to {identifier}.',
  code: 'Code',
  codeRequired: 'Enter the 6-digit code we sent you.',
  codeInvalid: 'The code is 6 digits.',
  verify: 'Verify',
  resend: 'Resend code',
  resent: 'We sent a new code to {identifier}.',
  change: 'Change',
  changeContext: 'email or mobile number',
  successHeading: 'You are signed in',
  successMessage: 'Taking you back now.',
}

/**
 * Whether a sign-in destination is an email address or an Australian mobile number (04…, +614… or 614…, spaces,
 * dashes and brackets allowed), or neither.
 * @example signInDestination('0412 345 678') // 'mobile'
 */
export function signInDestination(value: string): 'email' | 'mobile' | null {
  const text = value.trim()
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return 'email'
  if (/^(?:\+?61|0)4\d{8}$/.test(text.replace(/[\s()-]/g, ''))) return 'mobile'
  return null
}

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Sends a code to the email or mobile; also called by Resend code. */
  onRequestCode: (identifier: string) => Promise<SubmitResult>
  /** Checks the code; on ok the site signs the shopper in and goes on (e.g. to the `redirect` target). */
  onVerify: (identifier: string, code: string) => Promise<SubmitResult>
  /** Why sign-in is needed, shown as the heading, e.g. 'Sign in to save cars to your watchlist'. @defaultValue texts.heading */
  reason?: string
  /** @defaultValue 1 (the /sign-in page) */
  headingLevel?: 1 | 2 | 3
  /** The destination filled in at first, e.g. the stored phone. */
  defaultIdentifier?: string
  /** Start on the code step (with `defaultIdentifier`), e.g. after a server round trip. @defaultValue 'identifier' */
  initialStep?: 'identifier' | 'code'
  /** @defaultValue {@link defaultSignInTexts} */
  texts?: Partial<SignInFormTexts>
  className?: string
}

/**
 * Passwordless sign-in in two steps: the shopper's email or Australian mobile number ('Email or mobile number'),
 * then 'Enter the 6-digit code' with a one-time-code field (numeric keyboard, filled in from the SMS or email where
 * the phone offers it), Resend code and Change. The heading says why sign-in is needed. Each step keeps what was
 * typed when a call fails and shows the returned message.
 * @example <SignInForm reason="Sign in to save cars to your watchlist" onRequestCode={requestCode} onVerify={verify} />
 */
export function SignInForm({
  onRequestCode,
  onVerify,
  reason,
  headingLevel = 1,
  defaultIdentifier = '',
  initialStep = 'identifier',
  texts,
  className,
}: SignInFormProps) {
  const t = { ...defaultSignInTexts, ...texts }
  const [step, setStep] = useState(initialStep)
  const [identifier, setIdentifier] = useState<FormValues>({ identifier: defaultIdentifier })
  const [code, setCode] = useState<FormValues>({ code: '' })
  const [resend, setResend] = useState<{ status: 'idle' | 'sending' | 'sent' | 'failed'; message: string }>({
    status: 'idle',
    message: '',
  })
  const codeHeadingRef = useRef<HTMLHeadingElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const moved = useRef(false)
  const destination = String(identifier.identifier ?? '').trim()

  // At commit, in the same task: the button that had focus is gone, and focus must not rest on the page meanwhile.
  useLayoutEffect(() => {
    if (!moved.current) return
    if (step === 'code') codeHeadingRef.current?.focus()
    else rootRef.current?.querySelector<HTMLInputElement>('input[name="identifier"]')?.focus()
  }, [step])

  const go = (next: 'identifier' | 'code') => {
    moved.current = true
    setResend({ status: 'idle', message: '' })
    setStep(next)
  }

  const identifierField: FormField = {
    name: 'identifier',
    label: t.identifier,
    kind: 'text',
    required: true,
    autoComplete: 'username',
  }
  const codeField: FormField = {
    name: 'code',
    label: t.code,
    kind: 'text',
    required: true,
    autoComplete: 'one-time-code',
  }

  const checkIdentifier = (values: FormValues): FieldErrors => {
    const value = String(values.identifier ?? '').trim()
    if (!value) return { identifier: t.identifierRequired }
    return signInDestination(value) ? {} : { identifier: t.identifierInvalid }
  }
  const checkCode = (values: FormValues): FieldErrors => {
    const value = String(values.code ?? '')
    if (!value) return { code: t.codeRequired }
    return /^\d{6}$/.test(value) ? {} : { code: t.codeInvalid }
  }

  const resendCode = async () => {
    if (resend.status === 'sending') return
    setResend({ status: 'sending', message: '' })
    const result = await settle(() => onRequestCode(destination))
    setResend(
      result.ok
        ? { status: 'sent', message: fill(t.resent, { identifier: destination }) }
        : { status: 'failed', message: result.message || t.failure },
    )
  }

  const Heading = `h${headingLevel}` as const
  const SubHeading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4'
  const formLevel = Math.min(headingLevel + 1, 4) as 2 | 3 | 4
  return (
    <div className={cx('fc-signin', className)} ref={rootRef}>
      <Heading className="fc-signin__heading">{reason ?? t.heading}</Heading>
      {step === 'identifier' ? (
        <LeadForm
          fields={[identifierField]}
          values={identifier}
          onValuesChange={setIdentifier}
          validate={checkIdentifier}
          onSubmit={(values) => onRequestCode(String(values.identifier).trim())}
          onSuccess={() => go('code')}
          intro={<p>{t.intro}</p>}
          submitLabel={t.sendCode}
          headingLevel={formLevel}
          texts={{ ...t, requiredNote: '' }}
        />
      ) : (
        <>
          <SubHeading className="fc-signin__step" ref={codeHeadingRef} tabIndex={-1}>
            {t.codeHeading}
          </SubHeading>
          <p className="fc-signin__sent">
            {fill(t.codeSent, { identifier: destination })}{' '}
            <button type="button" className="fc-signin__link" onClick={() => go('identifier')}>
              {t.change} <span className="fc-sr-only">{t.changeContext}</span>
            </button>
          </p>
          <LeadForm
            fields={[codeField]}
            values={code}
            onValuesChange={setCode}
            validate={checkCode}
            onSubmit={(values) => onVerify(destination, String(values.code))}
            submitLabel={t.verify}
            headingLevel={Math.min(formLevel + 1, 4) as 3 | 4}
            texts={{ ...t, requiredNote: '' }}
            renderField={(field, control) => (
              <FormFieldControl
                field={field}
                id={control.id}
                value={control.value}
                error={control.error}
                // Codes pasted as '123 456' keep only their digits.
                onChange={(value) => control.onChange(String(value).replace(/\s/g, ''))}
                inputMode="numeric"
                texts={t}
              />
            )}
          >
            <div className="fc-signin__resend">
              <button
                type="button"
                className="fc-signin__link"
                aria-disabled={resend.status === 'sending' || undefined}
                onClick={() => void resendCode()}
              >
                {t.resend}
              </button>
              <p
                className={cx(
                  'fc-signin__resend-status',
                  resend.status === 'failed' && 'fc-signin__resend-status--error',
                )}
                role="status"
              >
                {resend.message}
              </p>
            </div>
          </LeadForm>
        </>
      )}
    </div>
  )
}
