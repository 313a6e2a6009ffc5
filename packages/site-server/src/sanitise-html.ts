import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'

const purify = createDOMPurify(new JSDOM('').window)

// Rich text from tenant data may carry headings, lists, links, tables and emphasis; nothing that runs or embeds.
const allowedTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'abbr',
  'small',
  'span',
  'hr',
]
const allowedAttributes = ['href', 'title', 'scope', 'colspan', 'rowspan', 'abbr']

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/**
 * HTML from tenant data made safe to render: only text formatting, lists, tables and http(s), mailto and tel
 * links survive; scripts, event handlers, styles, frames and javascript: URLs are removed.
 * @example sanitiseHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitiseHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  })
}

/**
 * The plain text of an HTML fragment, whitespace folded: for meta descriptions and excerpts.
 * @example plainText('<p>Family <b>owned</b></p>') // 'Family owned'
 */
export function plainText(html: string): string {
  const fragment = JSDOM.fragment(sanitiseHtml(html))
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * Escapes text for use inside HTML that the site composes itself.
 * @example escapeHtml('Tom & Jerry <3') // 'Tom &amp; Jerry &lt;3'
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/**
 * Cuts text to a meta-description length on a word boundary.
 * @example summary('A long sentence …', 20)
 */
export function summary(text: string, limit = 155): string {
  if (text.length <= limit) return text
  const cut = text.slice(0, limit - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).trimEnd()}…`
}
