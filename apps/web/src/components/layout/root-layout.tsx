import { SNAPSHOT_ROOT_ATTR } from '@/components/errors/page-snapshot'
import { OverlayHost } from '@/components/overlay-host'
import { overlays } from '@/lib/overlay-registry'
import { toaster } from '@/lib/toast'
import { Outlet, useLocation } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

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
  // An overlay belongs to the page it opened on: another page (the browser's
  // Back, a lost session's /login) closes it.
  const pathname = useLocation({ select: (location) => location.pathname })
  useEffect(() => () => overlays.closeAll(), [pathname])
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
