import type { FormPagesData } from '../site/form-pages-types'
import type { SiteShell } from '../site/site-types'
import { ContactAside, FormPage, SiteLeadForm } from './form-page'

/**
 * /contact: the contact form (spec section 9, default title 'Contact Us') beside the group's phone, email and
 * address.
 * @example <ContactPageView shell={shell} pages={pages} />
 */
export function ContactPageView({ shell, pages }: { shell: SiteShell; pages: FormPagesData }) {
  return (
    <FormPage
      title="Contact Us"
      intro={`Questions about a car, finance, servicing or parts? Send ${shell.name} a message and our team will get back to you within one business day.`}
      aside={<ContactAside shell={shell} contact={pages.contact} emailUs={false} />}
    >
      <SiteLeadForm shell={shell} form="contact" title="Send us a message" />
    </FormPage>
  )
}
