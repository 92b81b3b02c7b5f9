import {
  previewOriginOf,
  readPreviewMessage,
  type PreviewErrorMessage,
} from '@kiln/contract/preview'
import { useEffect, useState } from 'react'

/**
 * Runtime errors the preview posts to the studio. Only messages from the
 * exact origin of this version's preview, about this version, count.
 */
export function usePreviewErrors(
  previewUrl: string | null,
  taskId: string
): [PreviewErrorMessage[], () => void] {
  const [state, setState] = useState<{
    key: string
    errors: PreviewErrorMessage[]
  }>({ key: '', errors: [] })
  const key = `${taskId} ${previewUrl ?? ''}`

  useEffect(() => {
    if (!previewUrl) return
    const origin = previewOriginOf(previewUrl)
    const onMessage = (event: MessageEvent) => {
      const message = readPreviewMessage(event, origin)
      if (message?.type !== 'kiln:preview-error') return
      if (message.taskId !== taskId) return
      setState((prev) => ({
        key,
        errors: [...(prev.key === key ? prev.errors : []), message].slice(-5),
      }))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [previewUrl, taskId, key])

  const errors = state.key === key ? state.errors : []
  return [errors, () => setState({ key, errors: [] })]
}
