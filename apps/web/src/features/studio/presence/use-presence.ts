import { openPresence } from '@/api/projects/open-presence'
import { safeJsonParse } from '@/lib/json'
import {
  PRESENCE_EVENT,
  presenceEventSchema,
  type PresenceEvent,
} from '@kiln/contract/presence'
import { useEffect, useState } from 'react'
import { streamEvents } from '../chat/sse/stream-events'

/**
 * Follows GET /build_project/{id}/presence while the studio has the
 * project open: who else has it open, and the build running in it
 * (whoever started it). Null until the first event.
 */
export function usePresence(projectId: string) {
  const [presence, setPresence] = useState<PresenceEvent | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    void streamEvents({
      open: (headers, signal) => openPresence(projectId, headers, signal),
      signal: controller.signal,
      onMessage: (message) => {
        if (message.event !== PRESENCE_EVENT) return
        const parsed = presenceEventSchema.safeParse(
          safeJsonParse(message.data)
        )
        if (parsed.success) setPresence(parsed.data)
      },
    })
    return () => controller.abort()
  }, [projectId])

  return presence
}
