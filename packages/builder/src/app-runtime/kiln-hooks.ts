import { useCallback, useEffect, useState } from 'react'
import type { Change, Collection, KilnRecord } from './kiln-collection.ts'
import type { ListOptions } from './kiln-query.ts'

export type UseCollectionOptions = Omit<ListOptions, 'cursor'> & {
  /** Keep the list in sync with other visitors' changes (live updates). */
  live?: boolean
}

/** A live change applied to a plain list (no filter, sort or paging). */
function applyChange<T>(
  items: KilnRecord<T>[],
  change: Exclude<Change<T>, { type: 'reset' }>
) {
  if (change.type === 'delete') return items.filter((i) => i.id !== change.id)
  const at = items.findIndex((i) => i.id === change.id)
  if (at === -1) return [...items, change.record]
  return items.map((i) => (i.id === change.id ? change.record : i))
}

/**
 * React hook over a collection: loads the records (every page, or pages of
 * `limit` with `loadMore()`), then keeps the list in sync with writes.
 * `sort` and `where` are compared by value, so inline objects are fine.
 */
export function useCollection<T extends object>(
  col: Collection<T>,
  options: UseCollectionOptions = {}
) {
  const [items, setItems] = useState<KilnRecord<T>[]>([])
  const [cursor, setCursor] = useState<string | null>(null)
  const [isLoading, setIsLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const { live = false, ...query } = options
  const key = JSON.stringify(query)
  const run = useCallback(async (fn: () => Promise<void>) => {
    try {
      await fn()
      setError(null)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }, [])
  const load = useCallback(
    async (after?: string) => {
      const query = JSON.parse(key) as UseCollectionOptions
      if (query.limit === undefined) {
        setItems(await col.list(query))
        setCursor(null)
        return
      }
      const page = await col.page({ ...query, cursor: after })
      setItems((prev) => (after ? [...prev, ...page.items] : page.items))
      setCursor(page.nextCursor)
    },
    [col, key]
  )
  useEffect(() => {
    setIsLoading(true)
    void run(() => load()).finally(() => setIsLoading(false))
  }, [load, run])
  useEffect(() => {
    if (!live) return
    const current = JSON.parse(key) as UseCollectionOptions
    const isPlain =
      current.limit === undefined && !current.sort && !current.where
    return col.subscribe((change) => {
      // A filtered, sorted or paged view is read again; a plain one is patched.
      if (change.type === 'reset' || !isPlain) void run(() => load())
      else setItems((prev) => applyChange(prev, change))
    })
  }, [col, key, live, load, run])
  const add = (data: T) =>
    run(async () => {
      const created = await col.create(data)
      setItems((prev) =>
        prev.some((i) => i.id === created.id) ? prev : [...prev, created]
      )
    })
  const update = (id: string, patch: Partial<T>) =>
    run(async () => {
      const next = await col.update(id, patch)
      setItems((prev) => prev.map((i) => (i.id === id ? next : i)))
    })
  const remove = (id: string) =>
    run(async () => {
      await col.remove(id)
      setItems((prev) => prev.filter((i) => i.id !== id))
    })
  const loadMore = () => (cursor ? run(() => load(cursor)) : Promise.resolve())
  const reload = () => run(() => load())
  return {
    items,
    isLoading,
    error,
    add,
    update,
    remove,
    hasMore: cursor !== null,
    loadMore,
    reload,
  }
}
