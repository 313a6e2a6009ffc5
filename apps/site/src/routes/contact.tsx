import { createFileRoute } from '@tanstack/react-router'
import { ContactPageView } from '../forms-pages/contact-page'
import { loadFormPage } from '../forms-pages/form-page-route'
import { formPageHead } from '../forms-pages/form-page-head'

// /contact: the contact form beside the group's phone, email and address.
export const Route = createFileRoute('/contact')({
  loader: ({ context }) => loadFormPage(context, 'contact'),
  head: formPageHead,
  component: ContactRoute,
})

function ContactRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <ContactPageView shell={shell} pages={pages} />
}
