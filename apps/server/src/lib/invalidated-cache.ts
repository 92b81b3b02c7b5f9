type Entry<V> = { value: V; storedAt: number }

/**
 * A bounded in-memory cache of values read from the database, kept exact by
 * invalidation (`forget`) rather than by expiry: a load that a `forget` of
 * its key (or a `clear`) overtakes is returned but not stored, so a value read
 * before a change never outlives the change's notification. `ttlMs` only
 * bounds the harm of a notification that never came.
 */
export function createInvalidatedCache<V>(options: {
  maxEntries: number
  ttlMs: number
  now?: () => number
}) {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry<V>>()
  /** Loads in flight per key; `forget` marks them stale. */
  const loading = new Map<string, Set<{ isStale: boolean }>>()

  function fresh(key: string) {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (now() - entry.storedAt > options.ttlMs) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  function store(key: string, value: V) {
    entries.delete(key)
    entries.set(key, { value, storedAt: now() })
    if (entries.size > options.maxEntries) {
      // Map keeps insertion order: the first key is the least recently stored.
      entries.delete(entries.keys().next().value!)
    }
  }

  return {
    get: (key: string) => fresh(key)?.value,

    /** The cached value, or `load()`'s, stored when `keep(value)` and no invalidation overtook it. */
    async load(
      key: string,
      load: () => Promise<V>,
      keep: (value: V) => boolean = () => true
    ): Promise<V> {
      const entry = fresh(key)
      if (entry) return entry.value
      const ticket = { isStale: false }
      const tickets = loading.get(key) ?? new Set()
      loading.set(key, tickets.add(ticket))
      try {
        const value = await load()
        if (!ticket.isStale && keep(value)) store(key, value)
        return value
      } finally {
        tickets.delete(ticket)
        if (tickets.size === 0) loading.delete(key)
      }
    },

    forget(key: string) {
      entries.delete(key)
      for (const ticket of loading.get(key) ?? []) ticket.isStale = true
    },

    /** Forgets every key; for when notifications may have been missed. */
    clear() {
      entries.clear()
      for (const tickets of loading.values())
        for (const ticket of tickets) ticket.isStale = true
    },
  }
}

export type InvalidatedCache<V> = ReturnType<typeof createInvalidatedCache<V>>
