import type { Meta, StoryObj } from '@storybook/react-vite'
import { FeatureBanner } from '../feature-banner/feature-banner'
import { demoFeatures } from '../feature-banner/fixtures'
import { StatsBanner } from '../stats-banner/stats-banner'
import { themeStyle, type ThemeTokens } from '@forecourt/tenant-config/theme'

/** Tenant theming: the same components under themeStyle() output. */
function Themed({ tokens }: { tokens: ThemeTokens }) {
  return (
    <div>
      <style>{themeStyle(tokens)}</style>
      <FeatureBanner heading="Themed components" items={demoFeatures} />
      <StatsBanner
        stats={[
          { value: '50+', label: 'locations' },
          { value: '40+', label: 'brands' },
        ]}
      />
    </div>
  )
}

const meta = {
  title: 'Theme/themeStyle',
  component: Themed,
  args: { tokens: {} },
} satisfies Meta<typeof Themed>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const RedTenant: Story = {
  args: {
    tokens: {
      colors: { primary: '#b3001b', accent: '#1a1f29', surfaceAlt: '#fbf1f2' },
      fonts: { heading: 'Georgia, serif' },
      radius: '0',
    },
  },
}

export const RoundedGreenTenant: Story = {
  args: { tokens: { colors: { primary: '#0f6b3a', accent: '#0f6b3a' }, radius: '1rem' } },
}
