import { logger } from '@/lib/logger'

export const MCP_AUTH_STORAGE_KEY = 'mcpAuthenticatedServers'
export const MCP_AUTH_FRESHNESS_MS = 24 * 60 * 60 * 1000

export type McpAuthEntry = {
  serverId: string
  isAuthenticated: boolean
  lastChecked: number
}

function readEntries(): McpAuthEntry[] {
  const raw = localStorage.getItem(MCP_AUTH_STORAGE_KEY)
  if (!raw) return []
  const parsed: unknown = JSON.parse(raw)
  return Array.isArray(parsed) ? (parsed as McpAuthEntry[]) : []
}

/**
 * Server id -> entry for the servers authenticated less than 24 hours ago
 * (docs/product.md §4); an unreadable record gives an empty map.
 */
export function readMcpAuthStates(now = Date.now()) {
  try {
    const fresh = readEntries().filter(
      (entry) =>
        entry.isAuthenticated === true &&
        now - entry.lastChecked < MCP_AUTH_FRESHNESS_MS
    )
    return new Map(fresh.map((entry) => [entry.serverId, entry]))
  } catch (error) {
    logger.error('Error reading MCP authentication states:', error)
    return new Map<string, McpAuthEntry>()
  }
}

export function isMcpServerAuthenticated(serverId: string) {
  return readMcpAuthStates().has(serverId)
}

/** Replaces the server's entry, or adds it, with lastChecked = now. */
export function setMcpAuthState(
  serverId: string,
  isAuthenticated: boolean,
  now = Date.now()
) {
  try {
    let entries: McpAuthEntry[]
    try {
      entries = readEntries()
    } catch {
      entries = []
    }
    const entry = { serverId, isAuthenticated, lastChecked: now }
    const index = entries.findIndex((e) => e.serverId === serverId)
    if (index >= 0) entries[index] = entry
    else entries.push(entry)
    localStorage.setItem(MCP_AUTH_STORAGE_KEY, JSON.stringify(entries))
  } catch (error) {
    logger.error('Error updating MCP authentication state:', error)
  }
}
