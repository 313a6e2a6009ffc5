import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readJsonObject } from './request-body'

let server: Server
let port = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    void readJsonObject(req, 64).then((read) => res.end(JSON.stringify(read)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends chunks without a content-length (chunked), as a client that does not declare its size would. */
const sendChunked = (chunks: string[]) =>
  new Promise<unknown>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/' }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
      res.on('end', () => resolve(JSON.parse(text)))
    })
    req.on('error', reject)
    for (const chunk of chunks) req.write(chunk)
    req.end()
  })

describe('readJsonObject: bodies at most 8 KB (here 64 bytes)', () => {
  it('reads a JSON object sent in chunks', async () => {
    expect(await sendChunked(['{"a":', '1}'])).toEqual({ ok: true, body: { a: 1 } })
  })

  it('refuses a body that grows past the limit without declaring its size', async () => {
    expect(await sendChunked(['{"a":"', 'x'.repeat(100), '"}'])).toEqual({
      ok: false,
      status: 413,
      message: 'Request body too large',
    })
  })
})
