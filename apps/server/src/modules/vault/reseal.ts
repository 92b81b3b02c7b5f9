import type { Vault } from './vault'

/** A sealed value under another key than the active one (key rotation). */
export const isStale = (
  vault: Vault,
  sealed: string | null
): sealed is string => !!sealed && vault.keyIdOf(sealed) !== vault.activeKeyId

/** The same secret sealed under the active key. */
export const reseal = (vault: Vault, sealed: string, context: string) =>
  vault.seal(vault.open(sealed, context), context)

/**
 * Re-seals each row's stale value under the active key. `write` stores the
 * new value only where the row still holds the old one (a secret changed
 * meanwhile is kept) and says whether it did. Returns how many it changed.
 */
export async function resealStaleRows<Row>(
  vault: Vault,
  rows: Row[],
  sealedOf: (row: Row) => { sealed: string | null; context: string },
  write: (row: Row, old: string, resealed: string) => Promise<boolean>
) {
  let count = 0
  for (const row of rows) {
    const { sealed, context } = sealedOf(row)
    if (!isStale(vault, sealed)) continue
    if (await write(row, sealed, reseal(vault, sealed, context))) count += 1
  }
  return count
}
