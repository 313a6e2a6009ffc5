import { publicExports, type PublicExport } from './public-exports'
import type { SourceFile } from './source-files'

/**
 * The framework-free packages whose exports other dealer properties build on: each export should be used by
 * another package, the app or a README's example, or it is dead weight in the published API.
 */
export const purePackages = [
  'stock-rules',
  'finance-math',
  'search-url',
  'search-engine',
  'lead-client',
  'tenant-config',
  'adf',
] as const

/**
 * The public exports of the pure packages that no other package, app or README names, as `package:name`.
 * @example unusedExports(everySource(['apps', 'packages']), readmes()) // ['finance-math:roundDollars', …]
 */
export function unusedExports(users: readonly SourceFile[], docs: readonly SourceFile[]): string[] {
  const isUsed = ({ packageName, name }: PublicExport) => {
    const word = new RegExp(`\\b${name}\\b`)
    return (
      users.some((file) => !file.path.startsWith(`packages/${packageName}/`) && word.test(file.text)) ||
      docs.some((file) => word.test(file.text))
    )
  }
  return purePackages
    .flatMap((packageName) => publicExports(packageName))
    .filter((entry) => !isUsed(entry))
    .map(({ packageName, name }) => `${packageName}:${name}`)
}
