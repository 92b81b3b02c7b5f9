import { safeJsonParse } from '@/lib/json'

export const PREFILL_MODES = ['auto-fill', 'auto-clone'] as const
export type PrefillMode = (typeof PREFILL_MODES)[number]
/** `shareLink`: with auto-clone, the share link whose version to clone. */
export type Prefill = { mode: PrefillMode; prompt: string; shareLink?: string }

/**
 * Reads the prefill option of a URL hash such as
 * `#prefill={"mode":"auto-fill","prompt":"..."}` (URI-encoded JSON).
 * docs/product.md §5: accepted only when its mode is auto-fill or auto-clone.
 */
export function readPrefill(hash: string): Prefill | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const raw = params.get('prefill')
  if (!raw) return null
  const value = safeJsonParse<Record<string, unknown>>(raw)
  if (!value || typeof value !== 'object') return null
  const mode = value.mode
  if (!PREFILL_MODES.includes(mode as PrefillMode)) return null
  const prompt = typeof value.prompt === 'string' ? value.prompt : ''
  const shareLink =
    typeof value.shareLink === 'string' && value.shareLink.trim()
      ? value.shareLink.trim()
      : undefined
  return { mode: mode as PrefillMode, prompt, ...(shareLink && { shareLink }) }
}
