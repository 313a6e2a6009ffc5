import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // Stories show the demo fixtures' pictures at the paths the site serves them from.
  staticDirs: [{ from: '../../../fixtures/images', to: '/images' }],
  framework: { name: '@storybook/react-vite', options: {} },
  // Builds run offline in CI: no telemetry, no "what's new" or version look-ups.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // Quiet builds: Storybook's own preview bundle is large by nature, and bundle timings are noise here.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    logLevel: 'warn',
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 4096,
      reportCompressedSize: false,
      rolldownOptions: { ...viteConfig.build?.rolldownOptions, checks: { bundlerTimings: false } },
    },
  }),
}

export default config
