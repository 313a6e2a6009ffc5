/**
 * One query parameter as text, or undefined when absent or not text, for routes' `validateSearch`. Undefined, not
 * '', so the router keeps the address as it was written instead of redirecting to one with empty parameters.
 * @example textParam({ type: 'watchlist' }, 'type') // 'watchlist'
 */
export function textParam(search: Record<string, unknown>, name: string): string | undefined {
  const value = search[name]
  return typeof value === 'string' ? value : undefined
}
