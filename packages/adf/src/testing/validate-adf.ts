/// <reference types="node" />
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * The ADF 1.0 DTD, at the package's root: two folders up from src/testing/ and from dist/testing/ alike.
 * @example readFileSync(adfDtdPath, 'utf8').startsWith('<!--') // true
 */
export const adfDtdPath = fileURLToPath(new URL('../../adf-1.0.dtd', import.meta.url))

/**
 * The outcome of validating a document: valid, or xmllint's messages.
 * @example const result: AdfValidation = { valid: false, errors: 'Element vehicle content does not follow the DTD' }
 */
export interface AdfValidation {
  valid: boolean
  errors: string
}

/**
 * Validates an XML document against the ADF 1.0 DTD with libxml2's xmllint (Debian package libxml2-utils; CI
 * installs it). A document that is not well-formed is invalid too. Rejects when xmllint is missing, so a machine
 * without it fails the tests instead of skipping them.
 * @example expect((await validateAdf(renderAdf(input))).errors).toBe('')
 */
export function validateAdf(document: string): Promise<AdfValidation> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'xmllint',
      ['--noout', '--nonet', '--dtdvalid', adfDtdPath, '-'],
      { timeout: 20_000 },
      (error, _stdout, stderr) => {
        if (!error) return resolve({ valid: true, errors: stderr.trim() })
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          return reject(new Error('xmllint is not installed: apt-get install libxml2-utils'))
        // Exit codes: 1 not well-formed, 3 and 4 not valid; anything else is xmllint failing.
        if (typeof error.code === 'number' && [1, 3, 4].includes(error.code))
          return resolve({ valid: false, errors: stderr.trim() })
        reject(new Error(`xmllint failed: ${stderr.trim() || error.message}`, { cause: error }))
      },
    )
    child.stdin?.end(document, 'utf8')
  })
}
