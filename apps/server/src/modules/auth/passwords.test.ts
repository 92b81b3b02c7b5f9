import { describe, expect, it } from 'vitest'
import { createPasswordHasher } from './passwords'

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters by default', async () => {
    const hasher = createPasswordHasher()
    const hash = await hasher.hash('a long enough password')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await hasher.verify(hash, 'a long enough password')).toBe(true)
    expect(await hasher.verify(hash, 'another password')).toBe(false)
    expect(await hasher.verify('not a hash', 'x')).toBe(false)
  })
})
