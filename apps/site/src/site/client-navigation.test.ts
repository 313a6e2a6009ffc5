// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { isAppNavigation } from './client-navigation'

const location = new URL('https://www.example.com.au/about-us?x=1') as unknown as Location

function anchor(href: string, attributes: Record<string, string> = {}) {
  const element = document.createElement('a')
  element.href = href
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init })

describe('which link clicks stay in the app', () => {
  it.each([
    ['a same-origin page', anchor('https://www.example.com.au/faqs'), click(), true],
    ['the same page with another query', anchor('https://www.example.com.au/about-us?x=2'), click(), true],
    ['another site', anchor('https://elsewhere.example/'), click(), false],
    ['a new tab', anchor('https://www.example.com.au/faqs', { target: '_blank' }), click(), false],
    ['a download', anchor('https://www.example.com.au/print.pdf', { download: '' }), click(), false],
    ['a file', anchor('https://www.example.com.au/sitemap.xml'), click(), false],
    ['the API', anchor('https://www.example.com.au/api/site/shell'), click(), false],
    ['a fragment of this page', anchor('https://www.example.com.au/about-us?x=1#team'), click(), false],
    ['ctrl-click', anchor('https://www.example.com.au/faqs'), click({ ctrlKey: true }), false],
    ['cmd-click', anchor('https://www.example.com.au/faqs'), click({ metaKey: true }), false],
    ['middle click', anchor('https://www.example.com.au/faqs'), click({ button: 1 }), false],
  ])('%s: %s', (_name, element, event, expected) => {
    expect(isAppNavigation(event, element, location)).toBe(expected)
  })
})
