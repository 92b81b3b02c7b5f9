import { SNAPSHOT_ROOT_ATTR } from '@/components/errors/page-snapshot'
import { OverlayHost } from '@/components/overlay-host'
import { toaster } from '@/lib/toast'
import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useSyncExternalStore } from 'react'

/* sonner loads with the first toast, not with the first page. */
const AppToaster = lazy(() =>
  import('./app-toaster').then((m) => ({ default: m.AppToaster }))
)

export function RootLayout() {
  const isToasterWanted = useSyncExternalStore(
    toaster.subscribe,
    toaster.isWanted,
    toaster.isWanted
  )
  return (
    <>
      <div {...{ [SNAPSHOT_ROOT_ATTR]: '' }} className="min-h-dvh">
        <Outlet />
      </div>
      {isToasterWanted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
      <OverlayHost />
    </>
  )
}
