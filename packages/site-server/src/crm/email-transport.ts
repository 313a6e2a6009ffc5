import { createTransport, type SendMailOptions } from 'nodemailer'
import type { NamedCrmTransport } from './crm-transport-types'

/**
 * What the email transport needs of a mail client: nodemailer's transporter fits, and tests pass a fake.
 * @example const mailer: Mailer = { sendMail: (message) => Promise.resolve(sent.push(message)) }
 */
export interface Mailer {
  sendMail(message: SendMailOptions): Promise<unknown>
}

/**
 * A mailer for an SMTP URL (`smtp://user:pass@host:587`, `smtps://…`), with timeouts short enough for a delivery
 * batch to finish well inside its lease.
 * @example smtpMailer(process.env.SMTP_URL!)
 */
export function smtpMailer(url: string): Mailer {
  return createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
}

/**
 * Options of {@link emailTransport}.
 * @example const options: EmailTransportOptions = { to: 'leads@crm.example', from: 'web@dealer.example', mailer }
 */
export interface EmailTransportOptions {
  /** The CRM's lead inbox (the tenant's `crm.email`). */
  to: string
  /** The sender; the SMTP server must accept it. */
  from: string
  mailer: Mailer
}

/**
 * Delivers ADF documents by email, the most common CRM lead intake: the document is the plain-text body (which
 * CRM mailboxes parse) and is attached as `lead-{id}.xml` for those that read attachments. A rejected send fails
 * the attempt.
 * @example emailTransport({ to: 'leads@crm.example', from: 'web@dealer.example', mailer: smtpMailer(url) })
 */
export function emailTransport(options: EmailTransportOptions): NamedCrmTransport {
  return {
    kind: 'email',
    description: `email to ${options.to}`,
    async deliver(document, job) {
      await options.mailer.sendMail({
        from: options.from,
        to: options.to,
        subject: `ADF lead ${job.leadId}`,
        text: document,
        attachments: [
          { filename: `lead-${job.leadId}.xml`, content: document, contentType: 'application/xml' },
        ],
        headers: { 'x-forecourt-lead-id': job.leadId, 'x-forecourt-job-id': String(job.id) },
      })
    },
  }
}
