/**
 * A CSS custom property the components read, with the value they fall back to when the page sets none.
 * @example const variable: ThemeVariable = { name: '--fc-color-primary', fallback: '#0b4f9c', use: 'links, buttons, prices' }
 */
export interface ThemeVariable {
  name: `--fc-${string}`
  /** What the components use when the page leaves it unset. */
  fallback: string
  /** Where it shows. */
  use: string
}

/**
 * Every theme variable of the components: set any of them on `:root` (or a wrapper), by hand or with
 * `themeStyle(tokens)`, and the components follow. A test checks this list against the stylesheets both ways.
 * @example themeVariables.find((variable) => variable.name === '--fc-media-ratio')?.fallback // '4 / 3'
 */
export const themeVariables: readonly ThemeVariable[] = [
  { name: '--fc-color-primary', fallback: '#0b4f9c', use: 'buttons, links, prices, active filters' },
  { name: '--fc-color-on-primary', fallback: '#fff', use: 'text on primary buttons and badges' },
  {
    name: '--fc-color-accent',
    fallback: '#c2410c (primary on the action buttons)',
    use: 'action buttons (Reserve), accent borders (trade-in, why buy from us)',
  },
  { name: '--fc-color-on-accent', fallback: '#fff', use: 'text on the accent colour' },
  { name: '--fc-color-surface', fallback: '#fff', use: 'cards, panels, dialogs and dropdowns' },
  {
    name: '--fc-color-surface-alt',
    fallback: '#f3f5f8',
    use: 'picture placeholders, striped rows, skeletons',
  },
  { name: '--fc-color-chip', fallback: '8% text mixed into the surface', use: "a card's attribute chips" },
  { name: '--fc-color-text', fallback: '#1a1f29', use: 'body text and headings' },
  { name: '--fc-color-muted', fallback: '#5b6472', use: 'secondary text: subtitles, notes, counts' },
  { name: '--fc-color-border', fallback: '#d5dae1', use: 'card, panel and field borders' },
  { name: '--fc-color-border-strong', fallback: '#6b7380', use: 'borders that must read as controls (3:1)' },
  { name: '--fc-color-focus', fallback: '#1a1f29', use: 'the focus ring' },
  { name: '--fc-color-error', fallback: '#b3261e', use: 'form errors' },
  { name: '--fc-color-danger', fallback: '#b3261e', use: 'destructive and warning states' },
  { name: '--fc-color-success', fallback: '#0f6b3a', use: 'success messages, the good-deal gauge' },
  { name: '--fc-color-rating', fallback: '#b7791f', use: 'review stars' },
  { name: '--fc-color-gauge-low', fallback: '#8a6d00', use: "the price gauge's above-market band" },
  { name: '--fc-color-gauge-medium', fallback: '#3c7a1e', use: "the price gauge's fair band" },
  { name: '--fc-color-gauge-high', fallback: '#0f6b3a', use: "the price gauge's great-deal band" },
  { name: '--fc-font-body', fallback: "inherit (the host page's font)", use: 'all text' },
  { name: '--fc-font-heading', fallback: '--fc-font-body', use: 'headings' },
  { name: '--fc-radius', fallback: '0.5rem', use: 'corners of cards, buttons, fields and panels' },
  { name: '--fc-space-1', fallback: '0.25rem', use: 'the spacing scale, smallest step' },
  { name: '--fc-space-2', fallback: '0.5rem', use: 'the spacing scale' },
  { name: '--fc-space-3', fallback: '0.75rem', use: 'the spacing scale' },
  { name: '--fc-space-4', fallback: '1rem', use: 'the spacing scale: page gutters' },
  { name: '--fc-space-5', fallback: '1.5rem', use: 'the spacing scale' },
  { name: '--fc-space-6', fallback: '2rem', use: 'the spacing scale, largest step: section padding' },
  {
    name: '--fc-media-ratio',
    fallback: '4 / 3',
    use: 'car pictures: cards, gallery, viewers (16 / 9 for wide photos)',
  },
]
