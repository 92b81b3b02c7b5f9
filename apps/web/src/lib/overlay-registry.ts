import type { ComponentType } from 'react'

export const OVERLAY_REMOVAL_DELAY_MS = 300

/** Props every overlay component receives from the host. */
export type OverlayControlProps<TResult> = {
  open: boolean
  onDismiss: (result?: TResult) => void
}

export type OverlayEntry = {
  id: string
  open: boolean
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds overlays of every prop type
  component: ComponentType<any>
  props: object
  resolve: (result: unknown) => void
}

/**
 * The overlay registry of docs/product.md §3-4: `show` opens an overlay and returns a
 * promise; `dismiss` resolves it, marks it closed and removes it 300 ms later
 * so closing animations can run.
 */
export function createOverlayRegistry(
  removalDelayMs = OVERLAY_REMOVAL_DELAY_MS
) {
  let entries: readonly OverlayEntry[] = []
  let nextId = 0
  const listeners = new Set<() => void>()

  function update(next: readonly OverlayEntry[]) {
    entries = next
    listeners.forEach((listener) => listener())
  }

  function dismiss(id: string, result?: unknown) {
    const entry = entries.find((e) => e.id === id)
    if (!entry?.open) return
    entry.resolve(result)
    update(entries.map((e) => (e.id === id ? { ...e, open: false } : e)))
    setTimeout(() => update(entries.filter((e) => e.id !== id)), removalDelayMs)
  }

  function show<TProps extends object, TResult = unknown>(
    component: ComponentType<TProps & OverlayControlProps<TResult>>,
    props: TProps
  ): Promise<TResult | undefined> {
    const id = `overlay-${++nextId}`
    return new Promise((resolve) => {
      const entry: OverlayEntry = {
        id,
        open: true,
        component,
        props,
        resolve: resolve as (result: unknown) => void,
      }
      update([...entries, entry])
    })
  }

  /** Removes every overlay at once; open ones resolve as dismissed. */
  function closeAll() {
    for (const entry of entries) if (entry.open) entry.resolve(undefined)
    if (entries.length > 0) update([])
  }

  return {
    show,
    dismiss,
    closeAll,
    getEntries: () => entries,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type OverlayRegistry = ReturnType<typeof createOverlayRegistry>

export const overlays = createOverlayRegistry()
