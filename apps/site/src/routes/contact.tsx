import { createFileRoute } from '@tanstack/react-router'
import { ContactPageView } from '../forms-pages/contact-page'
import { formPageHead, formPageMeta, loadFormPage } from '../forms-pages/form-page-route'

// /contact: the contact form beside the group's phone, email and address.
export const Route = createFileRoute('/contact')({
  loader: ({ context }) => loadFormPage(context),
  head: formPageHead(formPageMeta.contact),
  component: ContactRoute,
})

function ContactRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <ContactPageView shell={shell} pages={pages} />
}
