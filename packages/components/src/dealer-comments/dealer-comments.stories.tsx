import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { DealerComments } from './dealer-comments'
import { longCommentsHtml, longCommentsText, shortCommentsHtml, shortCommentsText } from './fixtures'

const meta = {
  title: 'Vehicle/DealerComments',
  component: DealerComments,
  args: { sanitisedHtml: longCommentsHtml, text: longCommentsText },
  decorators: [frame({ maxWidth: 760 })],
} satisfies Meta<typeof DealerComments>

export default meta
type Story = StoryObj<typeof meta>

/** Over 400 characters: cut, with Show More. */
export const LongComments: Story = {}

export const LongCommentsExpanded: Story = { args: { defaultExpanded: true } }

export const ShortComments: Story = { args: { sanitisedHtml: shortCommentsHtml, text: shortCommentsText } }

export const EmptyComments: Story = { args: { sanitisedHtml: '', text: '' } }

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <DealerComments sanitisedHtml={longCommentsHtml} text={longCommentsText} />
      <DealerComments sanitisedHtml={longCommentsHtml} text={longCommentsText} defaultExpanded />
      <DealerComments sanitisedHtml={shortCommentsHtml} text={shortCommentsText} />
      <DealerComments sanitisedHtml="" text="" />
    </div>
  ),
}
