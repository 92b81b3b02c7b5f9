import { makeJwt } from '@/testing/fixtures'
import { describe, expect, it, vi } from 'vitest'
import { decodeJwt, getTokenUser } from './jwt'

describe('decodeJwt', () => {
  it('decodes the payload of a three-segment token', () => {
    expect(decodeJwt(makeJwt({ sub: 'u1', email: 'é@x.io' }))).toEqual({
      sub: 'u1',
      email: 'é@x.io',
    })
  })

  it.each(['a.b', 'a.b.c.d', ''])(
    'rejects %j: logs "Invalid JWT token format" and returns null',
    (token) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      expect(decodeJwt(token)).toBeNull()
      expect(error).toHaveBeenCalledWith('Invalid JWT token format')
    }
  )

  it('logs decode errors and returns null', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(decodeJwt('x.%%%.z')).toBeNull()
    expect(error).toHaveBeenCalledWith(
      'Error decoding JWT token:',
      expect.anything()
    )
  })
})

describe('getTokenUser', () => {
  it('reads the user id from sub, then userId, and the e-mail', () => {
    expect(getTokenUser(makeJwt({ sub: 's', email: 'a@b.c' }))).toEqual({
      userId: 's',
      email: 'a@b.c',
    })
    expect(getTokenUser(makeJwt({ userId: 'u' }))).toEqual({
      userId: 'u',
      email: null,
    })
    expect(getTokenUser(makeJwt({ email: 'a@b.c' }))).toBeNull()
    expect(getTokenUser(null)).toBeNull()
  })
})
