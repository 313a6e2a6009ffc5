interface CryptoLike {
  randomUUID?: () => string
  getRandomValues?: (array: Uint8Array) => Uint8Array
}

/**
 * A random UUID (version 4) for idempotency keys: `crypto.randomUUID` where the runtime has it (every
 * current browser on HTTPS, Node 20), else built from `crypto.getRandomValues`, else from Math.random
 * (old browsers and plain-HTTP pages, where only uniqueness matters, not secrecy).
 * @example randomUuid() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function randomUuid(): string {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID()
  const bytes = new Uint8Array(16)
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes)
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256)
  return uuidFromBytes(bytes)
}

/** Formats 16 random bytes as a version 4, RFC 4122 variant UUID. */
export function uuidFromBytes(bytes: Uint8Array): string {
  const hex = Array.from(bytes.slice(0, 16), (byte, index) => {
    if (index === 6) return ((byte & 0x0f) | 0x40).toString(16).padStart(2, '0')
    if (index === 8) return ((byte & 0x3f) | 0x80).toString(16).padStart(2, '0')
    return byte.toString(16).padStart(2, '0')
  }).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
