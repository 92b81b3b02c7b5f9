import { DEFAULT_INTEGRATION_LIMITS } from '@kiln/builder/build-types'
import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

describe('integration tool settings', () => {
  it("default to the engine's own integration limits", () => {
    expect(parseEnv({}).integrationTools).toEqual({
      timeoutMs: DEFAULT_INTEGRATION_LIMITS.timeoutMs,
      maxCalls: DEFAULT_INTEGRATION_LIMITS.maxCalls,
    })
    expect(DEFAULT_INTEGRATION_LIMITS).toEqual({
      timeoutMs: 20_000,
      maxCalls: 20,
      maxResultChars: 8_000,
    })
  })

  it('read INTEGRATION_TOOL_TIMEOUT_MS and INTEGRATION_TOOL_MAX_CALLS', () => {
    expect(
      parseEnv({
        INTEGRATION_TOOL_TIMEOUT_MS: '5000',
        INTEGRATION_TOOL_MAX_CALLS: '3',
      }).integrationTools
    ).toEqual({ timeoutMs: 5000, maxCalls: 3 })
  })
})
