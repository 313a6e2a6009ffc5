import { describe, expect, it } from 'vitest'
import { escapeHtml, plainText, sanitiseHtml, summary } from './sanitise-html'

describe('HTML from data is sanitised', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    [
      '<a href="https://example.com">site</a>',
      '<a href="https://example.com" rel="noopener noreferrer">site</a>',
    ],
    ['<a href="/contact">us</a>', '<a href="/contact">us</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<h2>Title</h2><ul><li>a</li></ul>', '<h2>Title</h2><ul><li>a</li></ul>'],
  ])('%s becomes %s', (input, output) => {
    expect(sanitiseHtml(input)).toBe(output)
  })

  it('plain text folds whitespace and drops markup', () => {
    expect(plainText('<p>Family\n <b>owned</b></p><script>x()</script>')).toBe('Family owned')
  })

  it('escapes text for composed HTML', () => {
    expect(escapeHtml(`Tom & "Jerry" <3 'x'`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;3 &#39;x&#39;')
  })

  it('cuts long text on a word boundary', () => {
    expect(summary('one two three four', 12)).toBe('one two…')
    expect(summary('short', 12)).toBe('short')
  })
})
