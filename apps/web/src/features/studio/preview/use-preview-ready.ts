import { previewOriginOf, readPreviewMessage } from '@kiln/contract/preview'
import { useEffect, useState } from 'react'

/** How long a preview has to say it is alive before the studio says it is silent. */
export const PREVIEW_READY_MS = 10_000

/**
 * Whether the preview frame (`loadKey` changes on each reload) said it is
 * alive (`kiln:preview-ready` from its exact origin) within
 * PREVIEW_READY_MS. A frame the browser refused (the preview lets only
 * PUBLIC_URL frame it) or a preview host that does not answer stays silent.
 */
export function usePreviewSilent(previewUrl: string | null, loadKey: string) {
  const [silentKey, setSilentKey] = useState<string>()
  useEffect(() => {
    if (!previewUrl) return
    const origin = previewOriginOf(previewUrl)
    let ready = false
    const onMessage = (event: MessageEvent) => {
      if (readPreviewMessage(event, origin)?.type === 'kiln:preview-ready') {
        ready = true
        setSilentKey(undefined)
      }
    }
    const timer = setTimeout(() => {
      if (!ready) setSilentKey(loadKey)
    }, PREVIEW_READY_MS)
    window.addEventListener('message', onMessage)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
    }
  }, [previewUrl, loadKey])
  return silentKey === loadKey
}
