import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import type { Env } from '../../config/env'
import { fromRepoRoot } from '../../lib/paths'

/** AES-256 keys by key id; new secrets use `activeKeyId`. */
export type VaultKeyring = {
  activeKeyId: string
  keys: ReadonlyMap<string, Buffer>
}

const fileSchema = z.object({
  activeKeyId: z.string().min(1),
  keys: z.record(z.string(), z.string()),
})

function toKeyring(activeKeyId: string, entries: [string, string][]) {
  const keys = new Map<string, Buffer>()
  for (const [kid, encoded] of entries) {
    const key = Buffer.from(encoded, 'base64')
    if (key.length !== 32) {
      throw new Error(`Vault key "${kid}" must be 32 bytes in base64.`)
    }
    keys.set(kid, key)
  }
  if (!keys.has(activeKeyId)) {
    throw new Error(`VAULT_ACTIVE_KEY_ID "${activeKeyId}" is not in the keys.`)
  }
  return { activeKeyId, keys }
}

/** "kid1:base64key,kid2:base64key"; the active key defaults to the last. */
export function parseVaultKeys(spec: string, activeKeyId?: string) {
  const entries = spec.split(',').map((part): [string, string] => {
    const at = part.indexOf(':')
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()]
  })
  return toKeyring(activeKeyId ?? entries[entries.length - 1]![0], entries)
}

/** A one-key ring, e.g. for tests. */
export function generateVaultKeyring(kid = 'k1'): VaultKeyring {
  return toKeyring(kid, [[kid, randomBytes(32).toString('base64')]])
}

/**
 * Keys from VAULT_KEYS (+ VAULT_ACTIVE_KEY_ID), else from
 * DATA_DIR/keys/vault.json, else a new key saved there.
 */
export async function loadVaultKeys(options: {
  spec?: string
  activeKeyId?: string
  keysDir: string
}): Promise<VaultKeyring> {
  if (options.spec) return parseVaultKeys(options.spec, options.activeKeyId)
  const file = path.join(options.keysDir, 'vault.json')
  const text = await readFile(file, 'utf8').catch(() => undefined)
  if (text) {
    const saved = fileSchema.parse(JSON.parse(text))
    return toKeyring(
      options.activeKeyId ?? saved.activeKeyId,
      Object.entries(saved.keys)
    )
  }
  const kid = `k${Date.now().toString(36)}`
  const key = randomBytes(32).toString('base64')
  await mkdir(options.keysDir, { recursive: true, mode: 0o700 })
  await writeFile(
    file,
    JSON.stringify({ activeKeyId: kid, keys: { [kid]: key } }, null, 2),
    { mode: 0o600, flag: 'wx' }
  ).catch(async (error: unknown) => {
    // Another process created it first: use theirs.
    if ((error as { code?: string }).code !== 'EEXIST') throw error
  })
  return loadVaultKeys({ ...options, spec: undefined })
}

/**
 * The keyring every process uses (API, preview host, worker, vault:rotate):
 * VAULT_KEYS + VAULT_ACTIVE_KEY_ID, else DATA_DIR/keys/vault.json.
 */
export const loadVaultKeysFromEnv = (
  env: Pick<Env, 'vaultKeys' | 'vaultActiveKeyId' | 'dataDir'>
) =>
  loadVaultKeys({
    spec: env.vaultKeys,
    activeKeyId: env.vaultActiveKeyId,
    keysDir: path.join(fromRepoRoot(env.dataDir), 'keys'),
  })
