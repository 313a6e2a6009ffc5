import { FormPage, SiteLeadForm } from '../forms-pages/form-page'
import type { SiteShell } from '../site/site-types'
import type { OrderNowSearch } from './search-params'

/** Texts of /models/order-now. */
export const orderNowTexts = {
  title: 'Get a Quote',
  intro: 'Tell us how to reach you and we will send you our best drive-away price.',
  formTitle: 'Your details',
  about: 'Quote for',
} as const

/**
 * /models/order-now?model_id=&model_name=&vehicle=: the model quote form, its hidden model fields from the query.
 * @example <OrderNowPageView shell={shell} query={{ model_id: 'hilux', model_name: 'HiLux' }} />
 */
export function OrderNowPageView({ shell, query }: { shell: SiteShell; query: OrderNowSearch }) {
  const model = {
    ...(query.model_id ? { id: query.model_id } : {}),
    ...(query.model_name ? { name: query.model_name } : {}),
    ...(query.vehicle ? { vehicle: query.vehicle } : {}),
  }
  const subject = query.vehicle ?? query.model_name
  return (
    <FormPage
      title={orderNowTexts.title}
      intro={
        <>
          {subject ? (
            <p>
              {orderNowTexts.about} <strong>{subject}</strong>
            </p>
          ) : null}
          <p>{orderNowTexts.intro}</p>
        </>
      }
    >
      <SiteLeadForm
        key={JSON.stringify(model)}
        shell={shell}
        form="model-quote"
        subject={{ model }}
        given={{
          ...(model.id ? { model_id: model.id } : {}),
          ...(model.name ? { model_name: model.name } : {}),
          ...(model.vehicle ? { vehicle: model.vehicle } : {}),
        }}
        title={orderNowTexts.formTitle}
        id="form-section"
      />
    </FormPage>
  )
}
