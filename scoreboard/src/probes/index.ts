import { readdirSync } from 'node:fs'
import type { Probe } from '../probe'

/** The probes a full run must have: a missing file fails the scoreboard. */
export const REQUIRED_PROBES = [
  'cross-user',
  'cross-workspace',
  'bad-inputs',
  'forged-tokens',
  'outbound',
  'app-backend',
  'canary-secret',
  'hardening',
  'worker-kills',
  'races',
  'preview-escapes',
  'load',
]

/**
 * Every `*.probe.ts` in this folder exports `probe`; they run in the order of
 * their `order` (cheap API probes first, process kills and load last).
 */
export async function loadProbes(): Promise<Probe[]> {
  const files = readdirSync(import.meta.dirname).filter((file) =>
    file.endsWith('.probe.ts')
  )
  const loaded = await Promise.all(
    files.map(
      async (file) => ((await import(`./${file}`)) as { probe: Probe }).probe
    )
  )
  return loaded.sort((a, b) => a.order - b.order)
}
