import { tenantJsonSchema } from './json-schema.js'

/** One row of the option table: a field of the tenant file, its type, default, meaning and spec section. */
export interface OptionRow {
  /** Path from the file's root; `dealerships[]` marks a per-dealership field. */
  path: string
  type: string
  default: string
  description: string
  spec: string
}

interface SchemaNode {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: SchemaNode[]
  items?: SchemaNode
  properties?: Record<string, SchemaNode>
  default?: unknown
  description?: string
  'x-spec'?: string
}

// Fields of the tenant file that switch behaviour, besides `options`; identity, theme and contact are not options.
const siteFields = [
  'autograb',
  'vdp_config',
  'redbook',
  'override_city',
  'search_categories',
  'plugins',
  'search',
]
const dealershipFields = [
  'finance',
  'finance_provider',
  'service_booking_url',
  'messaging_token_env',
  'chatbot',
]

/**
 * Every switch of a tenant file, one row per leaf, in schema order: site fields, `options.*`, then the
 * per-dealership fields. The README's option table is generated from these rows.
 * @example tenantOptionRows().find((row) => row.path === 'options.search.cardsPerRow')?.default // '3'
 */
export function tenantOptionRows(): OptionRow[] {
  const root = tenantJsonSchema() as SchemaNode
  const properties = root.properties ?? {}
  const dealership = properties.dealerships?.items?.properties ?? {}
  return [
    ...siteFields.flatMap((key) => rowsOf(key, properties[key] ?? {})),
    ...rowsOf('options', properties.options ?? {}),
    ...dealershipFields.flatMap((key) => rowsOf(`dealerships[].${key}`, dealership[key] ?? {})),
  ]
}

function rowsOf(path: string, node: SchemaNode): OptionRow[] {
  const isGroup = node.properties !== undefined && (node.default === undefined || isEmptyObject(node.default))
  if (isGroup)
    return Object.entries(node.properties ?? {}).flatMap(([key, child]) => rowsOf(`${path}.${key}`, child))
  return [
    {
      path,
      type: typeOf(node),
      default: node.default === undefined ? '—' : JSON.stringify(node.default),
      description: node.description ?? overrideDescription(path),
      spec:
        node['x-spec'] ??
        (path.startsWith('dealerships[].finance.') ? '§5; §9 Finance (for some dealers)' : ''),
    },
  ]
}

function overrideDescription(path: string): string {
  const financeKey = /^dealerships\[\]\.finance\.(.+)$/.exec(path)?.[1]
  return financeKey ? `This dealership's value of \`options.finance.${financeKey}\`; absent inherits it.` : ''
}

function isEmptyObject(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0
  )
}

function typeOf(node: SchemaNode): string {
  if (node.enum) return node.enum.map((value) => JSON.stringify(value)).join(' \\| ')
  if (node.const !== undefined) return JSON.stringify(node.const)
  if (node.anyOf) return node.anyOf.map(typeOf).join(' \\| ')
  if (node.type === 'array') {
    const item = node.items ? typeOf(node.items) : 'unknown'
    return item.includes('|') ? `(${item})[]` : `${item}[]`
  }
  if (node.type === 'object' && node.properties) return 'object'
  if (node.type === 'object') return 'record'
  return Array.isArray(node.type) ? node.type.join(' \\| ') : (node.type ?? 'unknown')
}

/**
 * The option table as Markdown, as the README carries it between its `options` markers.
 * @example optionTableMarkdown().split('\n')[0] // '| Option | Type | Default | What it switches | Spec |'
 */
export function optionTableMarkdown(rows: readonly OptionRow[] = tenantOptionRows()): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
  const lines = rows.map(
    (row) =>
      `| \`${row.path}\` | ${row.type} | \`${escape(row.default)}\` | ${escape(row.description)} | ${escape(row.spec)} |`,
  )
  return [
    '| Option | Type | Default | What it switches | Spec |',
    '| --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n')
}
