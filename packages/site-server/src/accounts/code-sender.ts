import type { SiteSettings } from '../settings/site-settings'
import type { SignInChannel } from './destination'
import { signInCodeTtlMs } from './sign-in-codes'
import type { CodeSender, Log } from './types'

export type { CodeSender }

/**
 * A send that cannot work on this site, whatever is retried (e.g. no SMS service is configured). Its message is
 * written for the shopper and answered as a 400 on the destination field.
 * @example throw new CodeChannelUnavailable('Please use your email address to sign in.')
 */
export class CodeChannelUnavailable extends Error {
  override name = 'CodeChannelUnavailable'
}

/**
 * The channel a destination is reached by: addresses with an @ are email, the rest are mobiles.
 * @example channelOf('+61412345678') // 'sms'
 */
export function channelOf(destination: string): SignInChannel {
  return destination.includes('@') ? 'email' : 'sms'
}

/**
 * The text of a sign-in message, short enough for one SMS.
 * @example signInMessage('042917', 'Wattle Bay Kia') // '042917 is your Wattle Bay Kia sign-in code. …'
 */
export function signInMessage(code: string, siteName: string): string {
  const minutes = Math.round(signInCodeTtlMs / 60_000)
  return `${code} is your ${siteName} sign-in code. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`
}

/**
 * Development sender: writes the code to the server log, so sign-in works with no email or SMS service.
 * @example logCodeSender(console.log) // logs "Sign-in code for jo@example.com on wattle-bay-kia: 042917"
 */
export function logCodeSender(log: Log): CodeSender {
  return {
    send: (tenant, destination, code) => {
      log(`Sign-in code for ${destination} on ${tenant}: ${code}`)
      return Promise.resolve()
    },
  }
}

/** Settings of {@link webhookCodeSender}. */
export interface WebhookSenderOptions {
  /** http(s) address that receives a POST per code. */
  url: string
  /** Sent as `authorization: Bearer …` so the receiver can tell the site's calls from others. */
  token?: string
  /** @defaultValue 10000 */
  timeoutMs?: number
  /** For tests; the global fetch by default. */
  fetch?: typeof fetch
}

/**
 * Sender that hands codes to a webhook (an SMS or email gateway of the operator's choice): POST JSON
 * `{ tenant, channel: 'email' | 'sms', destination, message }`; any non-2xx answer is a failure.
 * @example webhookCodeSender({ url: 'https://hooks.example.com/sign-in', token: 's3cret' })
 */
export function webhookCodeSender(options: WebhookSenderOptions): CodeSender {
  const url = new URL(options.url)
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SIGN_IN_WEBHOOK_URL must be an http(s) address, got "${options.url}"`)
  const post = options.fetch ?? fetch
  return {
    async send(tenant, destination, code, siteName) {
      const response = await post(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({
          tenant,
          channel: channelOf(destination),
          destination,
          message: signInMessage(code, siteName),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      })
      await response.body?.cancel()
      if (!response.ok) throw new Error(`sign-in webhook ${url.origin} answered ${response.status}`)
    },
  }
}

/** The part of a nodemailer transport the email sender uses. */
export interface MailTransport {
  sendMail(message: {
    from: string | { name: string; address: string }
    to: string
    subject: string
    text: string
  }): Promise<unknown>
}

/**
 * A nodemailer SMTP transport for an SMTP_URL such as `smtps://user:pass@smtp.example.com`; nodemailer is loaded
 * on the first message, so sites without email never load it.
 * @example emailCodeSender({ transport: smtpTransport(env.SMTP_URL), from: 'no-reply@dealer.com.au' })
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  let transport: Promise<MailTransport> | null = null
  return {
    sendMail(message) {
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl))
      return transport.then((ready) => ready.sendMail(message))
    },
  }
}

/**
 * Sender of codes by email through a mail transport; the From shows the site's name. Mobiles are refused.
 * @example emailCodeSender({ transport: smtpTransport(smtpUrl), from: 'no-reply@dealer.com.au' })
 */
export function emailCodeSender(options: { transport: MailTransport; from: string }): CodeSender {
  return {
    async send(_tenant, destination, code, siteName) {
      if (channelOf(destination) !== 'email')
        throw new CodeChannelUnavailable('Please use your email address to sign in.')
      await options.transport.sendMail({
        // A From already written with a name ("Dealer <no-reply@…>") is kept as it is.
        from: options.from.includes('<') ? options.from : { name: siteName, address: options.from },
        to: destination,
        subject: `${code} is your ${siteName} sign-in code`,
        text: signInMessage(code, siteName),
      })
    },
  }
}

/**
 * Sender that picks one sender per channel.
 * @example byChannel({ email: emailSender, sms: webhookSender })
 */
export function byChannel(senders: Record<SignInChannel, CodeSender>): CodeSender {
  return {
    send: (tenant, destination, code, siteName) =>
      senders[channelOf(destination)].send(tenant, destination, code, siteName),
  }
}

/**
 * Sender for a channel the site cannot reach: every send fails with a message for the shopper.
 * @example unavailableCodeSender('Please use your email address to sign in.')
 */
export function unavailableCodeSender(message: string): CodeSender {
  return { send: () => Promise.reject(new CodeChannelUnavailable(message)) }
}

const emailFrom = (configured: string | undefined, smtpUrl: string): string => {
  if (configured) return configured
  const url = new URL(smtpUrl)
  const user = decodeURIComponent(url.username)
  return user.includes('@') ? user : `no-reply@${url.hostname}`
}

/**
 * The code sender the environment asks for, per channel:
 * - email: SMTP_URL through nodemailer (From: SIGN_IN_EMAIL_FROM, else the SMTP user or no-reply@ the SMTP host);
 *   else SIGN_IN_WEBHOOK_URL;
 * - sms: SIGN_IN_WEBHOOK_URL (with SIGN_IN_WEBHOOK_TOKEN as a bearer token when set);
 * - a channel with neither: the development log sender, except with NODE_ENV=production, where codes in a log
 *   would let log readers sign in as anyone, so that channel is refused with a clear message.
 * The choice is logged once.
 * @example const codes = codeSenderFromEnv(readSiteSettings(process.env), console.log)
 */
export function codeSenderFromEnv(
  settings: Pick<
    SiteSettings,
    'SMTP_URL' | 'SIGN_IN_WEBHOOK_URL' | 'SIGN_IN_WEBHOOK_TOKEN' | 'SIGN_IN_EMAIL_FROM' | 'NODE_ENV'
  >,
  log: Log,
): CodeSender {
  const smtpUrl = settings.SMTP_URL
  const webhookUrl = settings.SIGN_IN_WEBHOOK_URL
  const production = settings.NODE_ENV === 'production'
  const webhook = webhookUrl
    ? webhookCodeSender({ url: webhookUrl, token: settings.SIGN_IN_WEBHOOK_TOKEN })
    : null
  const fallback = (channel: SignInChannel): CodeSender =>
    production
      ? unavailableCodeSender(
          channel === 'sms'
            ? 'Sign-in by mobile is not available on this site. Please use your email address.'
            : 'Sign-in by email is not available on this site. Please use your mobile number.',
        )
      : logCodeSender(log)
  const email = smtpUrl
    ? emailCodeSender({
        transport: smtpTransport(smtpUrl),
        from: emailFrom(settings.SIGN_IN_EMAIL_FROM, smtpUrl),
      })
    : (webhook ?? fallback('email'))
  const sms = webhook ?? fallback('sms')
  const describe = (channel: SignInChannel, configured: string | null) =>
    configured ?? (production ? `${channel} sign-in disabled` : `${channel} codes written to this log`)
  log(
    `Sign-in codes: ${describe('email', smtpUrl ? 'email by SMTP' : webhookUrl ? 'email by webhook' : null)}; ${describe('sms', webhookUrl ? 'SMS by webhook' : null)}`,
  )
  return byChannel({ email, sms })
}
