import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { rememberSecrets } from '../../secret-redaction'
import type { VaultKeyring } from './vault-keys'

const VERSION = 'v1'

/**
 * AES-256-GCM for third-party secrets. A sealed value is
 * `v1.<kid>.<iv>.<tag>.<ciphertext>` (base64url), bound to `context` (the
 * row it belongs to) so a value copied to another row does not open.
 */
export function createVault(keyring: VaultKeyring) {
  const keyFor = (kid: string) => {
    const key = keyring.keys.get(kid)
    if (!key) throw new Error(`Unknown vault key id "${kid}".`)
    return key
  }

  return {
    activeKeyId: keyring.activeKeyId,

    /** Seals `plaintext`, which from now on is redacted wherever text is stored or logged. */
    seal(plaintext: string, context: string): string {
      rememberSecrets(plaintext)
      const kid = keyring.activeKeyId
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', keyFor(kid), iv)
      cipher.setAAD(Buffer.from(context))
      const data = Buffer.concat([
        cipher.update(plaintext, 'utf8'),
        cipher.final(),
      ])
      const parts = [iv, cipher.getAuthTag(), data].map((b) =>
        b.toString('base64url')
      )
      return [VERSION, kid, ...parts].join('.')
    },

    /** The plaintext, which from now on is redacted wherever text is stored or logged. */
    open(sealed: string, context: string): string {
      const [version, kid, iv, tag, data] = sealed.split('.')
      if (version !== VERSION || !kid || !iv || !tag || data === undefined) {
        throw new Error('Not a sealed vault value.')
      }
      const decipher = createDecipheriv(
        'aes-256-gcm',
        keyFor(kid),
        Buffer.from(iv, 'base64url')
      )
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      const plaintext = Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
      rememberSecrets(plaintext)
      return plaintext
    },

    /** The key id a sealed value was made with. */
    keyIdOf: (sealed: string) => sealed.split('.')[1] ?? '',
  }
}

export type Vault = ReturnType<typeof createVault>

/** Shows the first 5 and last 4 characters of a key, e.g. figd_••••••••abcd. */
export function maskSecret(secret: string): string {
  if (secret.length <= 8) return '••••••••'
  const head = secret.length > 16 ? secret.slice(0, 5) : ''
  return `${head}••••••••${secret.slice(-4)}`
}
