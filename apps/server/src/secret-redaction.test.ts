import { describe, expect, it } from 'vitest'
import { envSecrets } from './config/env-secrets'
import {
  redactSecrets,
  redactSecretsIn,
  rememberSecrets,
} from './secret-redaction'
import { testEnv } from './test/helper'

const KEY = 'sk-proj-Zq8Wm3Kx7Lp2Nv5Rt9Bc4Hd6'
const PASSWORD = 'hunter2hunter'

describe('redactSecrets', () => {
  rememberSecrets(KEY, PASSWORD, 'short', undefined)

  it('redacts a known key whole, in part and masked in the middle', () => {
    expect(redactSecrets(`Incorrect API key provided: ${KEY}.`)).toBe(
      'Incorrect API key provided: [REDACTED].'
    )
    expect(
      redactSecrets(`key ${KEY.slice(0, 14)}**************${KEY.slice(-4)} x`)
    ).toBe('key [REDACTED] x')
    expect(redactSecrets(`ends …${KEY.slice(-10)}`)).toBe('ends …[REDACTED]')
    expect(redactSecrets(`mid ${KEY.slice(9, 20)} mid`)).toBe(
      'mid [REDACTED] mid'
    )
    expect(redactSecrets(`${KEY}${KEY}`)).toBe('[REDACTED]')
  })

  // 8 characters of a long key are redacted, even its provider's prefix.
  it('redacts a short secret only whole, and leaves other text alone', () => {
    expect(redactSecrets(`password ${PASSWORD}!`)).toBe('password [REDACTED]!')
    expect(redactSecrets('hunter2 and short and sk-proj-Zq stay')).toBe(
      'hunter2 and short and [REDACTED] stay'
    )
    expect(redactSecrets('hunter2 and short and sk-proj stay')).toBe(
      'hunter2 and short and sk-proj stay'
    )
  })

  it('learns the credential fields of a sealed JSON document', () => {
    rememberSecrets(
      JSON.stringify({
        accessToken: 'at-9c1d7e3f5a2b8c4d6e0f',
        tokenEndpoint: 'https://auth.example.test/token',
      })
    )
    expect(redactSecrets('Bearer at-9c1d7e3f5a2b8c4d6e0f refused')).toBe(
      'Bearer [REDACTED] refused'
    )
    expect(redactSecrets('see https://auth.example.test/token')).toBe(
      'see https://auth.example.test/token'
    )
  })

  it('redacts every string of an event, and knows the operator settings', () => {
    expect(
      redactSecretsIn({ type: 'tool', summary: `401 for ${KEY}`, n: 1 })
    ).toEqual({ type: 'tool', summary: '401 for [REDACTED]', n: 1 })
    const env = testEnv({
      OPENAI_API_KEY: 'sk-operator-key-1234567890',
      STRIPE_SECRET_KEY: 'sk_live_stripe_secret_123',
      SMTP_URL: 'smtps://mailer:mail-pass-42@smtp.example.test',
    })
    const secrets = envSecrets(env)
    for (const secret of [
      'sk-operator-key-1234567890',
      'sk_live_stripe_secret_123',
      'mail-pass-42',
    ])
      expect(secrets).toContain(secret)
    expect(secrets).not.toContain('mailer')
  })
})
