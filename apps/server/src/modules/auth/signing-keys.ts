import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  exportSPKI,
  generateKeyPair,
  importPKCS8,
  importSPKI,
  type CryptoKey,
  type JWK,
} from 'jose'

export const JWT_ALG = 'ES256'

export type SigningKeys = {
  privateKey: CryptoKey
  publicKey: CryptoKey
  kid: string
  /** Public key as published in the JWKS. */
  publicJwk: JWK
}

async function fromPems(privatePem: string, publicPem: string) {
  const privateKey = await importPKCS8(privatePem, JWT_ALG, {
    extractable: true,
  })
  const publicKey = await importSPKI(publicPem, JWT_ALG, { extractable: true })
  const jwk = await exportJWK(publicKey)
  const kid = await calculateJwkThumbprint(jwk)
  const publicJwk: JWK = { ...jwk, kid, alg: JWT_ALG, use: 'sig' }
  return { privateKey, publicKey, kid, publicJwk }
}

/** A fresh ES256 pair, e.g. for tests. */
export async function generateSigningKeys(): Promise<SigningKeys> {
  const pair = await generateKeyPair(JWT_ALG, { extractable: true })
  return fromPems(
    await exportPKCS8(pair.privateKey),
    await exportSPKI(pair.publicKey)
  )
}

const readIfExists = (file: string) =>
  readFile(file, 'utf8').catch(() => undefined)

/**
 * Keys from JWT_PRIVATE_KEY/JWT_PUBLIC_KEY, else from DATA_DIR/keys, else a
 * new pair saved there. The kid is the key's RFC 7638 thumbprint.
 */
export async function loadSigningKeys(options: {
  privatePem?: string
  publicPem?: string
  keysDir: string
}): Promise<SigningKeys> {
  if (options.privatePem && options.publicPem) {
    return fromPems(options.privatePem, options.publicPem)
  }
  if (options.privatePem || options.publicPem) {
    throw new Error('Set both JWT_PRIVATE_KEY and JWT_PUBLIC_KEY, or neither.')
  }
  const privateFile = path.join(options.keysDir, 'jwt-private.pem')
  const publicFile = path.join(options.keysDir, 'jwt-public.pem')
  const [privatePem, publicPem] = await Promise.all([
    readIfExists(privateFile),
    readIfExists(publicFile),
  ])
  if (privatePem && publicPem) return fromPems(privatePem, publicPem)
  const pair = await generateKeyPair(JWT_ALG, { extractable: true })
  await mkdir(options.keysDir, { recursive: true, mode: 0o700 })
  const newPrivate = await exportPKCS8(pair.privateKey)
  const newPublic = await exportSPKI(pair.publicKey)
  await writeFile(privateFile, newPrivate, { mode: 0o600 })
  await writeFile(publicFile, newPublic, { mode: 0o644 })
  return fromPems(newPrivate, newPublic)
}
