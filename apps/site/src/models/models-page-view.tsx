import { ModelList } from '@forecourt/components/models'
import { modelsOfBody } from '@forecourt/stock-rules/models'
import type { ModelsPage } from '../site/catalogue-types'

/** Texts of the /models page. */
export const modelsPageTexts = {
  title: 'New Models',
  all: 'All',
} as const

/**
 * /models?body={body}: the body filter and the model cards of that body (every model without one).
 * @example <ModelsPageView page={page} body="suv" />
 */
export function ModelsPageView({ page, body }: { page: ModelsPage; body?: string }) {
  const chosen = page.bodies.find((item) => item.value === body?.toLowerCase())
  const models = modelsOfBody(page.models, chosen ? chosen.value : body)
  const bodies = [
    { label: modelsPageTexts.all, href: '/models', current: !body },
    ...page.bodies.map((item) => ({
      label: item.label,
      href: `/models?body=${encodeURIComponent(item.value)}`,
      current: item.value === chosen?.value,
    })),
  ]
  return (
    <section className="fc-section">
      <h1 className="fc-section__heading">
        {chosen ? `${modelsPageTexts.title}: ${chosen.label}` : modelsPageTexts.title}
      </h1>
      <ModelList
        models={models.map((model) => ({
          href: model.href,
          name: model.name,
          status: model.status,
          shortDescription: model.shortDescription,
          ...(model.image ? { image: model.image } : {}),
        }))}
        bodies={bodies}
      />
    </section>
  )
}
