import { parentPort } from 'node:worker_threads'
import { readFeed, type FeedFormat } from './stock-feed'

// A feed read on a thread of its own: parsing and checking 10,000 cars takes most of a second, which on the server's
// own thread would hold every tenant's requests.
parentPort?.on('message', (message: { id: number; text: string; format: FeedFormat }) => {
  let reply: { id: number; reading: ReturnType<typeof readFeed> } | { id: number; failure: string }
  try {
    reply = { id: message.id, reading: readFeed(message.text, message.format) }
  } catch (error) {
    reply = {
      id: message.id,
      failure: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }
  }
  parentPort?.postMessage(reply)
})
