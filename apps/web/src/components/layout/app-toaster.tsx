import { Toaster } from '@/components/ui/sonner'
import { toaster } from '@/lib/toast'
import { useEffect } from 'react'
import { toast } from 'sonner'

/** The app's toaster, loaded by the root layout when first wanted. */
export function AppToaster() {
  // Runs after the Toaster's own effects, so it already listens.
  useEffect(() => toaster.markReady(toast), [])
  return <Toaster />
}
