import { describe, expect, it } from 'vitest'
import { formatUpdatedDate } from './format-updated-date'
import { validateServerName, validateServerUrl } from './validate-server'

describe('server validation', () => {
  const servers = [{ _id: 's1', name: 'Docs' }]

  it('checks the name case-insensitively, except the edited server', () => {
    expect(validateServerName(' ', servers)).toBe('Server name is required.')
    expect(validateServerName('dOCS ', servers)).toBe(
      'A server with this name already exists.'
    )
    expect(validateServerName('docs', servers, 's1')).toBeNull()
  })

  it('checks the URL in docs/product.md §5 order', () => {
    expect(validateServerUrl('')).toBe('Server URL is required.')
    expect(validateServerUrl('ws://x')).toBe(
      'Server URL must start with http:// or https://'
    )
    expect(validateServerUrl('http://')).toBe(
      'Please enter a valid Server URL.'
    )
    expect(validateServerUrl('http://127.0.0.1:3001/mcp')).toBeNull()
  })

  it('formats dates as day, short month, year', () => {
    expect(formatUpdatedDate('2026-09-03T12:00:00')).toBe('3 Sep 2026')
    expect(formatUpdatedDate('nonsense')).toBe('')
  })
})
