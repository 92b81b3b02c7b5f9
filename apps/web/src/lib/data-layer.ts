import type { QueryClient } from '@tanstack/react-query'

const createAppQueryClient = () =>
  import('./query-client').then((m) => m.createQueryClient())

/**
 * TanStack Query, loaded by the first route that reads server data (the
 * signed-in app and /share, in their `beforeLoad`). The landing and auth
 * pages do without it: ~11 kB less on the first page (the README's budget: ≤ 120 kB).
 */
export function createDataLayer(create = createAppQueryClient) {
  let client: QueryClient | undefined
  let loading: Promise<QueryClient> | undefined
  const listeners = new Set<() => void>()
  return {
    load() {
      loading ??= create().then(
        (created) => {
          client = created
          for (const listener of listeners) listener()
          return created
        },
        (error: unknown) => {
          loading = undefined
          throw error
        }
      )
      return loading
    },
    current: () => client,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Forgets every cached answer (sign-in, sign-out). */
    clear: () => client?.clear(),
  }
}

export type DataLayer = ReturnType<typeof createDataLayer>

/** `beforeLoad` of a route whose pages read server data. */
export async function loadDataLayer({
  context,
}: {
  context: { data: DataLayer }
}) {
  return { queryClient: await context.data.load() }
}
