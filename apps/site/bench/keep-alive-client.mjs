// @ts-check
// The load side of `pnpm bench`. On a 2-core machine the client shares the CPU with the server it measures: Node's
// http.request costs about 0.35 ms of CPU per request, which at 50 concurrent lead POSTs took a fifth of the machine
// from the server. This client sends requests encoded in advance over kept-alive sockets and frames answers by their
// Content-Length, for about a quarter of that.
import { connect } from 'node:net'

/**
 * @typedef {{ method?: string, path: string, headers?: Record<string, string>, body?: string }} RequestSpec
 * @typedef {{ status: number, headers: Record<string, string>, body: Buffer }} Answer
 * @typedef {Answer & { ms: number }} TimedAnswer
 */

/**
 * Encodes one HTTP/1.1 request, ahead of the timed run, so that timing covers the exchange and not the encoding.
 * A body gets its Content-Length; the connection is kept alive by HTTP/1.1's default.
 * @param {RequestSpec} request
 * @returns {Buffer}
 * @example encodeRequest({ method: 'POST', path: '/api/leads', headers: { host: 'example.localhost' }, body: '{}' })
 */
export function encodeRequest({ method = 'GET', path, headers = {}, body }) {
  const payload = body === undefined ? null : Buffer.from(body, 'utf8')
  let head = `${method} ${path} HTTP/1.1\r\n`
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`
  if (payload) head += `content-length: ${payload.length}\r\n`
  head += '\r\n'
  return payload ? Buffer.concat([Buffer.from(head, 'latin1'), payload]) : Buffer.from(head, 'latin1')
}

/**
 * Frames HTTP/1.1 answers out of a socket's chunks, however the chunks split them. Answers must carry a
 * Content-Length (or be 204 or 304): a chunked answer is refused with an error naming the reason, since a
 * measurement must not guess where an answer ends.
 * @returns {(chunk: Buffer) => Answer[]} takes the next chunk; answers every answer it completes, in order
 * @example
 * const read = createAnswerReader()
 * read(Buffer.from('HTTP/1.1 201 Created\r\ncontent-length: 2\r\n\r\n{}')) // [{ status: 201, headers, body }]
 */
export function createAnswerReader() {
  let buffered = Buffer.alloc(0)
  /** @type {{ status: number, headers: Record<string, string>, bodyStart: number, end: number } | null} */
  let current = null
  return (chunk) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk])
    /** @type {Answer[]} */
    const answers = []
    for (;;) {
      if (!current) {
        const headEnd = buffered.indexOf('\r\n\r\n')
        if (headEnd < 0) return answers
        current = readHead(buffered.subarray(0, headEnd).toString('latin1'), headEnd + 4)
      }
      if (buffered.length < current.end) return answers
      answers.push({
        status: current.status,
        headers: current.headers,
        body: buffered.subarray(current.bodyStart, current.end),
      })
      buffered = buffered.subarray(current.end)
      current = null
    }
  }
}

/**
 * @param {string} head the status line and headers, without the blank line
 * @param {number} bodyStart
 */
function readHead(head, bodyStart) {
  const [statusLine = '', ...lines] = head.split('\r\n')
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)
  if (!match) throw new Error(`Not an HTTP/1.1 answer: ${JSON.stringify(statusLine.slice(0, 80))}`)
  const status = Number(match[1])
  /** @type {Record<string, string>} */
  const headers = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  if (headers['transfer-encoding']) {
    throw new Error(
      `The answer (${status}) is sent with transfer-encoding ${headers['transfer-encoding']}; ` +
        'the bench client reads answers by Content-Length only',
    )
  }
  const length = status === 204 || status === 304 ? 0 : Number(headers['content-length'])
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new Error(
      `The answer (${status}) has no Content-Length; the bench client cannot tell where it ends`,
    )
  }
  return { status, headers, bodyStart, end: bodyStart + length }
}

/**
 * One kept-alive connection that carries one request at a time and times each from its first byte sent to the
 * answer's last byte received.
 * @param {{ port: number, host?: string }} target
 * @returns {Promise<{ send(request: Buffer): Promise<TimedAnswer>, close(): void }>}
 * @example
 * const connection = await openConnection({ port })
 * const { status, ms } = await connection.send(encodeRequest({ path: '/robots.txt', headers: { host: 'localhost' } }))
 */
export function openConnection({ port, host = '127.0.0.1' }) {
  return new Promise((opened, failed) => {
    const socket = connect({ port, host, noDelay: true })
    const read = createAnswerReader()
    /** @type {{ started: bigint, resolve: (answer: TimedAnswer) => void, reject: (error: Error) => void } | null} */
    let waiting = null
    /** @type {Error | null} */
    let closed = null

    const fail = (/** @type {Error} */ error) => {
      closed ??= error
      const request = waiting
      waiting = null
      request?.reject(closed)
    }
    socket.on('data', (chunk) => {
      let answers
      try {
        answers = read(chunk)
      } catch (error) {
        fail(/** @type {Error} */ (error))
        socket.destroy()
        return
      }
      for (const answer of answers) {
        const request = waiting
        if (!request) {
          fail(new Error(`An answer (${answer.status}) arrived with no request waiting`))
          socket.destroy()
          return
        }
        waiting = null
        request.resolve({ ...answer, ms: Number(process.hrtime.bigint() - request.started) / 1e6 })
      }
    })
    socket.once('connect', () => {
      socket.off('error', failed)
      socket.on('error', fail)
      opened({
        send: (request) =>
          new Promise((resolve, reject) => {
            if (closed) return reject(closed)
            if (waiting) return reject(new Error('A connection carries one request at a time'))
            waiting = { started: process.hrtime.bigint(), resolve, reject }
            socket.write(request)
          }),
        close: () => {
          closed ??= new Error('The connection was closed by the bench')
          socket.end()
        },
      })
    })
    socket.once('error', failed)
    socket.on('close', () => fail(new Error('The server closed the connection before answering')))
  })
}
