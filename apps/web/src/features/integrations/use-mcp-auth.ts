import { ConfirmDialog } from '@/components/confirm-dialog'
import { overlays } from '@/lib/overlay-registry'
import { pollUntil } from '@/lib/poll'
import { queryKeys } from '@/lib/query-keys'
import type { McpServer } from '@kiln/contract/mcp-servers'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { deleteMcpAuth, getMcpAuthStatus, startMcpAuth } from './api/mcp-auth'
import { isMcpServerAuthenticated, setMcpAuthState } from './mcp-auth-record'

/**
 * The status is polled rather than `popup.closed`: the app's
 * Cross-Origin-Opener-Policy cuts the popup off once it leaves the origin,
 * so `closed` reads true at once.
 */
export const AUTH_POLL_INTERVAL_MS = 1000
export const AUTH_POLL_TIMEOUT_MS = 3 * 60 * 1000

export type McpAuthPhase =
  'authenticated' | 'disconnecting' | 'authenticating' | 'polling' | 'idle'

/** OAuth of an official server: popup, wait, status, local record. */
export function useMcpAuth(
  server: Pick<McpServer, '_id' | 'name' | 'isAuthenticated'>
) {
  const id = server._id
  const queryClient = useQueryClient()
  const [known, setKnown] = useState<boolean | null>(null)
  const [isPolling, setIsPolling] = useState(false)
  const isAuthenticated =
    known ?? server.isAuthenticated ?? isMcpServerAuthenticated(id)

  function record(value: boolean) {
    setMcpAuthState(id, value)
    setKnown(value)
  }

  const authenticate = useMutation({
    mutationFn: async () => {
      // Opened inside the click so that pop-up blockers allow it.
      const popup = window.open('', 'kiln-mcp-auth', 'width=600,height=720')
      try {
        const url = await startMcpAuth(id)
        if (!popup) {
          window.location.assign(url)
          return
        }
        popup.location.href = url
        setIsPolling(true)
        await pollUntil(() => getMcpAuthStatus(id), {
          intervalMs: AUTH_POLL_INTERVAL_MS,
          timeoutMs: AUTH_POLL_TIMEOUT_MS,
        })
        record(true)
      } finally {
        setIsPolling(false)
        if (popup && !popup.closed) popup.close()
        void queryClient.invalidateQueries({
          queryKey: queryKeys.mcpServers.all,
        })
      }
    },
  })

  const disconnect = useMutation({
    mutationFn: () => deleteMcpAuth(id),
    onSuccess: () => {
      record(false)
      void queryClient.invalidateQueries({ queryKey: queryKeys.mcpServers.all })
    },
  })

  async function confirmDisconnect() {
    const confirmed = await overlays.show(ConfirmDialog, {
      title: 'Disconnect MCP Server',
      description: `Are you sure you want to disconnect from "${server.name}"? You will need to re-authenticate to use this server again.`,
      confirmLabel: 'Disconnect',
    })
    if (confirmed) disconnect.mutate()
  }

  const phase: McpAuthPhase = disconnect.isPending
    ? 'disconnecting'
    : isPolling
      ? 'polling'
      : authenticate.isPending
        ? 'authenticating'
        : isAuthenticated
          ? 'authenticated'
          : 'idle'

  return {
    phase,
    authenticate: () => authenticate.mutate(),
    disconnect: confirmDisconnect,
  }
}
