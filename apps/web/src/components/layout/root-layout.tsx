import { SNAPSHOT_ROOT_ATTR } from '@/components/errors/page-snapshot'
import { OverlayHost } from '@/components/overlay-host'
import { Toaster } from '@/components/ui/sonner'
import { Outlet } from '@tanstack/react-router'

export function RootLayout() {
  return (
    <>
      <div {...{ [SNAPSHOT_ROOT_ATTR]: '' }} className="min-h-dvh">
        <Outlet />
      </div>
      <Toaster />
      <OverlayHost />
    </>
  )
}
