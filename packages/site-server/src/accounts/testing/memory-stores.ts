import type { AccountStore, User, WatchlistStore } from '@forecourt/site-storage'
import type { CodeSender } from '../code-sender'

interface StoredCode {
  codeHash: string
  expiresAt: Date
  attempts: number
  used: boolean
}

interface StoredSession {
  userId: string
  csrfToken: string
  expiresAt: Date
}

/** An {@link AccountStore} in memory, with what tests look at exposed. */
export interface MemoryAccountStore extends AccountStore {
  /** Live and expired sessions by `${tenant}\n${tokenHash}`. */
  readonly sessions: ReadonlyMap<string, StoredSession>
  /** Latest code per `${tenant}\n${destination}`. */
  readonly codes: ReadonlyMap<string, StoredCode>
}

/**
 * An account store in memory that keeps the interface's promises (tenant scoping, hashed codes replaced by newer
 * ones, 5 counted attempts, expiry), for tests of code written against {@link AccountStore}.
 * @example const accounts = memoryAccountStore()
 */
export function memoryAccountStore(): MemoryAccountStore {
  const users = new Map<string, User>()
  const codes = new Map<string, StoredCode>()
  const codeTimes = new Map<string, Date[]>()
  const sessions = new Map<string, StoredSession>()
  let nextId = 1
  const key = (tenant: string, part: string) => `${tenant}\n${part}`
  const own = (tenant: string, id: string) => {
    const user = users.get(id)
    return user && user.tenant === tenant ? user : null
  }

  return {
    sessions,
    codes,
    userFor(tenant, identity) {
      const found = [...users.values()].find(
        (user) =>
          user.tenant === tenant &&
          ((identity.email !== undefined && user.email === identity.email) ||
            (identity.email === undefined && identity.phone !== undefined && user.phone === identity.phone)),
      )
      if (found) return Promise.resolve({ ...found })
      const user: User = {
        id: `user-${nextId++}`,
        tenant,
        email: identity.email ?? null,
        phone: identity.phone ?? null,
      }
      users.set(user.id, user)
      return Promise.resolve({ ...user })
    },
    userById(tenant, id) {
      const user = own(tenant, id)
      return Promise.resolve(user ? { ...user } : null)
    },
    setPhone(tenant, userId, phone) {
      const user = own(tenant, userId)
      if (!user) return Promise.resolve(null)
      user.phone = phone
      return Promise.resolve({ ...user })
    },
    createCode(tenant, code) {
      const at = key(tenant, code.destination)
      codes.set(at, { codeHash: code.codeHash, expiresAt: code.expiresAt, attempts: 0, used: false })
      // Creation time: the expiry less the 10 minutes a code lives.
      codeTimes.set(at, [...(codeTimes.get(at) ?? []), new Date(code.expiresAt.valueOf() - 10 * 60 * 1000)])
      return Promise.resolve()
    },
    consumeCode(tenant, destination, codeHash, now) {
      const code = codes.get(key(tenant, destination))
      if (!code) return Promise.resolve(false)
      code.attempts += 1
      const ok = !code.used && code.attempts <= 5 && now < code.expiresAt && code.codeHash === codeHash
      if (ok) code.used = true
      return Promise.resolve(ok)
    },
    codesSince(tenant, destination, since) {
      const times = codeTimes.get(key(tenant, destination)) ?? []
      return Promise.resolve(times.filter((time) => time >= since).length)
    },
    createSession(tenant, session) {
      sessions.set(key(tenant, session.tokenHash), {
        userId: session.userId,
        csrfToken: session.csrfToken,
        expiresAt: session.expiresAt,
      })
      return Promise.resolve()
    },
    session(tenant, tokenHash, now) {
      const session = sessions.get(key(tenant, tokenHash))
      const user = session ? own(tenant, session.userId) : null
      if (!session || !user || now >= session.expiresAt) return Promise.resolve(null)
      return Promise.resolve({ user: { ...user }, csrfToken: session.csrfToken })
    },
    deleteSession(tenant, tokenHash) {
      sessions.delete(key(tenant, tokenHash))
      return Promise.resolve()
    },
  }
}

/**
 * A watchlist store in memory, most recently saved first, scoped by tenant and user.
 * @example const watchlist = memoryWatchlistStore()
 */
export function memoryWatchlistStore(): WatchlistStore {
  const lists = new Map<string, number[]>()
  const key = (tenant: string, userId: string) => `${tenant}\n${userId}`
  return {
    add(tenant, userId, carId) {
      const list = (lists.get(key(tenant, userId)) ?? []).filter((id) => id !== carId)
      lists.set(key(tenant, userId), [carId, ...list])
      return Promise.resolve()
    },
    remove(tenant, userId, carId) {
      lists.set(
        key(tenant, userId),
        (lists.get(key(tenant, userId)) ?? []).filter((id) => id !== carId),
      )
      return Promise.resolve()
    },
    list: (tenant, userId) => Promise.resolve([...(lists.get(key(tenant, userId)) ?? [])]),
  }
}

/** A code sender that keeps what it sent, for tests. */
export interface RecordingCodeSender extends CodeSender {
  readonly sent: { tenant: string; destination: string; code: string; siteName: string }[]
  /** The code last sent to a destination. */
  lastCode(destination: string): string | undefined
}

/**
 * A code sender that records every code instead of delivering it.
 * @example const codes = recordingCodeSender(); …; codes.lastCode('+61412345678')
 */
export function recordingCodeSender(): RecordingCodeSender {
  const sent: RecordingCodeSender['sent'] = []
  return {
    sent,
    send(tenant, destination, code, siteName) {
      sent.push({ tenant, destination, code, siteName })
      return Promise.resolve()
    },
    lastCode: (destination) => sent.findLast((item) => item.destination === destination)?.code,
  }
}
