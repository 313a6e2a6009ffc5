import type { IncomingMessage } from 'node:http'
import { sessionFor } from '@forecourt/site-server'
import type { Storage, User } from '@forecourt/site-storage'
import type { Clock } from '../site-clock'

/** Who sent a request: its signed-in shopper, read once per request. */
export interface ShopperSessions {
  /** The request's signed-in shopper, or null. */
  user: (req: IncomingMessage) => Promise<User | null>
  /** Whether a shopper is signed in. */
  signedIn: (req: IncomingMessage) => Promise<boolean>
}

/**
 * A tenant's shopper sessions: a request's session is read once however many checks ask (the gate of a gated
 * endpoint, then the endpoint itself), on the real clock, whatever the demo clock says.
 * @example const sessions = createShopperSessions('wattle-bay-kia', storage.accounts, () => new Date())
 */
export function createShopperSessions(
  tenant: string,
  accounts: Storage['accounts'],
  realClock: Clock,
): ShopperSessions {
  const usersOfRequests = new WeakMap<IncomingMessage, Promise<User | null>>()
  const user = (req: IncomingMessage): Promise<User | null> => {
    let found = usersOfRequests.get(req)
    if (!found) {
      found = sessionFor(req, tenant, accounts, realClock).then((session) => session?.user ?? null)
      usersOfRequests.set(req, found)
    }
    return found
  }
  return { user, signedIn: async (req) => (await user(req)) !== null }
}
