import { describe, expect, it } from 'vitest'
import { credentialsBodySchema, PASSWORD_MAX_LENGTH } from './auth'

describe('credentialsBodySchema', () => {
  it('trims the e-mail and accepts a long password whole', () => {
    const password = 'p'.repeat(PASSWORD_MAX_LENGTH)
    const parsed = credentialsBodySchema.parse({
      email: '  Ada@Example.com ',
      password,
    })
    expect(parsed).toEqual({ email: 'Ada@Example.com', password })
  })

  it('explains a short password and a bad e-mail to a person', () => {
    const result = credentialsBodySchema.safeParse({
      email: 'not-an-email',
      password: 'short',
    })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((issue) => issue.message)
    expect(messages).toEqual([
      'Please enter a valid e-mail address.',
      'Password must be at least 8 characters.',
    ])
  })
})
