/** Dealer comment truncation (spec section 9). */
export const dealerCommentLimit = 400

/** Finance disclaimer truncation (spec section 9). */
export const financeDisclaimerLimit = 197

/** Shown when a car has no dealer comments (spec section 5). */
export const emptyDealerCommentsText = 'Dealer comments are pending. Please check back here later.'

/** A text cut for a Show More / Less toggle. */
export interface TruncatedText {
  text: string
  truncated: boolean
}

/**
 * Cuts a text to `limit` characters and appends '...' when it was longer.
 * Reading: the limit counts the kept characters, not the ellipsis (197 + '...' makes 200).
 * @example truncateText('abcdef', 3) // { text: 'abc...', truncated: true }
 */
export function truncateText(text: string, limit: number): TruncatedText {
  const chars = Array.from(text)
  if (chars.length <= limit) return { text, truncated: false }
  return { text: `${chars.slice(0, limit).join('').trimEnd()}...`, truncated: true }
}

/** The dealer comments block. */
export interface DealerComments extends TruncatedText {
  /** True when the car has no comments and the pending text is shown. */
  empty: boolean
}

/**
 * Dealer comments (spec sections 4 and 5): truncated to 400 characters with Show More / Less; when
 * empty, 'Dealer comments are pending. Please check back here later.'
 * @example dealerComments('', false) // { text: 'Dealer comments are pending. Please check back here later.', truncated: false, empty: true }
 */
export function dealerComments(comments: string | null | undefined, expanded: boolean): DealerComments {
  const text = comments?.trim() ?? ''
  if (text === '') return { text: emptyDealerCommentsText, truncated: false, empty: true }
  if (expanded) return { text, truncated: false, empty: false }
  return { ...truncateText(text, dealerCommentLimit), empty: false }
}

/**
 * Finance disclaimer cut to 197 characters until the details panel opens (spec section 9).
 * @example financeDisclaimer('short', false) // { text: 'short', truncated: false }
 */
export function financeDisclaimer(disclaimer: string | null | undefined, expanded: boolean): TruncatedText {
  const text = disclaimer?.trim() ?? ''
  return expanded ? { text, truncated: false } : truncateText(text, financeDisclaimerLimit)
}
