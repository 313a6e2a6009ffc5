import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { endpointListener } from '../../http/endpoints'
import { accountEndpoints, type AccountEndpointContext } from '../account-endpoints'

/** A running test server of one tenant's account endpoints. */
export interface AccountServer {
  /** http://127.0.0.1:{port} */
  origin: string
  close(): Promise<void>
}

/**
 * Serves one tenant's account endpoints over real HTTP on 127.0.0.1 and a free port; anything else answers 418,
 * so a test sees when a request was not handled.
 * @example const server = await startAccountServer(context); await fetch(`${server.origin}/api/session`)
 */
export async function startAccountServer(context: AccountEndpointContext): Promise<AccountServer> {
  const listener = endpointListener(accountEndpoints(context))
  const server = createServer((req, res) => void listener(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
