import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoCar } from '../form-fields/fixtures'
import { expectNoAxeViolations } from '../test-utils/axe'
import { CarSummary } from './car-summary'
import { SuccessPanel } from './success-panel'

describe('SuccessPanel', () => {
  it('"/success": Thank you, the message, the car and links onwards', () => {
    render(
      <SuccessPanel
        message={<p>Your enquiry has been sent.</p>}
        car={demoCar}
        links={[
          { label: 'Back to the car', href: demoCar.href },
          { label: 'Keep browsing', href: '/search/new-used-and-demo-cars' },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeDefined()
    expect(screen.getByText('Your enquiry has been sent.')).toBeDefined()
    expect(screen.getByRole('link', { name: demoCar.name })).toBeDefined()
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.className])).toEqual([
      [demoCar.name, 'fc-link'],
      ['Back to the car', 'fc-button'],
      ['Keep browsing', 'fc-button fc-button--outline'],
    ])
  })

  it('takes its heading as a prop and can focus it when it replaces a form', () => {
    render(<SuccessPanel heading="Booking received" headingLevel={2} focusOnMount />)
    const heading = screen.getByRole('heading', { level: 2, name: 'Booking received' })
    expect(document.activeElement).toBe(heading)
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('CarSummary shows the photo, an unlinked name and no price when not given', () => {
    render(<CarSummary car={{ name: '2021 Mazda CX-5', image: { src: '/cx5.jpg', alt: 'Red CX-5' } }} />)
    expect(screen.getByRole('img', { name: 'Red CX-5' })).toBeDefined()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('2021 Mazda CX-5')).toBeDefined()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <SuccessPanel message="We will be in touch." car={demoCar} links={[{ label: 'Home', href: '/' }]} />,
    )
    await expectNoAxeViolations(container)
  })
})
