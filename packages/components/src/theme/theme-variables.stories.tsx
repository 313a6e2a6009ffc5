import type { Meta, StoryObj } from '@storybook/react-vite'
import { themeStyle, type ThemeTokens } from '@forecourt/tenant-config/theme'
import { demoCards } from '../vehicle-card/fixtures'
import { VehicleCard } from '../vehicle-card/vehicle-card'
import { themeVariables } from './theme-variables'

const isColour = (name: string) => name.startsWith('--fc-color-')

/** Every theme variable with the value in force, beside a card and buttons that use them. */
function ThemeVariables({ tokens }: { tokens: ThemeTokens }) {
  const card = demoCards[0]!
  return (
    <div className="fc-section">
      <style>{themeStyle(tokens)}</style>
      <h1 className="fc-section__heading">Theme variables</h1>
      <div
        style={{
          display: 'grid',
          gap: '1.5rem',
          gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
        }}
      >
        <VehicleCard
          {...card}
          financeChips={[{ text: '$112 per week' }, { text: '8.99% p.a. · comparison 9.45% p.a.' }]}
          actions={[{ label: 'View Details', href: card.href, variant: 'primary' }]}
        />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignContent: 'start' }}>
          <a className="fc-button" href="#enquire">
            Enquire
          </a>
          <a className="fc-button fc-button--outline" href="#call">
            Call the dealer
          </a>
          <a className="fc-link" href="#finance">
            Get Finance
          </a>
        </div>
      </div>
      <table style={{ width: '100%', marginTop: '2rem', borderCollapse: 'collapse' }}>
        <caption className="fc-sr-only">Theme variables, their defaults and where they show</caption>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">Default</th>
            <th scope="col">Where it shows</th>
          </tr>
        </thead>
        <tbody>
          {themeVariables.map((variable) => (
            <tr key={variable.name}>
              <th scope="row" style={{ textAlign: 'start', fontFamily: 'monospace' }}>
                {isColour(variable.name) ? (
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      width: '1em',
                      height: '1em',
                      marginInlineEnd: '0.5em',
                      border: '1px solid #6b7380',
                      background: `var(${variable.name})`,
                    }}
                  />
                ) : null}
                {variable.name}
              </th>
              <td>{variable.fallback}</td>
              <td>{variable.use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const meta = {
  title: 'Theme/Theme variables',
  component: ThemeVariables,
  args: { tokens: {} },
} satisfies Meta<typeof ThemeVariables>

export default meta
type Story = StoryObj<typeof meta>

/** No variable set: the components' defaults, in the host page's font. */
export const Defaults: Story = {}

/** A dark-blue tenant with square corners, its own fonts, a white card on a grey page and 16:9 photos. */
export const WidePhotosSquareCorners: Story = {
  args: {
    tokens: {
      colors: {
        primary: '#05141f',
        accent: '#bb162b',
        surface: '#f5f5f5',
        text: '#05141f',
        muted: '#687178',
      },
      fonts: { body: 'Arial, Helvetica, sans-serif', heading: 'Georgia, serif' },
      radius: '0',
      mediaRatio: 16 / 9,
    },
  },
}
