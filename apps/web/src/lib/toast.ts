import type { ExternalToast, toast as sonnerToast } from 'sonner'

/*
 * Toasts without sonner in the first page's scripts: the root layout mounts
 * the toaster (components/layout/app-toaster.tsx, which holds sonner) when
 * the first toast is asked for, or earlier when the signed-in shell asks for
 * it; a toast waits until the toaster listens.
 */
type Sonner = typeof sonnerToast

let isWanted = false
const listeners = new Set<() => void>()
let markReady: (toast: Sonner) => void = () => {}
const ready = new Promise<Sonner>((resolve) => {
  markReady = resolve
})

export const toaster = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  isWanted: () => isWanted,
  /** Loads and mounts the toaster now. */
  want() {
    if (isWanted) return
    isWanted = true
    for (const listener of listeners) listener()
  },
  /** Called by the mounted toaster once it listens. */
  markReady: (toast: Sonner) => markReady(toast),
}

const show =
  (kind: 'success' | 'error' | 'warning') =>
  (message: string, data?: ExternalToast) => {
    toaster.want()
    void ready.then((toast) => toast[kind](message, data))
  }

export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
}
