import { isApiError } from '@/lib/api-error'
import { type ConnectionStatus } from '@kiln/contract/integrations-common'
import { MCP_MESSAGES, type Tool } from '@kiln/contract/mcp-servers'
import { useRef, useState } from 'react'
import { getMcpTools, type McpToolsTarget } from './api/get-mcp-tools'
import { validateServerUrl } from './validate-server'

/**
 * Test Connection state of the server panel (docs/product.md §4 connectionStatus). It
 * starts from the saved server: its status and the tools of its last test
 * (`isSaved` until the panel tests again).
 */
export function useConnectionTest(
  initialStatus: ConnectionStatus,
  savedTools: readonly Tool[] = []
) {
  const [status, setStatus] = useState<ConnectionStatus>(initialStatus)
  const [tools, setTools] = useState<readonly Tool[]>(savedTools)
  const [isSaved, setIsSaved] = useState(initialStatus === 'SUCCESS')
  const [error, setError] = useState<string | null>(null)
  const [isTesting, setIsTesting] = useState(false)
  // A URL change or a newer test makes an answer in flight stale.
  const generation = useRef(0)

  function reset() {
    generation.current += 1
    setIsSaved(false)
    setStatus('PENDING')
    setTools([])
    setError(null)
    setIsTesting(false)
  }

  async function test({ url, server }: McpToolsTarget) {
    setIsSaved(false)
    if (!server?.isOfficial && validateServerUrl(url)) {
      setStatus('FAILED')
      setTools([])
      setError(MCP_MESSAGES.testInvalidUrl)
      return
    }
    const current = ++generation.current
    setIsTesting(true)
    setError(null)
    try {
      const found = await getMcpTools({ url: url.trim(), server })
      if (current !== generation.current) return
      setStatus(found ? 'SUCCESS' : 'FAILED')
      setTools(found ?? [])
      setError(found ? null : MCP_MESSAGES.noTools)
    } catch (caught) {
      if (current !== generation.current) return
      setStatus('FAILED')
      setTools([])
      setError(
        (isApiError(caught) && caught.userMessage) || MCP_MESSAGES.connectFailed
      )
    } finally {
      if (current === generation.current) setIsTesting(false)
    }
  }

  return { status, tools, isSaved, error, isTesting, test, reset }
}
