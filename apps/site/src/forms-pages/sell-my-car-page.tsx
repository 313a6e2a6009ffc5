import type { FormPagesData } from '../site/form-pages-types'
import type { SiteShell } from '../site/site-types'
import { ContactAside, FormPage, SiteLeadForm } from './form-page'

/**
 * /sell-my-car and /instant-price: the sell-my-car form (the car's rego, state, make, model, year and kilometres)
 * beside the ways to reach the dealer.
 * @example <SellMyCarPageView shell={shell} pages={pages} title="Sell My Car" />
 */
export function SellMyCarPageView({
  shell,
  pages,
  title,
}: {
  shell: SiteShell
  pages: FormPagesData
  title: string
}) {
  return (
    <FormPage
      title={title}
      intro={`Selling your car? Tell ${shell.name} about it and we'll come back to you with an offer, with no obligation to accept. We buy cars outright, so there's no waiting for a private buyer.`}
      aside={
        <ContactAside shell={shell} contact={pages.contact}>
          <p className="fc-formpage__note">
            Buying from us as well?{' '}
            <a className="fc-link" href="/trade-in">
              Value your trade-in online
            </a>
            .
          </p>
        </ContactAside>
      }
    >
      <SiteLeadForm
        shell={shell}
        form="sell-my-car"
        subject={{ today: pages.today }}
        title="About your car"
      />
    </FormPage>
  )
}
