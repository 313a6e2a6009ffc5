import { createServer } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createAnswerReader, encodeRequest, openConnection } from './keep-alive-client.mjs'

describe('encodeRequest', () => {
  it('writes the request line, the headers and the body with its length in bytes', () => {
    const bytes = encodeRequest({
      method: 'POST',
      path: '/api/leads',
      headers: { host: 'example.localhost', 'content-type': 'application/json' },
      body: '{"name":"Zoë"}',
    })
    expect(bytes.toString('utf8')).toBe(
      'POST /api/leads HTTP/1.1\r\nhost: example.localhost\r\ncontent-type: application/json\r\n' +
        'content-length: 15\r\n\r\n{"name":"Zoë"}',
    )
  })

  it('sends GET without a body or a length', () => {
    expect(encodeRequest({ path: '/', headers: { host: 'a' } }).toString()).toBe(
      'GET / HTTP/1.1\r\nhost: a\r\n\r\n',
    )
  })
})

describe('createAnswerReader', () => {
  const two =
    'HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{"lead_id":1}' +
    'HTTP/1.1 204 No Content\r\n\r\n'

  it('frames answers by Content-Length, with 204 empty', () => {
    const answers = createAnswerReader()(Buffer.from(two))
    expect(answers.map((answer) => [answer.status, answer.body.toString()])).toEqual([
      [201, '{"lead_id":1}'],
      [204, ''],
    ])
    expect(answers[0]?.headers['content-type']).toBe('application/json')
  })

  it('frames the same answers fed one byte at a time', () => {
    const read = createAnswerReader()
    const answers = [...Buffer.from(two)].flatMap((byte) => read(Buffer.from([byte])))
    expect(answers.map((answer) => [answer.status, answer.body.toString()])).toEqual([
      [201, '{"lead_id":1}'],
      [204, ''],
    ])
  })

  it.each([
    ['a chunked answer', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n', /Content-Length only/],
    [
      'an answer without a length',
      'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n',
      /no Content-Length/,
    ],
    ['something that is not HTTP', 'SSH-2.0-OpenSSH\r\n\r\n', /Not an HTTP\/1.1 answer/],
  ])('refuses %s with the reason', (_, text, message) => {
    expect(() => createAnswerReader()(Buffer.from(text))).toThrow(message)
  })
})

describe('openConnection', () => {
  /** @type {import('node:http').Server | null} */
  let server = null
  afterEach(() => new Promise((done) => (server ? server.close(() => done(undefined)) : done(undefined))))

  /** @param {import('node:http').RequestListener} listener */
  const serve = (listener) =>
    new Promise((listening) => {
      server = createServer(listener).listen(0, '127.0.0.1', () => {
        const address = server?.address()
        listening(typeof address === 'object' && address ? address.port : 0)
      })
    })

  it('carries requests one after another over one socket and times each', async () => {
    const clientPorts = new Set()
    const port = await serve((req, res) => {
      clientPorts.add(req.socket.remotePort)
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        res.statusCode = 201
        res.setHeader('content-type', 'text/plain')
        res.end(`got ${body}`)
      })
    })
    const connection = await openConnection({ port })
    const request = (text) =>
      encodeRequest({ method: 'POST', path: '/', headers: { host: 'localhost' }, body: text })
    const first = await connection.send(request('one'))
    const second = await connection.send(request('two'))
    connection.close()
    expect([first.status, first.body.toString(), second.body.toString()]).toEqual([201, 'got one', 'got two'])
    expect(first.ms).toBeGreaterThan(0)
    expect(clientPorts.size).toBe(1)
  })

  it('refuses a second request while the first is unanswered', async () => {
    const port = await serve((_, res) => setTimeout(() => res.end('late'), 50))
    const connection = await openConnection({ port })
    const get = encodeRequest({ path: '/', headers: { host: 'localhost' } })
    const first = connection.send(get)
    await expect(connection.send(get)).rejects.toThrow('one request at a time')
    expect((await first).body.toString()).toBe('late')
    connection.close()
  })

  it('fails the waiting request when the server closes the connection', async () => {
    const port = await serve((req) => req.socket.destroy())
    const connection = await openConnection({ port })
    await expect(
      connection.send(encodeRequest({ path: '/', headers: { host: 'localhost' } })),
    ).rejects.toThrow('closed the connection before answering')
  })

  it('fails to open when nothing listens', async () => {
    // The port of a server just closed is free for any process to take (test files run in parallel). When another
    // server has taken it, the connection opens and proves nothing, so the test closes it and tries another port.
    /** @type {unknown} */
    let refused = null
    for (let attempt = 0; attempt < 5 && !refused; attempt++) {
      const port = await serve(() => {})
      await new Promise((closed) => server?.close(closed))
      server = null
      refused = await openConnection({ port }).then(
        (connection) => connection.close(),
        (/** @type {unknown} */ error) => error,
      )
    }
    expect(refused).toBeInstanceOf(Error)
    expect(/** @type {Error} */ (refused).message).toMatch(/ECONNREFUSED/)
  })
})
