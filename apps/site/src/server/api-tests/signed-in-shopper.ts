import type { ApiSite } from '../testing/api-site'

/** A shopper signed in on one tenant of an {@link ApiSite}: the headers their browser sends on a POST. */
export interface SignedInShopper {
  userId: string
  /** The session cookie alone. */
  cookie: Record<string, string>
  /** The session cookie and the session's CSRF token, as the site's own pages send them. */
  headers: Record<string, string>
}

/**
 * Signs a shopper in by one-time code on a tenant's host, reading the development code from the site's log.
 * @example const jo = await signedInShopper(site, 'bunya-range.localhost', '0412345678', '+61412345678')
 */
export async function signedInShopper(
  site: ApiSite,
  host: string,
  destination: string,
  normalised: string,
): Promise<SignedInShopper> {
  const requested = await site.request(host, 'POST', '/api/sign-in/code', { json: { destination } })
  if (requested.status !== 202) throw new Error(`code request answered ${requested.status}`)
  const prefix = `Sign-in code for ${normalised} on `
  const line = site.logged.findLast((entry) => entry.startsWith(prefix))
  const code = line?.slice(line.lastIndexOf(': ') + 2)
  if (!code) throw new Error(`no sign-in code logged for ${normalised}`)
  const verified = await site.request(host, 'POST', '/api/sign-in/verify', { json: { destination, code } })
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`)
  const cookie = { cookie: (verified.headers.get('set-cookie') ?? '').split(';')[0] ?? '' }
  return {
    userId: String((verified.body.user as { id: string }).id),
    cookie,
    headers: { ...cookie, 'x-csrf-token': String(verified.body.csrfToken) },
  }
}
