import { safeJsonParse } from '@/lib/json'
import { useSyncExternalStore } from 'react'

export const PINNED_PROJECTS_KEY = 'pinnedProjects'

const listeners = new Set<() => void>()
let cache: { raw: string | null; ids: readonly string[] } = {
  raw: null,
  ids: [],
}

/** Pinned project ids kept in local storage (docs/product.md §3). */
export function readPinnedIds(): readonly string[] {
  const raw = localStorage.getItem(PINNED_PROJECTS_KEY)
  if (raw === cache.raw) return cache.ids
  const parsed = safeJsonParse(raw ?? '[]')
  const ids = Array.isArray(parsed)
    ? parsed.filter((id): id is string => typeof id === 'string')
    : []
  cache = { raw, ids }
  return ids
}

function write(ids: readonly string[]) {
  localStorage.setItem(PINNED_PROJECTS_KEY, JSON.stringify(ids))
  listeners.forEach((listener) => listener())
}

export function togglePinned(projectId: string) {
  const ids = readPinnedIds()
  write(
    ids.includes(projectId)
      ? ids.filter((id) => id !== projectId)
      : [projectId, ...ids]
  )
}

export function unpin(projectId: string) {
  const ids = readPinnedIds()
  if (ids.includes(projectId)) write(ids.filter((id) => id !== projectId))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === PINNED_PROJECTS_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function usePinnedIds() {
  return useSyncExternalStore(subscribe, readPinnedIds, readPinnedIds)
}
