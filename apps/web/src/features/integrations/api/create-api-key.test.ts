import { signIn } from '@/testing/render-app'
import { describe, expect, it } from 'vitest'
import { apiKeysPath } from './api-keys-path'
import { toCreateApiKeyBody } from './create-api-key'

describe('API key calls', () => {
  it('need a session', () => {
    expect(() => apiKeysPath()).toThrow('User not authenticated')
    signIn()
    expect(apiKeysPath('figma')).toBe('/users/user-1/api-keys/figma')
  })

  it('trim the body and leave out empty optional fields', () => {
    expect(
      toCreateApiKeyBody({
        service: ' figma ',
        apiKey: ' k ',
        keyName: '  ',
        description: ' d ',
      })
    ).toEqual({ service: 'figma', apiKey: 'k', description: 'd' })
    expect(() => toCreateApiKeyBody({ service: 'figma', apiKey: ' ' })).toThrow(
      'Service and API key are required'
    )
    expect(() => toCreateApiKeyBody({ service: '', apiKey: 'k' })).toThrow(
      'Service is required'
    )
  })
})
