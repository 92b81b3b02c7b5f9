import { and, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { apiKeys, apis, mcpAuth, mcpOauthStates } from '../../db/schema'
import { sealContext } from './seal-contexts'
import type { Vault } from './vault'

/**
 * Re-seals every secret under the vault's active key. Each update is
 * conditional on the old value, so a secret changed meanwhile is kept.
 * Returns how many values were re-sealed.
 */
export async function rotateVault(db: Database, vault: Vault) {
  let count = 0
  const stale = (sealed: string | null): sealed is string =>
    !!sealed && vault.keyIdOf(sealed) !== vault.activeKeyId
  const reseal = (sealed: string, context: string) =>
    vault.seal(vault.open(sealed, context), context)

  for (const row of await db.select().from(apiKeys)) {
    if (!stale(row.sealedKey)) continue
    const context = sealContext.apiKey(row.userId, row.service)
    const updated = await db
      .update(apiKeys)
      .set({ sealedKey: reseal(row.sealedKey, context) })
      .where(
        and(
          eq(apiKeys.userId, row.userId),
          eq(apiKeys.service, row.service),
          eq(apiKeys.sealedKey, row.sealedKey)
        )
      )
      .returning({ service: apiKeys.service })
    count += updated.length
  }
  for (const row of await db
    .select()
    .from(apis)
    .where(isNotNull(apis.sealedSecret))) {
    const sealed = row.sealedSecret
    if (!sealed) continue
    const context = sealContext.api(row.id, row.baseUrl)
    let plain: string
    try {
      plain = vault.open(sealed, context)
      if (!stale(sealed)) continue
    } catch {
      // Sealed before secrets were bound to an origin: bind it to the row's.
      plain = vault.open(sealed, sealContext.legacyApi(row.id))
    }
    const updated = await db
      .update(apis)
      .set({ sealedSecret: vault.seal(plain, context) })
      .where(and(eq(apis.id, row.id), eq(apis.sealedSecret, sealed)))
      .returning({ id: apis.id })
    count += updated.length
  }
  for (const row of await db.select().from(mcpAuth)) {
    if (!stale(row.sealedCredentials)) continue
    const context = sealContext.mcpAuth(row.userId, row.serverId)
    const updated = await db
      .update(mcpAuth)
      .set({ sealedCredentials: reseal(row.sealedCredentials, context) })
      .where(
        and(
          eq(mcpAuth.userId, row.userId),
          eq(mcpAuth.serverId, row.serverId),
          eq(mcpAuth.sealedCredentials, row.sealedCredentials)
        )
      )
      .returning({ id: mcpAuth.serverId })
    count += updated.length
  }
  for (const row of await db.select().from(mcpOauthStates)) {
    if (!stale(row.sealedFlow)) continue
    const context = sealContext.mcpOauthState(row.state)
    const updated = await db
      .update(mcpOauthStates)
      .set({ sealedFlow: reseal(row.sealedFlow, context) })
      .where(
        and(
          eq(mcpOauthStates.state, row.state),
          eq(mcpOauthStates.sealedFlow, row.sealedFlow)
        )
      )
      .returning({ state: mcpOauthStates.state })
    count += updated.length
  }
  return count
}
