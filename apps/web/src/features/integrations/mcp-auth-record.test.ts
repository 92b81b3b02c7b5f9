import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  MCP_AUTH_FRESHNESS_MS,
  MCP_AUTH_STORAGE_KEY,
  readMcpAuthStates,
  setMcpAuthState,
} from './mcp-auth-record'

const stored = () =>
  JSON.parse(localStorage.getItem(MCP_AUTH_STORAGE_KEY) ?? '[]') as unknown

afterEach(() => localStorage.clear())

describe('MCP authentication record', () => {
  it('adds an entry, then replaces it, with lastChecked now', () => {
    setMcpAuthState('a', true, 1000)
    setMcpAuthState('b', true, 2000)
    setMcpAuthState('a', false, 3000)
    expect(stored()).toEqual([
      { serverId: 'a', isAuthenticated: false, lastChecked: 3000 },
      { serverId: 'b', isAuthenticated: true, lastChecked: 2000 },
    ])
  })

  it('reads only authenticated entries checked less than 24 hours ago', () => {
    const now = 10 * MCP_AUTH_FRESHNESS_MS
    setMcpAuthState('fresh', true, now - MCP_AUTH_FRESHNESS_MS + 1)
    setMcpAuthState('stale', true, now - MCP_AUTH_FRESHNESS_MS)
    setMcpAuthState('signed-out', false, now)
    expect([...readMcpAuthStates(now).keys()]).toEqual(['fresh'])
  })

  it('logs and returns an empty map for an unreadable record', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(MCP_AUTH_STORAGE_KEY, '{not json')
    expect(readMcpAuthStates().size).toBe(0)
    expect(error).toHaveBeenCalledWith(
      'Error reading MCP authentication states:',
      expect.any(SyntaxError)
    )
  })

  it('logs a failed update', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota')
    })
    setMcpAuthState('a', true)
    expect(error).toHaveBeenCalledWith(
      'Error updating MCP authentication state:',
      expect.any(Error)
    )
  })
})
