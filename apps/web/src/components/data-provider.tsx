import type { DataLayer } from '@/lib/data-layer'
import { QueryClientContext } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore, type ReactNode } from 'react'

/**
 * QueryClientProvider for a client that loads later (lib/data-layer.ts):
 * the tree keeps its shape when the client arrives, so nothing remounts.
 */
export function DataProvider({
  data,
  children,
}: {
  data: DataLayer
  children: ReactNode
}) {
  const client = useSyncExternalStore(
    data.subscribe,
    data.current,
    data.current
  )
  useEffect(() => {
    if (!client) return
    client.mount()
    return () => client.unmount()
  }, [client])
  return <QueryClientContext value={client}>{children}</QueryClientContext>
}
