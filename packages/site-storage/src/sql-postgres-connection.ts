import { Client } from 'pg'

/**
 * A connection to PostgreSQL of its own, outside the pool, for what a pooled connection cannot do: hold a `LISTEN`
 * or a session's advisory locks. `lost` hears that the connection is gone (an error or its end; both can come from
 * one loss, so it is told of the client and acts on the first). `setup` runs once connected; when connecting or
 * `setup` fails, the connection is ended and the error reaches the caller.
 * @example const client = await ownConnection(url, (client, reason) => console.error(reason), (c) => c.query('LISTEN x'))
 */
export async function ownConnection(
  connectionString: string,
  lost: (client: Client, reason: string) => void,
  setup?: (client: Client) => Promise<unknown>,
): Promise<Client> {
  const made = new Client({ connectionString })
  made.on('error', (error) => lost(made, error.message))
  made.on('end', () => lost(made, 'the connection ended'))
  try {
    await made.connect()
    await setup?.(made)
    return made
  } catch (error) {
    made.end().catch(() => {})
    throw error
  }
}
