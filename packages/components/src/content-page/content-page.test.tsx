import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FaqList } from '../faq-list/faq-list'
import { ContentPage } from './content-page'

const sections = [
  { heading: 'What we collect', sanitisedHtml: '<p>Your name, <strong>phone</strong> and email.</p>' },
  { sanitisedHtml: '<p>See the <a href="/terms-and-conditions">terms</a>.</p>' },
]

describe('ContentPage', () => {
  it('shows the title, intro and each section, with the rich text as HTML', () => {
    render(<ContentPage title="Privacy Policy" intro="How we handle your information." sections={sections} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeDefined()
    expect(screen.getByText('How we handle your information.')).toBeDefined()
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeDefined()
    expect(screen.getByText('phone').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms-and-conditions')
  })

  it('renders extra content after the sections', () => {
    render(
      <ContentPage title="FAQs" sections={[]}>
        <FaqList items={[{ question: 'Do you take trade-ins?', answer: 'Yes.' }]} />
      </ContentPage>,
    )
    expect(screen.getByText('Do you take trade-ins?')).toBeDefined()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<ContentPage title="Privacy Policy" intro="Intro" sections={sections} />)
    await expectNoAxeViolations(container)
  })
})
