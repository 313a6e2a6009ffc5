import type { Client } from 'pg'
import type { SqlListener } from './sql'
import { ownConnection } from './sql-postgres-connection'

/** How long to wait before each attempt to connect again, then the last one over and over. */
const reconnectDelaysMs = [250, 1_000, 5_000, 15_000, 30_000]

const channelName = /^[a-z_][a-z0-9_]*$/

/**
 * Listens to a PostgreSQL channel on a connection of its own (a pooled connection cannot hold a `LISTEN`). A lost
 * connection is made again, sooner at first and then every 30 s, and the listener hears `resumed` once it is back.
 * The first connection's failure reaches the caller, so a server with a wrong DATABASE_URL does not start. Answers
 * a stop, which ends the connection and any attempt to make it again.
 * @example const stop = await listenToPostgres(url, 'forecourt_stock', { notice: console.log, resumed() {} }, console.error)
 */
export async function listenToPostgres(
  connectionString: string,
  channel: string,
  listener: SqlListener,
  log: (message: string) => void,
): Promise<() => Promise<void>> {
  if (!channelName.test(channel))
    throw new Error(`'${channel}' is not a channel name this storage listens to`)
  let client: Client | null = null
  let stopped = false
  let failures = 0
  let timer: NodeJS.Timeout | null = null

  const connect = () =>
    ownConnection(connectionString, lost, (made) => {
      made.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) listener.notice(message.payload)
      })
      return made.query(`LISTEN ${channel}`)
    })

  const lost = (which: Client, reason: string) => {
    if (stopped || which !== client) return
    client = null
    which.end().catch(() => {})
    log(`storage: listening to ${channel} lost (${reason}); connecting again`)
    reconnectLater()
  }

  const reconnectLater = () => {
    const delay = reconnectDelaysMs[Math.min(failures, reconnectDelaysMs.length - 1)]
    failures += 1
    timer = setTimeout(() => {
      timer = null
      connect().then(
        async (made) => {
          if (stopped) return made.end()
          client = made
          failures = 0
          log(`storage: listening to ${channel} again`)
          listener.resumed()
        },
        (error: unknown) => {
          if (stopped) return
          log(
            `storage: listening to ${channel} failed (${error instanceof Error ? error.message : String(error)}); trying again`,
          )
          reconnectLater()
        },
      )
    }, delay)
    // Trying again never keeps a process alive on its own.
    timer.unref()
  }

  client = await connect()
  return async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    const current = client
    client = null
    await current?.end()
  }
}
