import type * as FsPromises from 'node:fs/promises'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CrmJob } from '@forecourt/site-storage'
import type { Tenant } from '@forecourt/tenant-config'
import { loadTenants } from '@forecourt/tenant-config/node'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { emailTransport, type Mailer } from './email-transport'
import { folderSink } from './folder-sink'
import { storedLead } from './testing/leads'
import { readSiteSettings } from '../settings/site-settings'
import { createTransportPicker, transportFor } from './transport'
import { webhookSignature, webhookTransport } from './webhook-transport'

// The folder sink's writes, counted as they start and end (the real writes still happen).
const sinkWrites = vi.hoisted(() => ({ inFlight: 0, most: 0, files: [] as string[] }))
vi.mock('node:fs/promises', async (importActual) => {
  const actual = await importActual<typeof FsPromises>()
  return {
    ...actual,
    writeFile: async (...args: Parameters<typeof actual.writeFile>) => {
      sinkWrites.inFlight += 1
      sinkWrites.most = Math.max(sinkWrites.most, sinkWrites.inFlight)
      sinkWrites.files.push(args[0] as string)
      try {
        return await actual.writeFile(...args)
      } finally {
        sinkWrites.inFlight -= 1
      }
    },
  }
})

const job: CrmJob = { id: 12, tenant: 'wattle-bay-kia', leadId: 'lead-1', attempts: 0, lead: storedLead() }
const document = '<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf/>\n'

describe('webhookTransport', () => {
  let server: Server
  let origin = ''
  const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => (body += chunk))
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, headers: request.headers, body })
        if (request.url?.startsWith('/slow')) return // never answers
        if (request.url?.startsWith('/reject'))
          return response.writeHead(422).end('  Invalid ADF: no vendor  ')
        response.writeHead(202).end()
      })
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise<void>((done) => server.close(() => done()))
  })

  it('signs the body with HMAC-SHA256', () => {
    expect(webhookSignature('<adf/>', 'secret')).toBe(
      'sha256=894b0795201cba2d1169cba96910983bb79162d5547dfb5129f643d781326560',
    )
  })

  it('POSTs the document as application/xml, signed, naming the lead and job', async () => {
    const transport = webhookTransport({
      url: `${origin}/leads?token=t0k3n`,
      secret: 'shh',
      source: 'CRM_URL',
    })
    await transport.deliver(document, job)
    const request = received.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/leads?token=t0k3n')
    expect(request.body).toBe(document)
    expect(request.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(request.headers['x-forecourt-signature']).toBe(webhookSignature(document, 'shh'))
    expect(request.headers['x-forecourt-lead-id']).toBe('lead-1')
    expect(request.headers['x-forecourt-job-id']).toBe('12')
    expect(transport.description).toBe('webhook from CRM_URL (signed)')
  })

  it('sends no signature header without a secret', async () => {
    await webhookTransport({ url: `${origin}/leads` }).deliver(document, job)
    expect(received.at(-1)?.headers['x-forecourt-signature']).toBeUndefined()
  })

  it('fails on a non-2xx answer with its status and the start of its text, never the URL', async () => {
    const attempt = webhookTransport({ url: `${origin}/reject?token=t0k3n` }).deliver(document, job)
    await expect(attempt).rejects.toThrow(/^CRM webhook answered 422: Invalid ADF: no vendor$/)
  })

  it('fails when the CRM does not answer in time', async () => {
    const attempt = webhookTransport({ url: `${origin}/slow`, timeoutMs: 50 }).deliver(document, job)
    await expect(attempt).rejects.toThrow('CRM webhook did not answer within 0.05 s')
  })

  it('fails when the CRM cannot be reached, without the URL in the message', async () => {
    // The port of a server just closed is free for any process to take (test files run in parallel). When another
    // server has taken it, the request is not refused and proves nothing, so it is made again on another port.
    let message = ''
    for (let tries = 0; tries < 5 && !message.includes('ECONNREFUSED'); tries++) {
      const closed = createServer()
      await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
      const port = (closed.address() as AddressInfo).port
      await new Promise<void>((done) => closed.close(() => done()))
      const attempt = webhookTransport({ url: `http://127.0.0.1:${port}/hook/s3cret` }).deliver(document, job)
      message = await attempt.then(
        () => 'delivered',
        (error: unknown) => (error instanceof Error ? error.message : 'not an Error'),
      )
    }
    expect(message).toMatch(/^CRM webhook request failed: .*ECONNREFUSED/)
    expect(message).not.toContain('s3cret')
  })
})

describe('emailTransport', () => {
  it('mails the ADF as the plain-text body and as lead-{id}.xml', async () => {
    const raw: string[] = []
    const stream = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    const mailer: Mailer = {
      sendMail: async (message) => {
        const info = await stream.sendMail(message)
        raw.push(Buffer.isBuffer(info.message) ? info.message.toString('utf8') : '')
      },
    }
    const transport = emailTransport({ to: 'leads@crm.example', from: 'web@wattlebaykia.example', mailer })
    await transport.deliver(document, job)
    expect(transport.description).toBe('email to leads@crm.example')
    const message = raw[0] ?? ''
    expect(message).toContain('To: leads@crm.example')
    expect(message).toContain('From: web@wattlebaykia.example')
    expect(message).toContain('Subject: ADF lead lead-1')
    expect(message).toContain('Content-Type: text/plain')
    expect(message).toContain('<?adf version="1.0"?>')
    expect(message).toMatch(/Content-Type: application\/xml; name=lead-lead-1\.xml/)
    expect(message).toMatch(/^X-Forecourt-Lead-Id: lead-1$/im)
  })

  it('fails when the SMTP server refuses the message', async () => {
    const mailer: Mailer = { sendMail: () => Promise.reject(new Error('550 mailbox unavailable')) }
    const attempt = emailTransport({ to: 'a@b.example', from: 'c@d.example', mailer }).deliver(document, job)
    await expect(attempt).rejects.toThrow('550 mailbox unavailable')
  })
})

describe('folderSink', () => {
  it('writes {dir}/{tenant}/{leadId}-{jobId}.xml, with names that cannot leave the folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crm-sink-'))
    try {
      const sink = folderSink(dir)
      await sink.deliver(document, job)
      expect(await readFile(join(dir, 'wattle-bay-kia', 'lead-1-12.xml'), 'utf8')).toBe(document)
      await sink.deliver(document, { ...job, tenant: '../escape', leadId: '../../x/y' })
      expect((await readdir(dir)).sort()).toEqual(['__escape', 'wattle-bay-kia'])
      expect(await readdir(join(dir, '__escape'))).toEqual(['__.._x_y-12.xml'])
      expect(sink.description).toBe(`folder sink ${resolve(dir)}`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('makes the folder again when it was deleted between documents, and reports other write errors', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crm-sink-'))
    try {
      const sink = folderSink(dir)
      await sink.deliver(document, job)
      await rm(join(dir, 'wattle-bay-kia'), { recursive: true })
      await sink.deliver(document, { ...job, id: 13 })
      expect(await readdir(join(dir, 'wattle-bay-kia'))).toEqual(['lead-1-13.xml'])
      await rm(join(dir, 'wattle-bay-kia'), { recursive: true })
      await writeFile(join(dir, 'wattle-bay-kia'), 'a file where the folder should be')
      await expect(sink.deliver(document, job)).rejects.toThrow(/ENOTDIR|EEXIST/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('writes the documents handed over together one at a time, in the order given, past a failed one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crm-sink-'))
    try {
      const sink = folderSink(dir)
      await mkdir(join(dir, 'wattle-bay-kia'))
      await writeFile(join(dir, 'not-a-folder'), 'a file where a folder should be')
      sinkWrites.most = 0
      sinkWrites.files = []
      const batch = [1, 2, 3, 4, 5, 6].map((id) => ({
        ...job,
        id,
        tenant: id === 3 ? 'not-a-folder' : 'wattle-bay-kia',
      }))
      const outcomes = await Promise.allSettled(batch.map((each) => sink.deliver(document, each)))
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ])
      expect(sinkWrites.most).toBe(1)
      expect(sinkWrites.files.map((file) => file.slice(dir.length + 1))).toEqual([
        'wattle-bay-kia/lead-1-1.xml.tmp',
        'wattle-bay-kia/lead-1-2.xml.tmp',
        'not-a-folder/lead-1-3.xml.tmp',
        'wattle-bay-kia/lead-1-4.xml.tmp',
        'wattle-bay-kia/lead-1-5.xml.tmp',
        'wattle-bay-kia/lead-1-6.xml.tmp',
      ])
      expect((await readdir(join(dir, 'wattle-bay-kia'))).sort()).toEqual(
        [1, 2, 4, 5, 6].map((id) => `lead-1-${id}.xml`),
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('transportFor', () => {
  const fixturesDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../fixtures')
  let tenants: Map<string, Tenant>
  const tenant = (slug: string) => tenants.get(slug)!
  const mailer: Mailer = { sendMail: () => Promise.resolve() }

  beforeAll(async () => {
    tenants = new Map((await loadTenants(join(fixturesDir, 'tenants'))).map((entry) => [entry.slug, entry]))
  })

  it('the webhook when the variable named by crm.webhookUrlEnv is set, signed with the named secret', () => {
    const transport = transportFor(
      tenant('bunya-range-motor-group'),
      readSiteSettings({
        FORECOURT_TENANT_BUNYA_RANGE_MOTOR_GROUP_CRM_WEBHOOK_URL: 'https://crm.example/hook',
        FORECOURT_TENANT_BUNYA_RANGE_MOTOR_GROUP_CRM_WEBHOOK_SECRET: 'shh',
        SMTP_URL: 'smtp://localhost:2525',
      }),
    )
    expect([transport.kind, transport.description]).toEqual([
      'webhook',
      'webhook from FORECOURT_TENANT_BUNYA_RANGE_MOTOR_GROUP_CRM_WEBHOOK_URL (signed)',
    ])
  })

  it('refuses to send unsigned when the named secret variable is missing', async () => {
    const transport = transportFor(
      tenant('bunya-range-motor-group'),
      readSiteSettings({
        FORECOURT_TENANT_BUNYA_RANGE_MOTOR_GROUP_CRM_WEBHOOK_URL: 'https://crm.example/hook',
      }),
    )
    await expect(transport.deliver(document, job)).rejects.toThrow(
      'CRM webhook from FORECOURT_TENANT_BUNYA_RANGE_MOTOR_GROUP_CRM_WEBHOOK_URL is misconfigured: FORECOURT_TENANT_BUNYA_RANGE_MOTOR_GROUP_CRM_WEBHOOK_SECRET is not set',
    )
  })

  it('email to crm.email when SMTP_URL is set, else the folder sink', () => {
    const wattleBay = tenant('wattle-bay-kia')
    expect(
      transportFor(wattleBay, readSiteSettings({ SMTP_URL: 'smtp://localhost:2525' }), { mailer })
        .description,
    ).toBe('email to sales@wattlebaykia.example')
    expect(transportFor(wattleBay, readSiteSettings({})).kind).toBe('folder')
  })

  it('the folder sink in CRM_SINK_DIR, or ./.data/crm, for a tenant without CRM options', () => {
    const redGum = tenant('red-gum-caravans-and-motorcycles')
    expect(redGum.options.crm).toEqual({
      webhookUrlEnv: null,
      webhookSecretEnv: null,
      email: null,
      providerName: 'Forecourt',
    })
    expect(
      transportFor(redGum, readSiteSettings({ CRM_SINK_DIR: '/tmp/leads', SMTP_URL: 'smtp://x' }))
        .description,
    ).toBe('folder sink /tmp/leads')
    expect(transportFor(redGum, readSiteSettings({})).description).toBe(
      `folder sink ${resolve('./.data/crm')}`,
    )
  })

  it('the picker chooses once per tenant and logs which', () => {
    const log = vi.fn<(message: string) => void>()
    const pick = createTransportPicker(readSiteSettings({ SMTP_URL: 'smtp://localhost:2525' }), {
      log,
      mailer,
    })
    const first = pick(tenant('wattle-bay-kia'))
    expect(pick(tenant('wattle-bay-kia'))).toBe(first)
    pick(tenant('red-gum-caravans-and-motorcycles'))
    expect(log.mock.calls).toEqual([
      ['CRM delivery for wattle-bay-kia: email to sales@wattlebaykia.example'],
      [`CRM delivery for red-gum-caravans-and-motorcycles: folder sink ${resolve('./.data/crm')}`],
    ])
  })
})
