import {
  previewOriginOf,
  readPreviewMessage,
  type PreviewCommand,
} from '@kiln/contract/preview'
import { useEffect, useRef, useState, type RefObject } from 'react'

type PreviewPatch = Extract<PreviewCommand, { type: 'kiln:patch' }>

/**
 * Select mode in the preview frame: the studio tells the frame's selection
 * script to turn it on or off (to the version's origin only) and keeps the
 * location of the element the user clicked. Messages count only from this
 * frame's window at this version's preview origin.
 */
export function useElementSelection(
  frame: RefObject<HTMLIFrameElement | null>,
  previewUrl: string | null,
  isOn: boolean,
  /** Text the user typed into an element in the preview (double click). */
  onInlineText: (edit: { loc: string; text: string }) => void
) {
  const [loc, setLoc] = useState<string | null>(null)
  const origin = previewUrl ? previewOriginOf(previewUrl) : null
  const on = useRef(isOn)
  const inline = useRef(onInlineText)
  useEffect(() => {
    inline.current = onInlineText
  })

  useEffect(() => {
    on.current = isOn
    if (!origin) return
    const command: PreviewCommand = { type: 'kiln:select-mode', on: isOn }
    frame.current?.contentWindow?.postMessage(command, origin)
  }, [frame, origin, isOn])

  useEffect(() => {
    if (!origin) return
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow
      if (!target || event.source !== target) return
      const message = readPreviewMessage(event, origin)
      // a new version's frame: select mode goes on again once it listens
      if (message?.type === 'kiln:select-ready' && on.current) {
        const command: PreviewCommand = { type: 'kiln:select-mode', on: true }
        target.postMessage(command, origin)
      }
      if (message?.type === 'kiln:selected' && on.current) setLoc(message.loc)
      if (message?.type === 'kiln:inline-text' && on.current) {
        setLoc(message.loc)
        inline.current({ loc: message.loc, text: message.text })
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frame, origin])

  /** Shows a saved visual edit in the frame at once, before its version is built. */
  const patch = (command: Omit<PreviewPatch, 'type'>) => {
    if (!origin) return
    const message: PreviewPatch = { type: 'kiln:patch', ...command }
    frame.current?.contentWindow?.postMessage(message, origin)
  }

  return { loc: isOn ? loc : null, clear: () => setLoc(null), patch }
}
