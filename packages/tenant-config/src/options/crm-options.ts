import { z } from 'zod'
import { doc } from '../doc.js'
import { envVarNameSchema as envVarName } from '../env-var-name.js'

/**
 * Where the tenant's leads are delivered as ADF 1.0 XML. The webhook wins when its environment variable is set,
 * then the email inbox (when SMTP_URL is set); otherwise leads land in the development folder sink.
 * @example crmOptionsSchema.parse({ email: 'leads@example.com.au' }).providerName // 'Forecourt'
 */
export const crmOptionsSchema = z.strictObject({
  webhookUrlEnv: envVarName
    .nullable()
    .default(null)
    .meta(
      doc(
        "Environment variable holding the CRM's webhook URL; ADF documents are POSTed there. Null: no webhook.",
        '§3 Lead payload; §7 Lead submit',
      ),
    ),
  webhookSecretEnv: envVarName
    .nullable()
    .default(null)
    .meta(
      doc(
        'Environment variable holding the webhook signing secret (HMAC-SHA256 in x-forecourt-signature).',
        '§3 Lead payload; §7 Lead submit',
      ),
    ),
  email: z
    .email()
    .nullable()
    .default(null)
    .meta(
      doc(
        "The CRM's lead inbox; ADF documents are mailed there through SMTP_URL. Null: no email delivery.",
        '§3 Lead payload; §7 Lead submit',
      ),
    ),
  providerName: z
    .string()
    .min(1)
    .default('Forecourt')
    .meta(doc('Who sent the lead: the provider name written in each ADF document.', '§3 Lead payload')),
})

/**
 * A tenant's CRM delivery options, defaults filled in.
 * @example const crm: CrmOptions = tenant.options.crm
 */
export type CrmOptions = z.output<typeof crmOptionsSchema>
