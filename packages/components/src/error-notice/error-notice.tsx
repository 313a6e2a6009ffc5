export interface ErrorNoticeProps {
  /** @defaultValue 'Something went wrong' */
  title?: string
  text: string
  /** @defaultValue 'Try again' */
  retryLabel?: string
  /** Shows the retry button. */
  onRetry?: () => void
  /** @defaultValue 2 */
  headingLevel?: 1 | 2 | 3
}

/** A failure message, announced to screen readers when it appears, with an optional retry button. */
export function ErrorNotice({
  title = 'Something went wrong',
  text,
  retryLabel = 'Try again',
  onRetry,
  headingLevel = 2,
}: ErrorNoticeProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="fc-section fc-notice fc-notice--error" role="alert">
      <Heading className="fc-notice__title">{title}</Heading>
      <p className="fc-notice__text">{text}</p>
      {onRetry ? (
        <button type="button" className="fc-button" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  )
}
