/** Position of the first whole-word match of any keyword (plural `s` allowed), or -1. */
export function firstMatch(text: string, keywords: string[]): number {
  let best = -1
  for (const keyword of keywords) {
    const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const match = new RegExp(`(^|[^a-z])${escaped}(e?s)?([^a-z]|$)`, 'i').exec(
      text
    )
    if (match && (best === -1 || match.index < best)) best = match.index
  }
  return best
}

/** Picks the entry whose keywords appear earliest in the text. */
export function earliest<T>(text: string, entries: [T, string[]][]): T | null {
  let best: { value: T; at: number } | null = null
  for (const [value, keywords] of entries) {
    const at = firstMatch(text, keywords)
    if (at !== -1 && (best === null || at < best.at)) best = { value, at }
  }
  return best?.value ?? null
}

/** A small stable hash (FNV-1a) so choices depend only on the prompt. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
