/** One problem of a tenant file: which file, where in it, and what is wrong. */
export interface TenantConfigIssue {
  file: string
  /** Dotted field path such as `dealerships[1].email`; empty for the whole file. */
  path: string
  message: string
}

/**
 * Thrown when a tenant file (or a set of them) is invalid. The message has one line per problem, each
 * naming the file, the field path and the problem, so a broken deploy points straight at the fix.
 * @example
 * try { parseTenant(json, 'tenants/acme.json') } catch (error) {
 *   if (error instanceof TenantConfigError) console.error(error.issues)
 * }
 */
export class TenantConfigError extends Error {
  readonly issues: readonly TenantConfigIssue[]

  constructor(issues: readonly TenantConfigIssue[]) {
    super(issues.map(formatIssue).join('\n'))
    this.name = 'TenantConfigError'
    this.issues = issues
  }
}

/**
 * One issue as a line: `file: path: message` (path left out when it is the whole file).
 * @example formatIssue({ file: 'a.json', path: 'slug', message: 'expected a kebab-case slug' }) // 'a.json: slug: expected a kebab-case slug'
 */
export function formatIssue(issue: TenantConfigIssue): string {
  return issue.path === ''
    ? `${issue.file}: ${issue.message}`
    : `${issue.file}: ${issue.path}: ${issue.message}`
}

/**
 * A zod issue path as a readable field path.
 * @example formatPath(['dealerships', 1, 'email']) // 'dealerships[1].email'
 */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`
    const name = String(key)
    return text === '' ? name : `${text}.${name}`
  }, '')
}
