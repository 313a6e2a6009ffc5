import type { ReactNode, Ref } from 'react'

/** Props of {@link FormSuccess}. */
export interface FormSuccessProps {
  /** The heading element, one level below the form's title. */
  headingLevel: 2 | 3 | 4 | 5
  heading: string
  message: string
  /** Replaces the heading and message when given (even as null), e.g. a receipt. */
  children?: ReactNode
  /** The box, so the form can move focus to it once sent. */
  ref?: Ref<HTMLDivElement>
}

/**
 * What a form shows once sent (spec section 4 "success"): a focusable box with a thank-you heading and message, or
 * the form's own success content.
 * @example <FormSuccess ref={refs.success} headingLevel={3} heading="Thank you" message="Your enquiry has been sent." />
 */
export function FormSuccess({ headingLevel, heading, message, children, ref }: FormSuccessProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="fc-leadform__success" ref={ref} tabIndex={-1}>
      {children !== undefined ? (
        children
      ) : (
        <>
          <Heading className="fc-leadform__success-heading">{heading}</Heading>
          <p className="fc-leadform__success-message">{message}</p>
        </>
      )}
    </div>
  )
}
