import type { SourceFile } from './source-files'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Whether a file reads an option `….parent.group.key`: by its path (`cards.greenTags`, `features?.garage`), by a
 * name given to its group (`const gated = tenant.options.gatedPages` … `gated.checkout`), by destructuring it from
 * its group (`const { greenTags } = tenant.options.cards`), by taking the whole group (`...forms.termsCheckbox`) or a
 * computed key of it (`search.filters[filter.key]`), or by the key on the group as a tenant-config helper hands it
 * over (`options.frequency` in a file that asks `financeOptionsFor` or types `FinanceOptions`).
 * @example readsOption({ path, text: 'tenant.options.cards.greenTags' }, 'options.cards.greenTags') // true
 */
export function readsOption(file: SourceFile, optionPath: string): boolean {
  const parts = optionPath.split('.')
  const key = escape(parts.at(-1) ?? '')
  const group = escape(parts.at(-2) ?? '')
  const parent = escape(parts.at(-3) ?? '')
  const aliases = [
    ...file.text.matchAll(new RegExp(`(?:const|let)\\s+(\\w+)\\s*=\\s*[\\w.?]*\\.${group}\\s*$`, 'gm')),
  ].map((match) => escape(match[1] ?? ''))
  const patterns = [
    new RegExp(`\\b${group}\\??\\.${key}\\b`),
    ...aliases.map((alias) => new RegExp(`\\b${alias}\\??\\.${key}\\b`)),
    new RegExp(`\\{[^}=]*\\b${key}\\b[^}=]*\\}\\s*=\\s*[^;\\n]*\\b${group}\\b`),
    new RegExp(`\\.\\.\\.[\\w.?]*\\b${parent}\\??\\.${group}\\b(?![\\w.?[])`),
    new RegExp(`\\b${parent}\\??\\.${group}\\[`),
  ]
  if (patterns.some((pattern) => pattern.test(file.text))) return true
  const helper = new RegExp(
    `\\b${group}OptionsFor\\b|\\b${escape(capitalised(parts.at(-2) ?? ''))}Options\\b`,
  )
  return new RegExp(`[.?]${key}\\b`).test(file.text) && helper.test(file.text)
}

/**
 * The options no file reads.
 * @example unreadOptions(['options.cards.greenTags'], files) // [] once a file reads it
 */
export function unreadOptions(optionPaths: readonly string[], files: readonly SourceFile[]): string[] {
  return optionPaths.filter((path) => !files.some((file) => readsOption(file, path)))
}
