export interface SkipLinkProps {
  /** Id of the main content element. @defaultValue 'main' */
  targetId?: string
  /** @defaultValue 'Skip to content' */
  label?: string
}

/** The first focusable element of the page: hidden until focused, it jumps past the header to the main content. */
export function SkipLink({ targetId = 'main', label = 'Skip to content' }: SkipLinkProps) {
  return (
    <a className="fc-skip-link" href={`#${targetId}`}>
      {label}
    </a>
  )
}
