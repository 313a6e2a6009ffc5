import { Worker } from 'node:worker_threads'
import { readFeed, type FeedFormat, type FeedReading } from './stock-feed'

/** Reads feeds (parse and check) away from the caller's thread. */
export interface FeedReader {
  /** What {@link readFeed} answers for the feed, read on the reader's thread. */
  read(text: string, format: FeedFormat): Promise<FeedReading>
  /** Ends the reader's thread; a feed read after starts it again. */
  close(): Promise<void>
}

/**
 * Reads stock feeds on a worker thread, so a 10,000-car feed (most of a second of parsing and checking) never holds
 * the requests of every tenant of the server. One thread, started with the first feed and kept for the next ones (it
 * does not keep the process alive); feeds are read one after another in the order sent. A thread that fails is
 * replaced at the next feed, and the feeds it was reading fail with its error.
 * @example const reader = feedReaderThread(); const reading = await reader.read(csv, 'csv')
 */
export function feedReaderThread(workerUrl: URL = new URL('./feed-worker.js', import.meta.url)): FeedReader {
  let worker: Worker | null = null
  let lastId = 0
  const waiting = new Map<number, { done: (reading: FeedReading) => void; fail: (error: Error) => void }>()
  const failAll = (error: Error) => {
    for (const { fail } of waiting.values()) fail(error)
    waiting.clear()
    worker = null
  }
  const started = (): Worker => {
    if (worker) return worker
    const thread = new Worker(workerUrl)
    thread.unref()
    thread.on('message', (reply: { id: number; reading?: FeedReading; failure?: string }) => {
      const entry = waiting.get(reply.id)
      waiting.delete(reply.id)
      if (waiting.size === 0) thread.unref()
      if (!entry) return
      if (reply.reading) entry.done(reply.reading)
      else entry.fail(new Error(`reading the feed failed: ${reply.failure ?? 'no answer'}`))
    })
    thread.on('error', (error) => failAll(error))
    thread.on('exit', (code) => {
      if (worker === thread) failAll(new Error(`the feed reader's thread stopped (exit code ${code})`))
    })
    worker = thread
    return thread
  }
  return {
    read: (text, format) =>
      new Promise<FeedReading>((done, fail) => {
        const thread = started()
        lastId += 1
        waiting.set(lastId, { done, fail })
        // Kept alive while a feed is being read, so the answer is not lost to a process ending.
        thread.ref()
        thread.postMessage({ id: lastId, text, format })
      }),
    close: async () => {
      const thread = worker
      failAll(new Error('the feed reader was closed'))
      if (thread) await thread.terminate()
    },
  }
}

/**
 * Reads feeds on the caller's thread: what a command that does nothing else (`pnpm stock import`) and tests use.
 * @example await sameThreadFeedReader.read(ndjson, 'ndjson')
 */
export const sameThreadFeedReader: FeedReader = {
  read: (text, format) => Promise.resolve(readFeed(text, format)),
  close: () => Promise.resolve(),
}
