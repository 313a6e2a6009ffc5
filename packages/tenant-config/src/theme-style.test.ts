import { describe, expect, it } from 'vitest'
import { themeStyle } from './theme-style.js'

describe('themeStyle: tenant tokens as CSS custom properties', () => {
  it('writes colours, fonts, radius and spacing as --fc-* properties on :root', () => {
    expect(
      themeStyle({
        colors: { primary: '#c8102e', onPrimary: '#fff', accent: 'rgb(200, 16, 46)' },
        fonts: { body: '"Open Sans", Arial, sans-serif', heading: 'Georgia, serif' },
        radius: '4px',
        spacing: ['0.25rem', '0.5rem'],
      }),
    ).toBe(
      ':root{--fc-color-primary:#c8102e;--fc-color-on-primary:#fff;--fc-color-accent:rgb(200, 16, 46);' +
        '--fc-font-body:"Open Sans", Arial, sans-serif;--fc-font-heading:Georgia, serif;--fc-radius:4px;' +
        '--fc-space-1:0.25rem;--fc-space-2:0.5rem}',
    )
  })

  it('writes an empty rule for no tokens', () => {
    expect(themeStyle({})).toBe(':root{}')
  })

  it.each([
    ['a declaration break', { colors: { primary: 'red;background:url(x)' } }],
    ['a closing brace', { radius: '4px}body{display:none' }],
    ['a closing style tag', { fonts: { body: '</style><script>' } }],
    ['a comment', { colors: { text: '#000/*' } }],
    ['an escape', { colors: { text: '\\72 ed' } }],
    ['a url()', { colors: { surface: 'url(evil.png)' } }],
    ['an unbalanced quote', { fonts: { heading: '"Open Sans' } }],
    ['an unbalanced bracket', { colors: { accent: 'rgb(1, 2, 3' } }],
    ['a newline', { radius: '4px\n' + 'x' }],
    ['an unsafe colour name', { colors: { 'primary:red;x': '#fff' } }],
  ])('rejects %s', (_case, tokens) => {
    expect(() => themeStyle(tokens)).toThrow(TypeError)
  })

  it('names the offending token in the error', () => {
    expect(() => themeStyle({ colors: { primary: 'red;' } })).toThrow(/--fc-color-primary/)
  })

  it('rejects more than six spacing steps', () => {
    expect(() => themeStyle({ spacing: ['1px', '2px', '3px', '4px', '5px', '6px', '7px'] })).toThrow(
      /at most 6/,
    )
  })

  it.each([
    [16 / 9, ':root{--fc-media-ratio:1.7778}'],
    [4 / 3, ':root{--fc-media-ratio:1.3333}'],
    [1, ':root{--fc-media-ratio:1}'],
  ])("writes the car pictures' ratio %d as --fc-media-ratio", (ratio, css) => {
    expect(themeStyle({ mediaRatio: ratio })).toBe(css)
  })

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a picture ratio of %d', (ratio) => {
    expect(() => themeStyle({ mediaRatio: ratio })).toThrow(/mediaRatio must be a positive number/)
  })
})
