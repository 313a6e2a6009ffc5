import { SuccessPanel } from '@forecourt/components/forms'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { lastSuccess } from '../leads/lead-forms'
import { pageHead } from '../site/page-head'
import { successView, type SuccessView } from '../vehicle/success-view'

// /success: shown after a successful enquiry or test-drive submit. The record of what was sent is kept in this
// browser, so the server renders the frame and the browser fills in the thanks.
export const Route = createFileRoute('/success')({
  loader: async ({ context }) => ({ shell: await context.site.shell() }),
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const head = pageHead({
      shell: loaderData.shell,
      path: '/success',
      title: 'Thank you',
      description: `Thank you for your enquiry with ${loaderData.shell.name}.`,
    })
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: SuccessPage,
})

function SuccessPage() {
  const { shell } = Route.useLoaderData()
  const [view, setView] = useState<SuccessView | null>(null)
  useEffect(() => setView(successView(lastSuccess(shell.forms), shell.searchHref, shell.imageCdn)), [shell])
  return (
    <section className="fc-section" aria-busy={view === null}>
      {view ? (
        <SuccessPanel
          heading={view.heading}
          message={<p>{view.message}</p>}
          {...(view.car ? { car: view.car } : {})}
          links={view.links}
          focusOnMount
        />
      ) : (
        <div className="fc-panel" style={{ minHeight: '16rem' }} />
      )}
    </section>
  )
}
