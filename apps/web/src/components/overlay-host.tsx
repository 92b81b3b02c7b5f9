import { overlays, type OverlayRegistry } from '@/lib/overlay-registry'
import { useSyncExternalStore } from 'react'

/** Renders every overlay of the registry, open or closing. */
export function OverlayHost({
  registry = overlays,
}: {
  registry?: OverlayRegistry
}) {
  const entries = useSyncExternalStore(
    registry.subscribe,
    registry.getEntries,
    registry.getEntries
  )
  return entries.map(({ id, open, component: Component, props }) => (
    <Component
      key={id}
      {...props}
      open={open}
      onDismiss={(result?: unknown) => registry.dismiss(id, result)}
    />
  ))
}
