import { useCallback, useEffect, useState } from 'react'
import type { Collection, KilnRecord } from './kiln-collection.ts'

/** React hook over a collection: loads once, then keeps the list in sync with writes. */
export function useCollection<T extends object>(col: Collection<T>) {
  const [items, setItems] = useState<KilnRecord<T>[]>([])
  const [isLoading, setIsLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const run = useCallback(async (fn: () => Promise<void>) => {
    try {
      await fn()
      setError(null)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }, [])
  useEffect(() => {
    void run(async () => setItems(await col.list())).finally(() =>
      setIsLoading(false)
    )
  }, [col, run])
  const add = (data: T) =>
    run(async () => {
      const created = await col.create(data)
      setItems((prev) => [...prev, created])
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
  return { items, isLoading, error, add, update, remove }
}
