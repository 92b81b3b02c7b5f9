/**
 * localStorage that keeps working where the browser blocks it (a preview in a
 * cross-site iframe, private windows): values then live in memory for the
 * page's lifetime.
 */
const memory = new Map<string, string>()

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? memory.get(key) ?? null
  } catch {
    return memory.get(key) ?? null
  }
}

export function writeItem(key: string, value: string): void {
  memory.set(key, value)
  try {
    storage()?.setItem(key, value)
  } catch {
    // Quota or blocked storage: the in-memory copy serves this page.
  }
}

export function removeItem(key: string): void {
  memory.delete(key)
  try {
    storage()?.removeItem(key)
  } catch {
    // Blocked storage: nothing persisted to remove.
  }
}
