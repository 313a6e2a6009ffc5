import { createFileRoute } from '@tanstack/react-router'
import { loadFormPage } from '../forms-pages/form-page-route'
import { formPageHead } from '../forms-pages/form-page-head'
import { TestDrivePageView } from '../forms-pages/test-drive-page'

// /book-test-drive (the spec writes /book-test-drive/; the router answers it with a redirect here): a test drive
// without a car, at a location and a free time the shopper picks.
export const Route = createFileRoute('/book-test-drive')({
  loader: ({ context }) => loadFormPage(context, 'testDrive'),
  head: formPageHead,
  component: TestDriveRoute,
})

function TestDriveRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <TestDrivePageView shell={shell} pages={pages} />
}
