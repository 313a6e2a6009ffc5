import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { SkipLink } from './skip-link'

const frame: Decorator = (Story) => (
  <div style={{ position: 'relative', minHeight: 160, fontFamily: 'system-ui' }}>
    <Story />
    <p style={{ paddingTop: 72, paddingInline: 16 }}>Press Tab to reveal the link.</p>
    <main id="main" style={{ paddingInline: 16 }}>
      Main content
    </main>
  </div>
)

const meta = {
  title: 'Shell/SkipLink',
  component: SkipLink,
  decorators: [frame],
} satisfies Meta<typeof SkipLink>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Focused: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>('.fc-skip-link')?.focus()
  },
}
