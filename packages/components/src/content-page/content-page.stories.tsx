import type { Meta, StoryObj } from '@storybook/react-vite'
import { FaqList } from '../faq-list/faq-list'
import { ContentPage } from './content-page'

const meta = {
  title: 'Content/ContentPage',
  component: ContentPage,
  args: {
    title: 'Privacy Policy',
    intro: 'How Sunshine Motors collects, uses and protects your personal information.',
    sections: [
      {
        heading: 'What we collect',
        sanitisedHtml:
          '<p>When you enquire, book a test drive or apply for finance we collect your <strong>name</strong>, phone number and email address.</p><ul><li>Enquiry details</li><li>Trade-in details</li></ul>',
      },
      {
        heading: 'Access and correction',
        sanitisedHtml:
          '<p>We acknowledge requests within 7 days and give access within 30 days, under the Australian Privacy Principles. See our <a href="/terms-and-conditions">terms and conditions</a>.</p>',
      },
      {
        sanitisedHtml:
          '<table><thead><tr><th>Request</th><th>Answer within</th></tr></thead><tbody><tr><td>Acknowledgement</td><td>7 days</td></tr><tr><td>Access</td><td>30 days</td></tr></tbody></table>',
      },
    ],
  },
} satisfies Meta<typeof ContentPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithoutIntro: Story = { args: { intro: undefined } }

export const WithFaq: Story = {
  args: { title: 'Trade-in FAQs', intro: undefined, sections: [] },
  render: (args) => (
    <ContentPage {...args}>
      <FaqList
        items={[
          { question: 'How is my price worked out?', answer: 'From recent sales of similar cars.' },
          { question: 'Do I have to buy a car from you?', answer: 'No, we buy cars outright.' },
        ]}
      />
    </ContentPage>
  ),
}

export const Empty: Story = { args: { intro: undefined, sections: [] } }
