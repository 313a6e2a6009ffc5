import { createServer as createHttpServer, type IncomingMessage } from 'node:http'
import { createServer as createTcpServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { createTransport } from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CodeChannelUnavailable,
  codeSenderFromEnv,
  emailCodeSender,
  logCodeSender,
  signInMessage,
  smtpTransport,
  webhookCodeSender,
} from './code-sender'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

/** A webhook receiver on 127.0.0.1 that answers `status` and keeps what it was sent. */
async function webhook(status = 204) {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = []
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
      })
      res.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sign-in`, received }
}

/** The smallest SMTP server nodemailer will talk to; keeps each message's envelope and data. */
async function smtpServer() {
  const messages: { from: string; to: string[]; data: string }[] = []
  const server = createTcpServer((socket) => {
    let buffer = ''
    let current = { from: '', to: [] as string[], data: '' }
    let inData = false
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            messages.push(current)
            current = { from: '', to: [], data: '' }
            socket.write('250 queued\r\n')
          } else current.data += `${line}\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'MAIL') current.from = line
        if (verb === 'RCPT') current.to.push(line)
        if (verb === 'DATA') inData = true
        if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write(verb === 'DATA' ? '354 go on\r\n' : '250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  return { url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, messages }
}

describe('code senders', () => {
  it('the development sender writes the code to the server log', async () => {
    const lines: string[] = []
    await logCodeSender((line) => lines.push(line)).send('tenant-a', 'jo@example.com', '042917', 'Tenant A')
    expect(lines).toEqual(['Sign-in code for jo@example.com on tenant-a: 042917'])
  })

  it('the message names the site and the 10 minutes', () => {
    expect(signInMessage('042917', 'Wattle Bay Kia')).toBe(
      '042917 is your Wattle Bay Kia sign-in code. It expires in 10 minutes. If you did not ask for it, ignore this message.',
    )
  })

  it('the webhook sender POSTs { tenant, channel, destination, message } with the bearer token', async () => {
    const hook = await webhook()
    const sender = webhookCodeSender({ url: hook.url, token: 'hook-token' })
    await sender.send('tenant-a', '+61412345678', '042917', 'Tenant A')
    await sender.send('tenant-a', 'jo@example.com', '123456', 'Tenant A')
    expect(hook.received.map((item) => item.body)).toEqual([
      {
        tenant: 'tenant-a',
        channel: 'sms',
        destination: '+61412345678',
        message: signInMessage('042917', 'Tenant A'),
      },
      {
        tenant: 'tenant-a',
        channel: 'email',
        destination: 'jo@example.com',
        message: signInMessage('123456', 'Tenant A'),
      },
    ])
    expect(hook.received[0]?.headers.authorization).toBe('Bearer hook-token')
    expect(hook.received[0]?.headers['content-type']).toBe('application/json')
  })

  it('a webhook that answers an error fails the send', async () => {
    const hook = await webhook(500)
    await expect(
      webhookCodeSender({ url: hook.url }).send('t', '+61412345678', '000000', 'T'),
    ).rejects.toThrow(/answered 500/)
  })

  it('a webhook address must be http(s)', () => {
    expect(() => webhookCodeSender({ url: 'file:///etc/passwd' })).toThrow(/http\(s\)/)
  })

  it('the email sender builds a message from the site through nodemailer', async () => {
    const transport = createTransport({ jsonTransport: true })
    const sent: string[] = []
    const sender = emailCodeSender({
      transport: {
        sendMail: (message) => transport.sendMail(message).then((info) => sent.push(info.message)),
      },
      from: 'no-reply@dealer.com.au',
    })
    await sender.send('tenant-a', 'jo@example.com', '042917', 'Wattle Bay Kia')
    const message = JSON.parse(sent[0] ?? '{}') as Record<string, unknown>
    expect(message).toMatchObject({
      from: { name: 'Wattle Bay Kia', address: 'no-reply@dealer.com.au' },
      to: [{ address: 'jo@example.com', name: '' }],
      subject: '042917 is your Wattle Bay Kia sign-in code',
      text: signInMessage('042917', 'Wattle Bay Kia'),
    })
    await expect(sender.send('tenant-a', '+61412345678', '042917', 'Wattle Bay Kia')).rejects.toBeInstanceOf(
      CodeChannelUnavailable,
    )
  })

  it('smtpTransport delivers over SMTP', async () => {
    const smtp = await smtpServer()
    const sender = emailCodeSender({ transport: smtpTransport(smtp.url), from: 'no-reply@dealer.com.au' })
    await sender.send('tenant-a', 'jo@example.com', '042917', 'Wattle Bay Kia')
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]?.to).toEqual(['RCPT TO:<jo@example.com>'])
    expect(smtp.messages[0]?.data).toContain('042917 is your Wattle Bay Kia sign-in code')
  })
})

describe('codeSenderFromEnv', () => {
  it('in development without services, both channels go to the log', async () => {
    const lines: string[] = []
    const sender = codeSenderFromEnv({}, (line) => lines.push(line))
    await sender.send('t', '+61412345678', '111111', 'T')
    await sender.send('t', 'jo@example.com', '222222', 'T')
    expect(lines).toEqual([
      'Sign-in codes: email codes written to this log; sms codes written to this log',
      'Sign-in code for +61412345678 on t: 111111',
      'Sign-in code for jo@example.com on t: 222222',
    ])
  })

  it('in production without services, sign-in is refused with a message rather than logging codes', async () => {
    const lines: string[] = []
    const sender = codeSenderFromEnv({ NODE_ENV: 'production' }, (line) => lines.push(line))
    await expect(sender.send('t', '+61412345678', '111111', 'T')).rejects.toThrow(
      'Sign-in by mobile is not available on this site. Please use your email address.',
    )
    expect(lines).toEqual(['Sign-in codes: email sign-in disabled; sms sign-in disabled'])
  })

  it('SIGN_IN_WEBHOOK_URL carries both channels', async () => {
    const hook = await webhook()
    const lines: string[] = []
    const sender = codeSenderFromEnv({ SIGN_IN_WEBHOOK_URL: hook.url, NODE_ENV: 'production' }, (line) =>
      lines.push(line),
    )
    await sender.send('t', '+61412345678', '111111', 'T')
    await sender.send('t', 'jo@example.com', '222222', 'T')
    expect(hook.received.map((item) => (item.body as { channel: string }).channel)).toEqual(['sms', 'email'])
    expect(lines).toEqual(['Sign-in codes: email by webhook; SMS by webhook'])
  })

  it('SMTP_URL takes email, the webhook keeps SMS; From defaults to no-reply@ the SMTP host', async () => {
    const hook = await webhook()
    const smtp = await smtpServer()
    const lines: string[] = []
    const sender = codeSenderFromEnv({ SMTP_URL: smtp.url, SIGN_IN_WEBHOOK_URL: hook.url }, (line) =>
      lines.push(line),
    )
    await sender.send('t', 'jo@example.com', '222222', 'T')
    await sender.send('t', '+61412345678', '111111', 'T')
    expect(smtp.messages.map((message) => message.from)).toEqual(['MAIL FROM:<no-reply@127.0.0.1>'])
    expect(hook.received.map((item) => (item.body as { destination: string }).destination)).toEqual([
      '+61412345678',
    ])
    expect(lines).toEqual(['Sign-in codes: email by SMTP; SMS by webhook'])
  })

  it('SIGN_IN_EMAIL_FROM sets the From', async () => {
    const smtp = await smtpServer()
    const sender = codeSenderFromEnv(
      { SMTP_URL: smtp.url, SIGN_IN_EMAIL_FROM: 'Wattle Bay Kia <hello@wattlebaykia.com.au>' },
      () => {},
    )
    await sender.send('t', 'jo@example.com', '222222', 'T')
    expect(smtp.messages[0]?.from).toBe('MAIL FROM:<hello@wattlebaykia.com.au>')
    expect(smtp.messages[0]?.data).toContain('From: Wattle Bay Kia <hello@wattlebaykia.com.au>')
  })
})
