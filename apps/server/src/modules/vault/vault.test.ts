import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeys, providerKeys } from '../../db/schema'
import { bearer, signup } from '../../test/auth-helpers'
import { buildTestApp, type TestContext } from '../../test/helper'
import { rotateVault } from '../../vault-rotation'
import { sealContext } from './seal-contexts'
import { createVault, maskSecret } from './vault'
import {
  loadVaultKeys,
  loadVaultKeysFromEnv,
  parseVaultKeys,
} from './vault-keys'

const key = () => randomBytes(32).toString('base64')

describe('vault', () => {
  it('seals with the active key id and opens only in the same context', () => {
    const vault = createVault(parseVaultKeys(`old:${key()},new:${key()}`))
    const sealed = vault.seal('secret-token', 'api:1')
    expect(vault.keyIdOf(sealed)).toBe('new')
    expect(sealed).not.toContain('secret-token')
    expect(vault.open(sealed, 'api:1')).toBe('secret-token')
    expect(() => vault.open(sealed, 'api:2')).toThrow()
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA')
    expect(() => vault.open(tampered, 'api:1')).toThrow()
  })

  it('rejects short keys and an unknown active id', () => {
    expect(() => parseVaultKeys('a:c2hvcnQ=')).toThrow(/32 bytes/)
    expect(() => parseVaultKeys(`a:${key()}`, 'b')).toThrow(/not in the keys/)
  })

  it('generates DATA_DIR/keys/vault.json once and reuses it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kiln-vault-'))
    const first = await loadVaultKeys({ keysDir: dir })
    const second = await loadVaultKeys({ keysDir: dir })
    expect(second.activeKeyId).toBe(first.activeKeyId)
    const sealed = createVault(first).seal('x', 'c')
    expect(createVault(second).open(sealed, 'c')).toBe('x')
    expect(
      JSON.parse(await readFile(path.join(dir, 'vault.json'), 'utf8'))
    ).toHaveProperty('keys')
    await rm(dir, { recursive: true, force: true })
  })

  it('masks keys', () => {
    expect(maskSecret('figd_abcdefghijklmnop1234')).toBe('figd_••••••••1234')
    expect(maskSecret('short')).toBe('••••••••')
  })
})

describe('vault rotation', () => {
  const oldKey = key()
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildTestApp({ vaultKeys: parseVaultKeys(`old:${oldKey}`) })
  })
  afterAll(() => ctx.close())

  it('re-seals every secret under the active key without loss', async () => {
    const users = await Promise.all([signup(ctx.app), signup(ctx.app)])
    for (const [index, user] of users.entries()) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/users/${user.userId}/api-keys`,
        headers: bearer(user.accessToken),
        payload: { service: 'figma', apiKey: `figd_token_number_${index}` },
      })
    }
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${users[0]!.userId}/provider-keys/openai`,
      headers: bearer(users[0]!.accessToken),
      payload: { apiKey: 'sk-own-provider-key-0123456789' },
    })
    const newKey = key()
    const rotated = createVault(
      parseVaultKeys(`old:${oldKey},new:${newKey}`, 'new')
    )
    expect(await rotateVault(ctx.app.services, rotated)).toBe(3)
    expect(await rotateVault(ctx.app.services, rotated)).toBe(0)

    const onlyNew = createVault(parseVaultKeys(`new:${newKey}`))
    const rows = await ctx.app.db.select().from(apiKeys)
    const opened = rows.map((row) =>
      onlyNew.open(row.sealedKey, sealContext.apiKey(row.userId, row.service))
    )
    expect(opened.sort()).toEqual([
      'figd_token_number_0',
      'figd_token_number_1',
    ])
    const [own] = await ctx.app.db.select().from(providerKeys)
    expect(
      onlyNew.open(
        own!.sealedKey,
        sealContext.providerKey(own!.userId, own!.provider)
      )
    ).toBe('sk-own-provider-key-0123456789')
  })
})

describe('loadVaultKeysFromEnv', () => {
  it('reads VAULT_KEYS first, else DATA_DIR/keys/vault.json', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kiln-vault-env-'))
    const fromSpec = await loadVaultKeysFromEnv({
      vaultKeys: `a:${key()},b:${key()}`,
      vaultActiveKeyId: 'a',
      dataDir,
    })
    expect(fromSpec.activeKeyId).toBe('a')
    const fromFile = await loadVaultKeysFromEnv({
      vaultKeys: undefined,
      vaultActiveKeyId: undefined,
      dataDir,
    })
    const saved = JSON.parse(
      await readFile(path.join(dataDir, 'keys', 'vault.json'), 'utf8')
    ) as { activeKeyId: string }
    expect(fromFile.activeKeyId).toBe(saved.activeKeyId)
    await rm(dataDir, { recursive: true, force: true })
  })
})
