import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AccountStore, User } from '@forecourt/site-storage'
import { signInRedirect, type SignInType } from '@forecourt/tenant-config'
import { accountMessages, csrfFailure, csrfFailureMessage, sessionFor, type Clock } from '../accounts'
import { sendJson } from '../http/responses'

/** What {@link signedInShopper} needs: the tenant's accounts and the page a signed-out shopper signs in for. */
export interface ShopperSessionContext {
  tenant: string
  accounts: AccountStore
  clock: Clock
}

/**
 * The signed-in shopper of a cookie-authenticated POST that passes the CSRF check (session token header, Origin
 * of this site), or null after answering: 401 with the sign-in address that leads back to `page`, or 403.
 * @example const user = await signedInShopper(req, res, context, 'online-payment', '/online-payment'); if (!user) return true
 */
export async function signedInShopper(
  req: IncomingMessage,
  res: ServerResponse,
  context: ShopperSessionContext,
  type: SignInType,
  page: string,
): Promise<User | null> {
  const session = await sessionFor(req, context.tenant, context.accounts, context.clock)
  if (!session) {
    sendJson(
      res,
      401,
      { message: accountMessages.signInFirst, redirect: signInRedirect(type, page) },
      'no-store',
    )
    return null
  }
  if (csrfFailure(req, session.csrfToken)) {
    sendJson(res, 403, { message: csrfFailureMessage }, 'no-store')
    return null
  }
  return session.user
}
