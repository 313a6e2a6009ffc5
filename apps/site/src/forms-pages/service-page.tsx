import { useId } from 'react'
import type { FormPagesData } from '../site/form-pages-types'
import type { SiteShell } from '../site/site-types'
import { ContactAside, FormPage, SiteLeadForm } from './form-page'
import { withLocationDealership } from './form-values'

/** The external service-booking pages of the tenant's brands, as a labelled list of links. */
function ServiceBookingLinks({ links }: { links: FormPagesData['serviceBooking'] }) {
  const headingId = useId()
  if (!links.length) return null
  return (
    <section className="fc-panel fc-formpage__links" aria-labelledby={headingId}>
      <h2 className="fc-formpage__aside-heading" id={headingId}>
        Book online with your brand
      </h2>
      <p className="fc-formpage__note">These brands book services on their own booking site.</p>
      <ul className="fc-formpage__list">
        {links.map((link) => (
          <li key={link.href}>
            <a className="fc-link" href={link.href} rel="noopener">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * /service: the service-booking form, with a link to a brand's own booking page where a dealership of the tenant
 * books its make's services there (tenant-config `serviceBookingHref`).
 * @example <ServicePageView shell={shell} pages={pages} />
 */
export function ServicePageView({ shell, pages }: { shell: SiteShell; pages: FormPagesData }) {
  const dealerships = shell.forms.dealerships.map((dealership) => dealership.slug)
  return (
    <FormPage
      title="Book a Service"
      intro={`Tell us about your car, the service it needs and when suits you. ${shell.name} will confirm your booking and let you know of any extra work before we start.`}
      aside={<ContactAside shell={shell} contact={pages.contact} />}
    >
      <ServiceBookingLinks links={pages.serviceBooking} />
      <SiteLeadForm
        shell={shell}
        form="service-booking"
        subject={{ today: pages.today }}
        title="Your service booking"
        adjust={(previous, next) =>
          withLocationDealership(previous, next, shell.forms.locations, dealerships)
        }
      />
    </FormPage>
  )
}
